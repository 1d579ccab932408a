import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { proxyToPlatform } from './proxy.server';
import { readConfig } from '../config.server';
import type { Upstream } from '../platform/upstream.server';
import { captureLog, type LogCapture } from '../log/capture.test-support';
import { withRequestContext } from '../log/logger.server';
import { proxyContext } from './proxy-context.test-support';

/**
 * What the server's log says about the proxy's refusals and the platform's failures behind it
 * (docs/operations.md "Logs"): one line each, with the request id, and never a secret.
 */
const SITE = 'http://localhost:4321';
const TOKEN = 'sid-SECRET-token-0123';
const AUTHORIZATION = 'auth-SECRET-header-4567';
const PASSWORD = 'pw-SECRET-Player2026';
const ISSUED = 'issued-SECRET-token-89';

interface Sent {
  origin?: string;
  contentType?: string;
  body?: string;
  withSecrets?: boolean;
}

/** Astro's context as the proxy uses it; with `withSecrets`, a session cookie and an Authorization header. */
function context(method: string, path: string, { origin, contentType = 'application/json', body, withSecrets = false }: Sent = {}) {
  const secrets = withSecrets ? { cookies: { sid: TOKEN }, headers: { Authorization: AUTHORIZATION } } : {};
  return proxyContext(method, path, { ...(origin ? { origin } : {}), contentType, ...(body ? { body } : {}), ...secrets }).ctx;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const config = { ...readConfig({}), siteUrl: SITE, platformTimeoutMs: 50 };
const platform = (answer: Upstream) => () => Promise.resolve(answer);
const hangs: Upstream = (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));

/** One request through the proxy, as request `id`. */
const send = (id: string, ctx: APIContext, answer: Upstream = async () => json({ success: true, value: null })) =>
  withRequestContext({ id }, () => proxyToPlatform(ctx, platform(answer), config));

let capture: LogCapture;
beforeEach(() => {
  capture = captureLog();
});
afterEach(() => capture.restore());

describe("the proxy's refusals in the log", () => {
  it('an undeclared path (404), another method (405), a foreign origin (403) and another body type (415)', async () => {
    expect((await send('r-404', context('GET', '/wps/not/declared'))).status).toBe(404);
    expect((await send('r-405', context('PATCH', '/wps/games/favourites', { origin: SITE, body: '{}' }))).status).toBe(405);
    expect((await send('r-403', context('POST', '/wps/session/login', { origin: 'https://evil.example', body: '{}' }))).status).toBe(403);
    expect((await send('r-415', context('POST', '/wps/session/login', { origin: SITE, contentType: 'text/plain', body: 'x' }))).status).toBe(415);
    expect(capture.events('refused')).toEqual([
      expect.objectContaining({ level: 'warn', reqId: 'r-404', reason: 'not-found', status: 404, method: 'GET', path: '/wps/not/declared' }),
      expect.objectContaining({ level: 'warn', reqId: 'r-405', reason: 'method', status: 405, method: 'PATCH', path: '/wps/games/favourites' }),
      expect.objectContaining({
        level: 'warn',
        reqId: 'r-403',
        reason: 'origin',
        status: 403,
        method: 'POST',
        path: '/wps/session/login',
        origin: 'https://evil.example',
      }),
      expect.objectContaining({
        level: 'warn',
        reqId: 'r-415',
        reason: 'media-type',
        status: 415,
        method: 'POST',
        path: '/wps/session/login',
        contentType: 'text/plain',
      }),
    ]);
  });
});

