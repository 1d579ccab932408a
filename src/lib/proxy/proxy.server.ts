import type { APIContext } from 'astro';
import { findCall } from '../platform/calls';
import { changePassword, memberInfo, isAgentType } from '../platform/calls/member';
import { ErrorCodes, fail } from '../platform/envelope';
import { getUpstream, type Upstream } from '../platform/upstream.server';
import { serverClient, upstreamHeaders } from '../platform/server-client.server';
import { siteConfig } from '../config.server';
import { localeByCode } from '../i18n/locales';
import { getT } from '../i18n/i18n.server';
import { hintCookieFlags, PASSWORD_CHANGE_COOKIE, sessionCookieFlags, SESSION_COOKIE, USERNAME_HINT_COOKIE } from '../session/cookies';
import { isAllowedOrigin } from './origin';
import { extractToken } from './session-response';

/** Request headers the platform needs from the browser, passed through unchanged. */
const FORWARDED_REQUEST_HEADERS = ['content-type', 'encryption', 'x-gateway-version', 'accept', 'if-none-match', 'if-modified-since'];
/** Response headers worth keeping (everything else, cookies included, stays upstream). */
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'cache-control', 'etag', 'last-modified', 'retry-after', 'content-security-policy'];
/** Readable hint that the account is an agent type (SPEC §6 agent types). */
export const IS_AGENT_HINT_COOKIE = 'isAgent';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/**
 * The BFF proxy for `/wps/*` and `/lgw/*` (DESIGN.md): forwards to the platform with the
 * token from the HttpOnly cookie, moves a freshly issued token into that cookie, clears it
 * on logout or expiry, refuses foreign origins, and turns a slow or absent platform into a
 * clear envelope instead of a hang.
 */
export async function proxyToPlatform(
  context: APIContext,
  upstream: () => Promise<Upstream> = getUpstream,
  config = siteConfig(),
): Promise<Response> {
  const { request, cookies, url } = context;
  const language = localeByCode(request.headers.get('Language') ?? undefined)?.code ?? context.locals.locale.code;
  const t = getT(language);

  const allowedOrigins = [url.origin, new URL(config.siteUrl).origin];
  if (!isAllowedOrigin(request.method, request.headers.get('Origin'), allowedOrigins)) {
    return json(403, fail('Cross-site request refused.', ErrorCodes.forbiddenOrigin));
  }

  const token = cookies.get(SESSION_COOKIE)?.value;
  const headers = new Headers(upstreamHeaders({ token, language, clientIp: context.locals.clientIp }));
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const init: RequestInit = { method: request.method, headers, signal: AbortSignal.timeout(config.platformTimeoutMs) };
  if (request.method !== 'GET' && request.method !== 'HEAD') init.body = await request.arrayBuffer();

  let upstreamResponse: Response;
  try {
    upstreamResponse = await (await upstream())(`${url.pathname}${url.search}`, init);
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return timedOut
      ? json(504, fail(t('error.network'), ErrorCodes.upstreamTimeout))
      : json(502, fail(t('error.network'), ErrorCodes.upstreamUnavailable));
  }

  // `/wps/session/login/` must be treated as `/wps/session/login`.
  const call = findCall(request.method, url.pathname.replace(/\/+$/, ''));
  const secure = url.protocol === 'https:' || config.siteUrl.startsWith('https:');
  // A 401 means the session is gone only on a call that carries it: the demo game's rounds
  // (`/lgw/demo/round`, not a call of the contract) answer 401 for an expired launch ticket,
  // which must not log the player out of the site.
  if (call?.endsSession || (upstreamResponse.status === 401 && call?.auth)) clearSession(context, secure);

  const responseHeaders = new Headers();
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstreamResponse.headers.get(name);
    if (value) responseHeaders.set(name, value);
  }
  const isJson = upstreamResponse.headers.get('content-type')?.includes('json') ?? false;
  if (!call?.issuesSession && !isJson) {
    return new Response(upstreamResponse.body, { status: upstreamResponse.status, headers: responseHeaders });
  }

  const text = await upstreamResponse.text();
  // The platform has accepted a new password: a forced change is made (src/lib/account/forced-change.ts).
  if (call === changePassword && upstreamResponse.ok && succeeded(text)) context.cookies.delete(PASSWORD_CHANGE_COOKIE, { path: '/', secure });
  // A token never reaches the browser, whichever call carried it (declared or not); only a
  // session-issuing call turns it into the HttpOnly cookie.
  if (!call?.issuesSession && !text.includes('"token"')) {
    return new Response(text, { status: upstreamResponse.status, headers: responseHeaders });
  }
  let body: unknown = null;
  try {
    body = JSON.parse(text);
  } catch {
    return json(502, fail(t('error.network'), ErrorCodes.upstreamUnavailable));
  }
  const extracted = extractToken(body);
  if (extracted.token && call?.issuesSession) await startSession(context, extracted.token, language, secure, upstream);
  responseHeaders.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(extracted.body), { status: upstreamResponse.status, headers: responseHeaders });
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

/** Whether a platform answer is a success envelope. */
function succeeded(text: string): boolean {
  try {
    return (JSON.parse(text) as { success?: unknown }).success === true;
  } catch {
    return false;
  }
}
