import type { APIContext } from 'astro';
import { changePassword, memberInfo, isAgentType } from '../../contract/calls/member';
import { envelopeResponse, fail, PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import { checkEnvelope } from '../platform/contract-check';
import { responseSchemaFor } from '../platform/client';
import { log } from '../log/logger.server';
import { logPlatformFailure } from '../log/platform.server';
import { getUpstream, type Upstream } from '../platform/upstream.server';
import { serverClient, upstreamHeaders } from '../platform/server-client.server';
import { siteConfig } from '../config.server';
import { localeByCode } from '../i18n/locales';
import { getT } from '../i18n/i18n.server';
import {
  IS_AGENT_HINT_COOKIE,
  cookiesAreSecure,
  forgetSessionCookies,
  hintCookieFlags,
  PASSWORD_CHANGE_COOKIE,
  sessionCookieFlags,
  SESSION_COOKIE,
  USERNAME_HINT_COOKIE,
} from '../session/cookies';
import { isAllowedOrigin } from './origin';
import { containsToken, extractToken, withoutTokens } from './session-response';
import { acceptsContentType, resolveProxyRoute } from './routes';
import type { CallDeclaration } from '../../contract/define';
import { jsonDeeperThan } from '../../contract/json-depth';
import { SESSION_ENDED_COOKIE, sessionEndOf, type SessionEnd } from '../session/ended';

/** Request headers the platform needs from the browser, passed through unchanged. */
// user-agent: the device of a login, for the member centre's login history (docs/platform-api.md "Member centre").
const FORWARDED_REQUEST_HEADERS = ['content-type', 'encryption', 'x-gateway-version', 'accept', 'if-none-match', 'if-modified-since', 'user-agent'];
/**
 * Response headers worth keeping. Everything else stays upstream: its cookies, and its own
 * security policy (Content-Security-Policy, X-Frame-Options, HSTS, CORS): the site's headers
 * (server.mjs, src/lib/security/headers.ts) apply to everything the site serves.
 * `Idempotent-Replayed` tells the caller a money call's answer is the first one, replayed
 * (docs/platform-api.md "Idempotency keys").
 */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'retry-after', 'idempotent-replayed'];
export { IS_AGENT_HINT_COOKIE } from '../session/cookies';
/**
 * How deep a platform answer may nest before the proxy calls it broken: above any answer the
 * contract describes, far below what the recursive walks over it (token scrub, contract check) can take.
 */
const MAX_ANSWER_DEPTH = 128;

/**
 * The BFF proxy for `/wps/*` and `/lgw/*` (docs/architecture.md "The BFF proxy" and "The proxy's
 * rules"): forwards only what the site declares, to the declared path, with the token from the
 * HttpOnly cookie; moves a freshly issued token into that cookie and keeps every token out of
 * what the browser receives; clears the session on logout or expiry; refuses foreign origins,
 * other methods and other body types itself; and turns a slow, absent or failing platform into
 * a clear envelope instead of a hang or its error page.
 */
