import type { APIContext } from 'astro';
import { changePassword, memberInfo, isAgentType } from '../platform/calls/member';
import { ErrorCodes, fail } from '../platform/envelope';
import { getUpstream, type Upstream } from '../platform/upstream.server';
import { serverClient, upstreamHeaders } from '../platform/server-client.server';
import { siteConfig } from '../config.server';
import { localeByCode } from '../i18n/locales';
import { getT } from '../i18n/i18n.server';
import { hintCookieFlags, PASSWORD_CHANGE_COOKIE, sessionCookieFlags, SESSION_COOKIE, USERNAME_HINT_COOKIE } from '../session/cookies';
import { isAllowedOrigin } from './origin';
import { containsToken, extractToken, withoutTokens } from './session-response';
import { acceptsContentType, resolveProxyRoute } from './routes';

/** Request headers the platform needs from the browser, passed through unchanged. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'encryption', 'x-gateway-version', 'accept', 'if-none-match', 'if-modified-since'];
/**
 * Response headers worth keeping. Everything else stays upstream: its cookies, and its own
 * security policy (Content-Security-Policy, X-Frame-Options, HSTS, CORS): the site's headers
 * (server.mjs, src/lib/security/headers.ts) apply to everything the site serves.
 */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'retry-after'];
/** Readable hint that the account is an agent type (docs/product.md §6 agent types). */
export const IS_AGENT_HINT_COOKIE = 'isAgent';

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers } });

/**
 * The BFF proxy for `/wps/*` and `/lgw/*` (docs/architecture.md "The BFF proxy" and "The proxy's
 * rules"): forwards only what the site declares, to the declared path, with the token from the
 * HttpOnly cookie; moves a freshly issued token into that cookie and keeps every token out of
 * what the browser receives; clears the session on logout or expiry; refuses foreign origins,
 * other methods and other body types itself; and turns a slow, absent or failing platform into
 * a clear envelope instead of a hang or its error page.
 */
export async function proxyToPlatform(
  context: APIContext,
  upstream: () => Promise<Upstream> = getUpstream,
  config = siteConfig(),
): Promise<Response> {
  const { request, cookies, url } = context;
  const language = localeByCode(request.headers.get('Language') ?? undefined)?.code ?? context.locals.locale.code;
  const t = getT(language);

  // Anything the site does not declare is answered here: the platform is never asked.
  const route = resolveProxyRoute(request.method, url.pathname);
  if (route.kind === 'none') return json(404, fail('Not found.', ErrorCodes.notFound));
  if (route.kind === 'method') {
    return json(405, fail('Method not allowed.', ErrorCodes.methodNotAllowed), { Allow: route.allow.join(', ') });
  }
  const { target } = route;
  const call = target.call;

  // SITE_URL only: the request's own origin comes from its Host header, which the sender picks.
  if (!isAllowedOrigin(request.method, request.headers.get('Origin'), [new URL(config.siteUrl).origin])) {
    return json(403, fail('Cross-site request refused.', ErrorCodes.forbiddenOrigin));
  }
  if (!acceptsContentType(target.body, request.headers.get('Content-Type'))) {
    return json(415, fail('Unsupported content type.', ErrorCodes.unsupportedMediaType));
  }

  const token = cookies.get(SESSION_COOKIE)?.value;
  const headers = new Headers(upstreamHeaders({ token, language, clientIp: context.locals.clientIp }));
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const init: RequestInit = { method: target.method, headers, signal: AbortSignal.timeout(config.platformTimeoutMs) };
  if (target.body !== 'none') init.body = await request.arrayBuffer();

  let upstreamResponse: Response;
  let bytes: Uint8Array<ArrayBuffer>;
  try {
    upstreamResponse = await (await upstream())(`${target.path}${url.search}`, init);
    bytes = new Uint8Array(await upstreamResponse.arrayBuffer());
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return timedOut
      ? json(504, fail(t('error.network'), ErrorCodes.upstreamTimeout))
      : json(502, fail(t('error.network'), ErrorCodes.upstreamUnavailable));
  }
  const { status } = upstreamResponse;
  const failed = () => json(502, fail(t('error.network'), ErrorCodes.upstreamUnavailable));

  const secure = url.protocol === 'https:' || config.siteUrl.startsWith('https:');
  // A 401 means the session is gone only on a call that carries it: the demo game's rounds
  // (`/lgw/demo/round`, not a call of the contract) answer 401 for an expired launch ticket,
  // which must not log the player out of the site.
  if (call?.endsSession || (status === 401 && call?.auth)) clearSession(context, secure);

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstreamResponse.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }

  if (!(upstreamResponse.headers.get('content-type')?.includes('json') ?? false)) {
    if (bytes.length === 0 && (status === 204 || status === 304)) return new Response(null, { status, headers: responseHeaders });
    // A declared call answers with an envelope; an error page (nginx's 502, a stack trace) or
    // a body carrying the visitor's token is the platform failing, not something to show.
    if (target.json || status >= 500 || containsToken(bytes, [token])) return failed();
    return new Response(bytes, { status, headers: responseHeaders });
  }

  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return failed();
  }
  // The platform has accepted a new password: a forced change is made (src/lib/account/forced-change.ts).
  if (call === changePassword && upstreamResponse.ok && (body as { success?: unknown } | null)?.success === true) {
    context.cookies.delete(PASSWORD_CHANGE_COOKIE, { path: '/', secure });
  }
  // A token never reaches the browser, whichever call carried it and wherever in the body;
  // only a session-issuing call turns it into the HttpOnly cookie.
  const extracted = call?.issuesSession ? extractToken(body) : { token: null, body };
  const text = JSON.stringify(withoutTokens(extracted.body));
  if (containsToken(new TextEncoder().encode(text), [token, extracted.token])) return failed();
  if (extracted.token) await startSession(context, extracted.token, language, secure, upstream);
  if (call?.issuesSession) responseHeaders.set('Cache-Control', 'no-store');
  return new Response(text, { status, headers: responseHeaders });
}

async function startSession(
  context: APIContext,
  token: string,
  language: string,
  secure: boolean,
  upstream: () => Promise<Upstream>,
): Promise<void> {
  context.cookies.set(SESSION_COOKIE, token, sessionCookieFlags(secure));
  // A new session decides afresh whether its password must change (the page marks it after login).
  context.cookies.delete(PASSWORD_CHANGE_COOKIE, { path: '/', secure });
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

function clearSession(context: APIContext, secure: boolean): void {
  for (const name of [SESSION_COOKIE, USERNAME_HINT_COOKIE, IS_AGENT_HINT_COOKIE, PASSWORD_CHANGE_COOKIE]) {
    context.cookies.delete(name, { path: '/', secure });
  }
}
