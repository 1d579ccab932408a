import { randomUUID } from 'node:crypto';
import { test, expect } from './fixtures';
import { fallbackCsp } from '../../src/lib/security/headers';
import { MAIN_URL } from './servers';
import { registerFreshPlayer } from './register-helpers';

/**
 * The proxy's edges as the running server answers them (server.mjs in front of the built
 * site); the rules themselves are unit-tested in src/lib/proxy/*.test.ts.
 */
test.describe('the proxy at the edge', () => {
  test("TRACE is a 405 envelope, not the adapter's 500", async ({ request }) => {
    const response = await request.fetch('/wps/system/status', { method: 'TRACE' });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBeTruthy();
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'METHOD_NOT_ALLOWED' });
  });

  test("another method on a declared path is a 405 naming the path's own methods", async ({ request }) => {
    const response = await request.fetch('/wps/games/favourites', {
      method: 'PATCH',
      headers: { Origin: MAIN_URL, 'Content-Type': 'application/json' },
      data: '{}',
    });
    expect(response.status()).toBe(405);
    expect(response.headers()['allow']).toBe('GET, POST, DELETE');
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'METHOD_NOT_ALLOWED' });
  });

  test("a vendor screen carries the site's security policy, not the platform's", async ({ request }) => {
    const response = await request.get('/lgw/demo/play?ticket=none&lang=EN');
    expect(response.headers()['content-type']).toContain('text/html');
    expect(response.headers()['content-security-policy']).toBe(fallbackCsp());
    expect(response.headers()['x-frame-options']).toBe('SAMEORIGIN');
  });

  test('a state-changing request with a spoofed Host and a matching Origin is refused', async ({ request }) => {
    const response = await request.fetch('/wps/feedback', {
      method: 'PUT',
      headers: { Host: 'evil.example', Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      data: '{"content":"hi"}',
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'FORBIDDEN_ORIGIN' });
  });
});

/** Request size (docs/operations.md "Request size"): the one route with a larger cap keeps it for its own visitors. */
test.describe('the body cap', () => {
  test("feedback's larger cap is for a signed-in visitor on the site: a stranger's megabyte is refused before it is read", async ({ request }) => {
    const megabyte = JSON.stringify({ content: 'x'.repeat(1024 * 1024) });
    const stranger = await request.fetch('/wps/feedback', {
      method: 'PUT',
      headers: { Origin: 'http://evil.example', 'Content-Type': 'application/json' },
      data: megabyte,
    });
    expect(stranger.status()).toBe(413);
    expect(await stranger.json()).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE', value: { maxBytes: 65_536 } });
    // With a session cookie from the site's own origin the body is read and goes on: this
    // session is not one the platform knows, which it says.
    const fromSite = await request.fetch('/wps/feedback', {
      method: 'PUT',
      headers: { Origin: MAIN_URL, Cookie: 'sid=not-a-session', 'Content-Type': 'application/json' },
      data: megabyte,
    });
    expect(await fromSite.json()).toMatchObject({ success: false, errorCode: 'UNAUTHORIZED' });
  });
});

/** The request id (docs/operations.md "Logs"): on every answer server.mjs gives, so a report can name its log lines. */
test.describe('the request id', () => {
  test('every answer carries X-Request-Id: a page, a built asset, a proxied call and a refusal', async ({ request }) => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    const ids = new Set<string>();
    for (const [path, method] of [
      ['/help', 'GET'],
      ['/favicon.svg', 'GET'],
      ['/wps/system/status', 'GET'],
      ['/wps/system/status', 'TRACE'],
      ['/wps/not/declared', 'GET'],
    ] as const) {
      const id = (await request.fetch(path, { method })).headers()['x-request-id'];
      expect(id, `${method} ${path}`).toMatch(uuid);
      ids.add(id!);
    }
    expect(ids.size).toBe(5);
  });

  test('a sane X-Request-Id from the load balancer is kept, anything else replaced', async ({ request }) => {
    expect((await request.get('/help', { headers: { 'X-Request-Id': 'lb-7f3a.42' } })).headers()['x-request-id']).toBe('lb-7f3a.42');
    expect((await request.get('/help', { headers: { 'X-Request-Id': 'not "sane"' } })).headers()['x-request-id']).not.toBe('not "sane"');
  });
});

/** Issue 34: what a player's own requests get back through the proxy from the real platform. */
test.describe('the proxy between a player and the platform', () => {
  const deep = (field: string) => `{"${field}":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
  const json = { Origin: MAIN_URL, 'Content-Type': 'application/json' };

  test('JSON nested 20,000 deep is a 400 envelope, never a 500: unauthenticated on sms/noLogin, and on the wallet transfer', async ({ page, request }) => {
    const stranger = await request.post('/wps/verification/sms/noLogin', { headers: json, data: deep('mobileNum') });
    expect(stranger.status()).toBe(400);
    expect(await stranger.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });

    await registerFreshPlayer(page);
    const transfer = await page.request.post('/wps/relay/GCS_walletTransfer', { headers: json, data: deep('amount') });
    expect(transfer.status()).toBe(400);
    expect(await transfer.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
  });

  test('a time-out the platform refuses leaves the player signed in', async ({ page }) => {
    await registerFreshPlayer(page);
    const refused = await page.request.post('/wps/v2/safety/block', { headers: json, data: '{"kind":"timeout","duration":"forever"}' });
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    const info = await page.request.get('/wps/member/info');
    expect(info.status()).toBe(200);
    expect(await info.json()).toMatchObject({ success: true });
  });

  test('a money call sent again with its idempotency key comes back with Idempotent-Replayed: true', async ({ page }) => {
    await registerFreshPlayer(page);
    const data = JSON.stringify({ channel: 'BANK', amount: 500, idempotencyKey: randomUUID() });
    const first = await page.request.post('/wps/v2/deposit/create', { headers: json, data });
    const again = await page.request.post('/wps/v2/deposit/create', { headers: json, data });
    expect(first.status()).toBe(200);
    expect(first.headers()['idempotent-replayed']).toBeUndefined();
    expect(again.status()).toBe(200);
    expect(again.headers()['idempotent-replayed']).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });
});