export async function proxyToPlatform(context: APIContext, upstream: () => Promise<Upstream> = getUpstream, config = siteConfig()): Promise<Response> {
  const { request, cookies, url } = context;
  const language = localeByCode(request.headers.get('Language') ?? undefined)?.code ?? context.locals.locale.code;
  const t = getT(language);

  /** A refusal of the proxy's own, with one `refused` line in the log (docs/operations.md "Logs"). */
  const refuse = (status: number, reason: string, answer: Response, extra: Record<string, string | null> = {}): Response => {
    log.warn({ event: 'refused', reason, status, method: request.method, path: clip(url.pathname), ...clipAll(extra) }, 'request refused');
    return answer;
  };

  // Anything the site does not declare is answered here: the platform is never asked.
  const route = resolveProxyRoute(request.method, url.pathname);
  if (route.kind === 'none') return refuse(404, 'not-found', envelopeResponse(404, fail('Not found.', ErrorCodes.notFound)));
  if (route.kind === 'method') {
    return refuse(405, 'method', envelopeResponse(405, fail('Method not allowed.', ErrorCodes.methodNotAllowed), { Allow: route.allow.join(', ') }));
  }
  const { target } = route;
  const call = target.call;
  /** The platform failing behind the proxy, in the log as a page's call would be (src/lib/log/platform.server.ts). */
  const report = (error: PlatformError) => logPlatformFailure(error, { path: target.path, method: target.method }, 'proxy');

  // SITE_URL only: the request's own origin comes from its Host header, which the sender picks.
  if (!isAllowedOrigin(request.method, request.headers.get('Origin'), [new URL(config.siteUrl).origin])) {
    return refuse(403, 'origin', envelopeResponse(403, fail('Cross-site request refused.', ErrorCodes.forbiddenOrigin)), {
      origin: request.headers.get('Origin'),
    });
  }
  if (!acceptsContentType(target.body, request.headers.get('Content-Type'))) {
    return refuse(415, 'media-type', envelopeResponse(415, fail('Unsupported content type.', ErrorCodes.unsupportedMediaType)), {
      contentType: request.headers.get('Content-Type'),
    });
  }

  const body = target.body === 'none' ? null : await request.arrayBuffer();
  // JSON nested thousands deep overflows whatever walks it next, here or on the platform: the
  // caller's mistake, refused before it goes further (src/contract/json-depth.ts). An encrypted
  // call's payload is only a string here; the platform measures it once decrypted.
  if (target.body === 'json' && body && jsonDeeperThan(new TextDecoder().decode(body))) {
    return refuse(400, 'too-deep', envelopeResponse(400, fail('The request is nested too deep.', ErrorCodes.badRequest)));
  }

  const token = cookies.get(SESSION_COOKIE)?.value;
  const secure = cookiesAreSecure(config.siteUrl, url);
  // Logout ends the session on this device whatever the platform answers, and when it does not
  // answer at all: on a shared phone the next visitor must not find the account (the token,
  // gone from here, then expires on the platform). Other session-ending calls wait for the
  // platform's success below.
  if (call?.endsSession === 'always') clearSession(context, secure);
  const headers = new Headers(upstreamHeaders({ token, language, clientIp: context.locals.clientIp }));
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const init: RequestInit = { method: target.method, headers, signal: AbortSignal.timeout(config.platformTimeoutMs) };
  if (body) init.body = body;

  let upstreamResponse: Response;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    upstreamResponse = await (await upstream())(`${target.path}${url.search}`, init);
    bytes = new Uint8Array(await upstreamResponse.arrayBuffer());
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    report(new PlatformError(timedOut ? 'timeout' : 'network', String(error), { cause: String(error) }));
    return timedOut
      ? envelopeResponse(504, fail(t('error.network'), ErrorCodes.upstreamTimeout))
      : envelopeResponse(502, fail(t('error.network'), ErrorCodes.upstreamUnavailable));
  }
  const { status } = upstreamResponse;
  const failed = () => envelopeResponse(502, fail(t('error.network'), ErrorCodes.upstreamUnavailable));

  // A 401 means the session is gone only on a call that carries it: the demo game's rounds
  // (`/lgw/demo/round`, not a call of the contract) answer 401 for an expired launch ticket,
  // which must not log the player out of the site.
  // The platform says why only here, and the session is forgotten here: the reason stays behind for
  // the next page (src/lib/session/ended.ts), or a player whose open page met the session-time
  // limit first is sent to log in without being told why.
  if (status === 401 && call?.auth) clearSession(context, secure, endedIn(bytes));

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstreamResponse.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }

  if (!(upstreamResponse.headers.get('content-type')?.includes('json') ?? false)) {
    if (bytes.length === 0 && (status === 204 || status === 304)) return new Response(null, { status, headers: responseHeaders });
    if (status >= 500) report(new PlatformError('network', `HTTP ${status}`, { status }));
    else if (target.json) report(new PlatformError('schema', 'not JSON', { status, reason: 'not-json' }));
    // A declared call answers with an envelope; an error page (nginx's 502, a stack trace) or
    // a body carrying the visitor's token is the platform failing, not something to show.
    if (target.json || status >= 500 || containsToken(bytes, [token])) return failed();
    return new Response(bytes, { status, headers: responseHeaders });
  }

  let answer: unknown;
  const answerText = new TextDecoder().decode(bytes);
  // The answer is walked below (the contract check, the token scrub); one nested deeper than any
  // the contract describes is the platform failing, as an answer that is not JSON is.
  if (jsonDeeperThan(answerText, MAX_ANSWER_DEPTH)) {
    report(new PlatformError('schema', 'answer nested too deep', { status, reason: 'too-deep' }));
    return failed();
  }
  try {
    answer = JSON.parse(answerText);
  } catch {
    report(new PlatformError(status >= 500 ? 'network' : 'schema', 'not JSON', { status, reason: 'not-json' }));
    return failed();
  }
  reportContractBreaks(answer, status, call, report);
  const accepted = upstreamResponse.ok && (answer as { success?: unknown } | null)?.success === true;
  // The platform has accepted a new password: a forced change is made (src/lib/account/forced-change.ts).
  if (call === changePassword && accepted) context.cookies.delete(PASSWORD_CHANGE_COOKIE, { path: '/', secure });
  // A time-out or a password change ended the session on the platform only if it was accepted:
  // a refused one leaves the player signed in there, and so here (src/contract/define.ts).
  if (call?.endsSession === 'on-success' && accepted) clearSession(context, secure);
  // A token never reaches the browser, whichever call carried it and wherever in the body;
  // only a session-issuing call turns it into the HttpOnly cookie.
  const extracted = call?.issuesSession ? extractToken(answer) : { token: null, body: answer };
  const text = JSON.stringify(withoutTokens(extracted.body));
  if (containsToken(new TextEncoder().encode(text), [token, extracted.token])) {
    log.error({ event: 'proxy.token-in-answer', call: target.path, method: target.method, status }, 'platform answer carried a session token: answered 502');
    return failed();
  }
  if (extracted.token) await startSession(context, extracted.token, language, secure, upstream);
  if (call?.issuesSession) responseHeaders.set('Cache-Control', 'no-store');
  return new Response(text, { status, headers: responseHeaders });
}

