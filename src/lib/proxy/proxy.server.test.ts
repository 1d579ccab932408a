import { describe, expect, it } from 'vitest';
import { proxyToPlatform } from './proxy.server';
import { readConfig } from '../config.server';
import type { Upstream } from '../platform/upstream.server';
import { proxyContext } from './proxy-context.test-support';

/** The parts of Astro's context the proxy uses, with cookies we can inspect. */
const context = (method: string, path: string, request: { origin?: string; cookies?: Record<string, string>; body?: string } = {}) =>
  proxyContext(method, path, request);

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const config = { ...readConfig({}), platformTimeoutMs: 100 };

/** A fake platform that records what it was sent. */
function platform(answer: (url: string, init: RequestInit) => Response | Promise<Response>) {
  const seen: { url: string; headers: Headers }[] = [];
  const upstream: Upstream = async (url, init) => {
    seen.push({ url, headers: new Headers(init.headers) });
    return answer(url, init);
  };
  return { seen, upstream: () => Promise.resolve(upstream) };
}

describe('proxyToPlatform', () => {
  it('moves a login token into an HttpOnly cookie and out of the body', async () => {
    const fake = platform((url) =>
      url === '/wps/member/info'
        ? json({ success: true, value: { id: 1, account: 'demo_agent', type: 1 } })
        : json({ success: true, value: { token: 'secret-token', firstTimeLogin: false, passwordExpired: false } }),
    );
    const { ctx, jar } = context('POST', '/wps/session/login', { origin: 'http://localhost:4321', body: '{"value":"x"}' });
    const response = await proxyToPlatform(ctx, fake.upstream, config);
    const text = await response.text();
    expect(text).not.toContain('secret-token');
    expect(JSON.parse(text)).toEqual({ success: true, value: { firstTimeLogin: false, passwordExpired: false } });
    expect(jar.get('sid')).toEqual({ value: 'secret-token', options: expect.objectContaining({ httpOnly: true, sameSite: 'lax' }) });
    expect(jar.get('username')).toEqual({ value: 'demo_agent', options: expect.objectContaining({ httpOnly: false }) });
    expect(jar.get('isAgent')?.value).toBe('1');
    expect(fake.seen[0]!.headers.get('Merchant')).toBe(config.merchant);
    expect(fake.seen[0]!.headers.get('Language')).toBe('TY');
  });

  it('adds the token from the cookie upstream and clears it when the platform says it expired', async () => {
    const fake = platform(() => json({ success: false, errorCode: 'UNAUTHORIZED', message: 'expired' }, 401));
    const { ctx, jar } = context('GET', '/wps/v2/wallets/balance', { cookies: { sid: 'tok', username: 'demo_player' } });
    const response = await proxyToPlatform(ctx, fake.upstream, config);
    expect(response.status).toBe(401);
    expect(fake.seen[0]!.headers.get('Authorization')).toBe('tok');
    expect(fake.seen[0]!.headers.get('X-Forwarded-For')).toBe('203.0.113.9');
    expect(jar.has('sid')).toBe(false);
    expect(jar.has('username')).toBe(false);
  });

  it('keeps why the platform ended the session when it forgets it, for the next page (issue 34 item 18)', async () => {
    // A call of the open page (the reality check) meets the session-time limit before the next
    // page does: that page finds no session left to ask about, only this cookie.
    const ended = platform(() => json({ success: false, errorCode: 'UNAUTHORIZED', message: 'ended', value: { ended: 'sessionLimit' } }, 401));
    const first = context('GET', '/wps/v2/safety/session', { cookies: { sid: 'tok', username: 'demo_player' } });
    expect((await proxyToPlatform(first.ctx, ended.upstream, config)).status).toBe(401);
    expect(first.jar.has('sid')).toBe(false);
    expect(first.jar.get('sessionEnded')).toEqual({ value: 'sessionLimit', options: expect.objectContaining({ httpOnly: true, path: '/' }) });

    // An end without a reason (expiry, logged out elsewhere) leaves none.
    const expired = platform(() => json({ success: false, errorCode: 'UNAUTHORIZED', message: 'expired' }, 401));
    const second = context('GET', '/wps/v2/safety/session', { cookies: { sid: 'tok' } });
    await proxyToPlatform(second.ctx, expired.upstream, config);
    expect(second.jar.has('sessionEnded')).toBe(false);
  });

  it("drops an earlier session's reason at the next login", async () => {
    const fake = platform((url) =>
      url === '/wps/member/info'
        ? json({ success: true, value: { id: 1, account: 'demo_player', type: 1 } })
        : json({ success: true, value: { token: 'new-token', firstTimeLogin: false, passwordExpired: false } }),
    );
    const { ctx, jar } = context('POST', '/wps/session/login', {
      origin: 'http://localhost:4321',
      body: '{"value":"x"}',
      cookies: { sessionEnded: 'sessionLimit' },
    });
    await proxyToPlatform(ctx, fake.upstream, config);
    expect(jar.get('sid')?.value).toBe('new-token');
    expect(jar.has('sessionEnded')).toBe(false);
  });

  it('keeps the session when a path outside the contract (the demo game) answers 401', async () => {
    const fake = platform(() => json({ success: false, errorCode: 'LAUNCH_TICKET_INVALID', message: 'ended' }, 401));
    const { ctx, jar } = context('POST', '/lgw/demo/round', { origin: 'http://localhost:4321', cookies: { sid: 'tok' }, body: '{"ticket":"x","stake":1}' });
    const response = await proxyToPlatform(ctx, fake.upstream, config);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errorCode: 'LAUNCH_TICKET_INVALID' });
    expect(jar.get('sid')?.value).toBe('tok');
  });

  it("passes the demo game's page and script through with their types, under the site's own policy", async () => {
    const fake = platform((url) =>
      url.startsWith('/lgw/demo/play')
        ? new Response('<!doctype html><title>Game</title>', {
            headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': "script-src 'self'" },
          })
        : new Response('(function () {})();', { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } }),
    );
    const page = await proxyToPlatform(context('GET', '/lgw/demo/play?ticket=abc&lang=EN').ctx, fake.upstream, config);
    expect(fake.seen[0]!.url).toBe('/lgw/demo/play?ticket=abc&lang=EN');
    expect(page.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    // The platform's policy stays upstream: server.mjs gives the page the site's own.
    expect(page.headers.get('Content-Security-Policy')).toBeNull();
    expect(await page.text()).toBe('<!doctype html><title>Game</title>');
    const script = await proxyToPlatform(context('GET', '/lgw/demo/game.js').ctx, fake.upstream, config);
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=3600');
  });

  it('clears the session on logout whatever the platform answers, and when it does not answer at all', async () => {
    const answers: [string, (url: string, init: RequestInit) => Response | Promise<Response>][] = [
      ['an error page', () => new Response('oops', { status: 500 })],
      ['unreachable', () => Promise.reject(new TypeError('fetch failed'))],
      ['too slow', (_url, init) => new Promise<Response>((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))],
    ];
    for (const [name, answer] of answers) {
      const { ctx, jar } = context('DELETE', '/wps/session/logout', { origin: 'http://localhost:4321', cookies: { sid: 'tok' } });
      const response = await proxyToPlatform(ctx, platform(answer).upstream, config);
      expect(response.status, name).toBeGreaterThanOrEqual(500);
      // A shared phone: the next visitor must not find the account, even while the platform is down.
      expect(jar.has('sid'), name).toBe(false);
    }
  });

  it('keeps the session when the platform refuses a session-ending call or does not answer it: the player is still signed in', async () => {
    const cases: [string, string, string, (url: string, init: RequestInit) => Response | Promise<Response>][] = [
      ['a malformed time-out (400)', 'POST', '/wps/v2/safety/block', () => json({ success: false, errorCode: 'BAD_REQUEST', message: 'bad' }, 400)],
      [
        'a time-out already running',
        'POST',
        '/wps/v2/safety/block',
        () => json({ success: false, errorCode: 'VALIDATION', message: 'already', value: { field: 'kind' } }),
      ],
      ['a time-out, platform failing', 'POST', '/wps/v2/safety/block', () => new Response('oops', { status: 500 })],
      ['a time-out, platform unreachable', 'POST', '/wps/v2/safety/block', () => Promise.reject(new TypeError('fetch failed'))],
      [
        'a wrong old password',
        'PUT',
        '/wps/member/password',
        () => json({ success: false, errorCode: 'BAD_REQUEST', message: 'wrong', value: { field: 'oldPassword' } }),
      ],
    ];
    for (const [name, method, path, answer] of cases) {
      const { ctx, jar } = context(method, path, {
        origin: 'http://localhost:4321',
        cookies: { sid: 'tok', username: 'demo_player' },
        body: '{"kind":"timeout"}',
      });
      await proxyToPlatform(ctx, platform(answer).upstream, config);
      expect(jar.get('sid')?.value, name).toBe('tok');
      expect(jar.get('username')?.value, name).toBe('demo_player');
    }
  });

  it('clears the session when the platform accepts a time-out, a self-exclusion or a password change (it ended the session)', async () => {
    const cases: [string, string, Response][] = [
      ['POST', '/wps/v2/safety/block', json({ success: true, value: { until: '2026-11-22T10:00:00Z' } })],
      ['POST', '/wps/v2/safety/block', json({ success: true, value: { until: null } })],
      ['PUT', '/wps/member/password', json({ success: true, value: null })],
    ];
    for (const [method, path, answer] of cases) {
      const { ctx, jar } = context(method, path, { origin: 'http://localhost:4321', cookies: { sid: 'tok', username: 'demo_player' }, body: '{"value":"x"}' });
      await proxyToPlatform(ctx, platform(() => answer.clone()).upstream, config);
      expect(jar.has('sid'), `${method} ${path}`).toBe(false);
      expect(jar.has('username'), `${method} ${path}`).toBe(false);
    }
  });

  it('ends a due password change with the session: on logout, on expiry, on a new login, and when the change succeeds', async () => {
    const due = { sid: 'tok', username: 'demo_expired', passwordChange: '1' };
    const cases: [string, string, Response][] = [
      ['DELETE', '/wps/session/logout', json({ success: true, value: null })],
      ['GET', '/wps/v2/wallets/balance', json({ success: false, errorCode: 'UNAUTHORIZED', message: 'expired' }, 401)],
      ['POST', '/wps/session/login', json({ success: true, value: { token: 'new', firstTimeLogin: false, passwordExpired: false } })],
      ['PUT', '/wps/member/password', json({ success: true, value: null })],
    ];
    for (const [method, path, answer] of cases) {
      const fake = platform((url) =>
        url === '/wps/member/info' ? json({ success: true, value: { id: 1, account: 'demo_expired', type: 0 } }) : answer.clone(),
      );
      const { ctx, jar } = context(method, path, { origin: 'http://localhost:4321', cookies: due, body: method === 'GET' ? undefined : '{"value":"x"}' });
      await proxyToPlatform(ctx, fake.upstream, config);
      expect(jar.has('passwordChange'), `${method} ${path}`).toBe(false);
    }
  });

  it('keeps a due password change while the change is refused or other calls succeed', async () => {
    const due = { sid: 'tok', username: 'demo_expired', passwordChange: '1' };
    const cases: [string, string, Response][] = [
      ['PUT', '/wps/member/password', json({ success: false, errorCode: 'BAD_REQUEST', message: 'wrong', value: { field: 'oldPassword' } })],
      ['GET', '/wps/v2/wallets/balance', json({ success: true, value: { sumBalance: 1, currency: 'PHP' } })],
    ];
    for (const [method, path, answer] of cases) {
      const fake = platform(() => answer.clone());
      const { ctx, jar } = context(method, path, { origin: 'http://localhost:4321', cookies: due, body: method === 'GET' ? undefined : '{"value":"x"}' });
      await proxyToPlatform(ctx, fake.upstream, config);
      expect(jar.get('passwordChange')?.value, `${method} ${path}`).toBe('1');
    }
  });

  it('refuses a state-changing request from another origin without calling the platform', async () => {
    const fake = platform(() => json({ success: true }));
    const { ctx } = context('POST', '/wps/session/login', { origin: 'https://evil.example', body: '{}' });
    const response = await proxyToPlatform(ctx, fake.upstream, config);
    expect(response.status).toBe(403);
    expect(fake.seen).toHaveLength(0);
  });

  it('answers a slow platform with a time-out envelope instead of hanging', async () => {
    const fake = platform((_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))));
    const { ctx } = context('GET', '/wps/system/status');
    const response = await proxyToPlatform(ctx, fake.upstream, config);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'UPSTREAM_TIMEOUT' });
  });

  it('answers an unreachable platform with a clear error', async () => {
    const { ctx } = context('GET', '/wps/system/status');
    const response = await proxyToPlatform(ctx, () => Promise.resolve(() => Promise.reject(new TypeError('ECONNREFUSED'))), config);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE' });
  });

  it('never passes a token to the browser, even on an undeclared path or with a trailing slash', async () => {
    const fake = platform((url) =>
      url === '/wps/member/info'
        ? json({ success: true, value: { id: 1, account: 'demo_player', type: 0 } })
        : json({ success: true, value: { token: 'leaked?', firstTimeLogin: false, passwordExpired: false } }),
    );
    const undeclared = context('POST', '/wps/session/loginV2', { origin: 'http://localhost:4321', body: '{}' });
    const body = await (await proxyToPlatform(undeclared.ctx, fake.upstream, config)).text();
    expect(body).not.toContain('leaked?');
    expect(undeclared.jar.has('sid')).toBe(false); // only declared session calls log in

    const slashed = context('POST', '/wps/session/login/', { origin: 'http://localhost:4321', body: '{}' });
    expect(await (await proxyToPlatform(slashed.ctx, fake.upstream, config)).text()).not.toContain('leaked?');
    expect(slashed.jar.get('sid')?.value).toBe('leaked?');
  });
});