describe("the platform's failures behind the proxy in the log", () => {
  it('a schema break: the call and the issues, while the answer still goes to the browser as it came', async () => {
    const response = await send('r-schema', context('GET', '/wps/member/info', { withSecrets: true }), async () =>
      json({ success: true, value: { id: 1, account: 'ana.reyes@example.com' } }),
    );
    expect(response.status).toBe(200);
    expect(capture.events('platform.schema')[0]).toMatchObject({
      level: 'error',
      reqId: 'r-schema',
      via: 'proxy',
      call: '/wps/member/info',
      method: 'GET',
      status: 200,
      issues: [{ path: 'type', code: 'invalid_type', message: expect.any(String) }],
    });
    expect(capture.text()).not.toContain('ana.reyes');
  });

  it('an answer that is not JSON on a declared call', async () => {
    await send('r-html', context('GET', '/wps/member/info'), async () => new Response('<html>oops</html>', { headers: { 'Content-Type': 'text/html' } }));
    expect(capture.events('platform.schema')[0]).toMatchObject({ reqId: 'r-html', via: 'proxy', call: '/wps/member/info', reason: 'not-json' });
  });

  it('a time-out', async () => {
    expect((await send('r-slow', context('GET', '/wps/member/info'), hangs)).status).toBe(504);
    expect(capture.events('platform.timeout')[0]).toMatchObject({ level: 'warn', reqId: 'r-slow', via: 'proxy', call: '/wps/member/info', method: 'GET' });
  });

  it('an unreachable platform', async () => {
    const refused = async (): Promise<Response> => {
      throw new TypeError('fetch failed');
    };
    expect((await send('r-down', context('GET', '/wps/member/info'), refused)).status).toBe(502);
    expect(capture.events('platform.unreachable')[0]).toMatchObject({
      level: 'error',
      reqId: 'r-down',
      via: 'proxy',
      call: '/wps/member/info',
      error: 'TypeError: fetch failed',
    });
  });

  it('an upstream 5xx, an envelope or an error page', async () => {
    await send('r-500', context('GET', '/wps/member/info'), async () => json({ success: false, errorCode: 'INTERNAL', message: 'db down' }, 500));
    await send(
      'r-502',
      context('GET', '/lgw/static/qr/app.svg'),
      async () => new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }),
    );
    expect(capture.events('platform.5xx')).toEqual([
      expect.objectContaining({ level: 'error', reqId: 'r-500', via: 'proxy', call: '/wps/member/info', status: 500, errorCode: 'INTERNAL' }),
      expect.objectContaining({ level: 'error', reqId: 'r-502', via: 'proxy', call: '/lgw/static/qr/app.svg', status: 502 }),
    ]);
  });
});

describe('secrets and the log', () => {
  it('a token cookie, an Authorization header, a password and an issued token appear on no line, whatever fails', async () => {
    capture.restore();
    capture = captureLog('trace');
    const login = (origin = SITE, contentType = 'application/json') =>
      context('POST', '/wps/session/login', { origin, contentType, withSecrets: true, body: JSON.stringify({ username: 'demo_player', password: PASSWORD }) });
    const answers: Upstream[] = [
      async () => json({ success: true, value: { token: ISSUED, firstTimeLogin: 'no' } }),
      async () => json({ success: false, errorCode: 'INVALID_CREDENTIALS', message: `wrong password ${PASSWORD}`, value: { password: PASSWORD } }, 400),
      async () => json({ success: false, errorCode: 'INTERNAL', message: `token ${TOKEN}` }, 500),
      async () => new Response(`<html>${TOKEN} ${PASSWORD}</html>`, { status: 502, headers: { 'Content-Type': 'text/html' } }),
      async () => json({ success: true, value: { echoed: TOKEN } }),
      async () => {
        throw new TypeError('fetch failed');
      },
      hangs,
    ];
    for (const answer of answers) await send('r-secret', login(), answer);
    await send('r-secret', login('https://evil.example'));
    await send('r-secret', login(SITE, 'text/plain'));
    expect(capture.lines().length).toBeGreaterThanOrEqual(answers.length + 2);
    const text = capture.text();
    for (const secret of [TOKEN, AUTHORIZATION, PASSWORD, ISSUED]) expect(text).not.toContain(secret);
  });
});