const clip = (text: string): string => (text.length > 200 ? `${text.slice(0, 200)}…` : text);
const clipAll = (fields: Record<string, string | null>): Record<string, string | null> =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value === null ? null : clip(value)]));

/**
 * The browser validates a call's answer itself; the server checks it too, for the log only, so
 * that a platform breaking the contract under the islands leaves a trace here (the answer goes
 * on as it came). A 5xx is logged whatever the path; a refusal of a declared call at debug.
 */
function reportContractBreaks(body: unknown, status: number, call: CallDeclaration | null, report: (error: PlatformError) => void): void {
  if (!call) {
    if (status >= 500) report(new PlatformError('network', `HTTP ${status}`, { status }));
    return;
  }
  const check = checkEnvelope(body, responseSchemaFor(call, 'server'));
  if (check.kind === 'not-envelope' || check.kind === 'schema') {
    report(
      new PlatformError('schema', 'answer breaks the contract', {
        status,
        issues: check.issues,
        reason: check.kind === 'schema' ? 'response' : 'not-envelope',
      }),
    );
  } else if (check.kind === 'failure') {
    report(new PlatformError(status >= 500 ? 'network' : 'rejected', 'refused', { status, errorCode: check.envelope.errorCode ?? null }));
  } else if (status >= 500) {
    report(new PlatformError('network', `HTTP ${status}`, { status }));
  }
}

async function startSession(context: APIContext, token: string, language: string, secure: boolean, upstream: () => Promise<Upstream>): Promise<void> {
  context.cookies.set(SESSION_COOKIE, token, sessionCookieFlags(secure));
  // A new session decides afresh whether its password must change (the page marks it after login),
  // and an earlier one's end is no news any more.
  context.cookies.delete(PASSWORD_CHANGE_COOKIE, { path: '/', secure });
  context.cookies.delete(SESSION_ENDED_COOKIE, { path: '/', secure });
  // The readable hints (username, isAgent) come from the account itself, not from the form.
  try {
    const client = serverClient({ token, language, clientIp: context.locals.clientIp }, upstream);
    const info = await client.call(memberInfo);
    context.cookies.set(USERNAME_HINT_COOKIE, info.account, hintCookieFlags(secure));
    context.cookies.set(IS_AGENT_HINT_COOKIE, isAgentType(info.type) ? '1' : '0', hintCookieFlags(secure));
  } catch {
    // The session works without hints; the page asks for member info itself.
    context.cookies.set(USERNAME_HINT_COOKIE, '', hintCookieFlags(secure));
  }
}

function clearSession(context: APIContext, secure: boolean, ended?: SessionEnd): void {
  forgetSessionCookies(context.cookies, secure, ended);
}

/** Why a 401's envelope says the session ended (`value.ended`), if it is an envelope at all. */
function endedIn(bytes: Uint8Array): SessionEnd | undefined {
  const text = new TextDecoder().decode(bytes);
  if (jsonDeeperThan(text, MAX_ANSWER_DEPTH)) return undefined;
  try {
    return sessionEndOf((JSON.parse(text) as { value?: unknown } | null)?.value);
  } catch {
    return undefined;
  }
}
