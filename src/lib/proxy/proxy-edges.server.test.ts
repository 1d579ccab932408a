import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { proxyToPlatform } from './proxy.server';
import { readConfig } from '../config.server';
import type { Upstream } from '../platform/upstream.server';
import { proxyContext } from './proxy-context.test-support';
import { MAX_JSON_DEPTH } from '../../contract/json-depth';

const SITE = 'http://localhost:4321';
const config = { ...readConfig({}), siteUrl: SITE, platformTimeoutMs: 2_000 };
const TOKEN = 'visitor-session-token-0123456789abcdef';

interface Options {
  /** The request's own origin (what a spoofed Host header turns it into). */
  host?: string;
  origin?: string | null;
  contentType?: string | null;
  body?: string;
  token?: string | null;
}

/** The parts of Astro's context the proxy uses. `method` may be one Fetch refuses (TRACE). */
function context(method: string, path: string, { host = SITE, origin = SITE, contentType = 'application/json', body, token = TOKEN }: Options = {}) {
  return proxyContext(method, path, { host, origin, contentType, ...(body !== undefined ? { body } : {}), cookies: token ? { sid: token } : {} });
}

/** What the fake platform was sent, as its HTTP server saw it (raw request target included). */
interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server standing in for the operator's platform behind a path prefix, as
 * PLATFORM_URL may have one. It answers with whatever the current test sets in `answer`.
 */
let server: Server;
let base = '';
const seen: Seen[] = [];
let answer: { status: number; headers: Record<string, string>; body: string } = { status: 200, headers: {}, body: '' };

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer.status, answer.headers);
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen.length = 0;
  answer = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"success":true,"value":{}}' };
});

/** Hands the proxy's path to the server the way PLATFORM_URL is used: base + path. */
const http = (): Promise<Upstream> => Promise.resolve((path, init) => globalThis.fetch(`${base}${path}`, init));

const send = async (method: string, path: string, options?: Options) => {
  const { ctx, jar } = context(method, path, options);
  const response = await proxyToPlatform(ctx, http, config);
  const text = await response.text();
  return { response, text, jar };
};

const envelope = (text: string) => JSON.parse(text) as { success: boolean; errorCode?: string; message?: string; value?: unknown };

describe('the proxy reaches only what the site declares', () => {
  it('forwards a declared call to the declared path under the platform base, with the query and the token', async () => {
    const { response } = await send('GET', '/wps/member/info?lang=EN');
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/gateway/wps/member/info?lang=EN' });
    expect(seen[0]!.headers['authorization']).toBe(TOKEN);
  });

  it.each([
    ['encoded dot-dot', '/wps/%2e%2e/%2e%2e/admin/users'],
    ['mixed-case encoded dot-dot', '/lgw/%2E%2e/%2e%2E/admin/users'],
    ['double-encoded dot-dot', '/wps/%252e%252e/%252e%252e/admin/users'],
    ['encoded slash', '/wps/..%2f..%2fadmin%2fusers'],
    ['mixed-case encoded slash after a declared path', '/wps/member/info%2F..%2F..%2Fadmin'],
    ['double-encoded slash', '/lgw/..%252f..%252fadmin'],
    ['backslash', '/lgw/..\\..\\admin\\users'],
    ['encoded backslash', '/wps/..%5c..%5cadmin'],
    ['dot segment inside a declared prefix', '/lgw/demo/../../admin'],
    ['undeclared path', '/wps/admin/users'],
    ['undeclared sibling of a session call', '/wps/session/loginV2'],
    ['undeclared static file', '/lgw/static/../../etc/passwd'],
    ['undeclared file under a vendor screen', '/lgw/demo/secret.json'],
  ])('answers a %s itself with a 404 envelope, without contacting the platform', async (_name, path) => {
    const { response, text } = await send('GET', path);
    expect(response.status).toBe(404);
    expect(envelope(text)).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(text).not.toContain(TOKEN);
    expect(seen).toHaveLength(0);
  });

  it('refuses a state-changing undeclared path as well', async () => {
    const { response } = await send('POST', '/wps/%2e%2e/admin/reset', { body: '{}' });
    expect(response.status).toBe(404);
    expect(seen).toHaveLength(0);
  });

  it("forwards the platform's static images and vendor screens that the pages use", async () => {
    answer = { status: 200, headers: { 'Content-Type': 'image/svg+xml' }, body: '<svg xmlns="http://www.w3.org/2000/svg"/>' };
    for (const path of [
      '/lgw/static/games/MONEY_COMING.webp',
      '/lgw/static/banners/3.webp',
      '/lgw/static/qr/app.svg',
      '/lgw/demo/game.js',
      '/lgw/lottery-screen/screen.css',
      '/lgw/demo/play?ticket=abc&lang=EN',
    ]) {
      const { response } = await send('GET', path);
      expect(response.status, path).toBe(200);
    }
    answer = { status: 200, headers: { 'Content-Type': 'application/json' }, body: '{"success":true,"value":{"reels":[]}}' };
    expect((await send('POST', '/lgw/demo/round', { body: '{"ticket":"t","stake":1}' })).response.status).toBe(200);
    expect((await send('GET', '/lgw/lottery-screen/state?ticket=t')).response.status).toBe(200);
    expect(seen.map((entry) => `${entry.method} ${entry.url}`)).toEqual([
      'GET /gateway/lgw/static/games/MONEY_COMING.webp',
      'GET /gateway/lgw/static/banners/3.webp',
      'GET /gateway/lgw/static/qr/app.svg',
      'GET /gateway/lgw/demo/game.js',
      'GET /gateway/lgw/lottery-screen/screen.css',
      'GET /gateway/lgw/demo/play?ticket=abc&lang=EN',
      'POST /gateway/lgw/demo/round',
      'GET /gateway/lgw/lottery-screen/state?ticket=t',
    ]);
  });
});

describe('the proxy answers edges clearly', () => {
  it.each(['TRACE', 'PATCH', 'PROPFIND', 'OPTIONS'])('answers %s on a declared path with 405, Allow and an envelope', async (method) => {
    const { response, text } = await send(method, '/wps/games/favourites');
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, POST, DELETE');
    expect(envelope(text)).toMatchObject({ success: false, errorCode: 'METHOD_NOT_ALLOWED' });
    expect(seen).toHaveLength(0);
  });

  it('answers a declared path with the wrong method with 405', async () => {
    const { response } = await send('DELETE', '/wps/member/info');
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET');
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['text/plain', 'POST', '/wps/session/login'],
    ['application/x-www-form-urlencoded', 'PUT', '/wps/feedback'],
    [null, 'POST', '/wps/relay/GCS_walletTransfer'],
    ['text/plain', 'POST', '/lgw/demo/round'],
    ['application/json', 'POST', '/wps/member/password/email'],
  ])('answers a %s body to %s %s with 415', async (contentType, method, path) => {
    const { response, text } = await send(method, path, { contentType, body: '{"a":1}' });
    expect(response.status).toBe(415);
    expect(envelope(text)).toMatchObject({ success: false, errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(seen).toHaveLength(0);
  });

  it.each([
    ['unauthenticated, SMS code', 'POST', '/wps/verification/sms/noLogin'],
    ['a money call', 'POST', '/wps/relay/GCS_walletTransfer'],
    ['a vendor screen', 'POST', '/lgw/demo/round'],
  ])('answers JSON nested 20,000 deep (%s) with a 400 envelope, without contacting the platform', async (_name, method, path) => {
    const deep = `{"amount":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const { response, text } = await send(method, path, { body: deep });
    expect(response.status).toBe(400);
    expect(envelope(text)).toMatchObject({ success: false, errorCode: 'BAD_REQUEST' });
    expect(envelope(text).message).toBeTruthy();
    expect(seen).toHaveLength(0);
  });

  it('forwards JSON nested as deep as the contract allows', async () => {
    const { response } = await send('POST', '/wps/relay/GCS_walletTransfer', {
      body: `{"amount":${'['.repeat(MAX_JSON_DEPTH - 1)}${']'.repeat(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it('turns a platform answer nested too deep into a 502 envelope instead of overflowing on it', async () => {
    answer = { status: 200, headers: { 'Content-Type': 'application/json' }, body: `{"success":true,"value":${'['.repeat(20_000)}${']'.repeat(20_000)}}` };
    const { response, text } = await send('GET', '/wps/member/info');
    expect(response.status).toBe(502);
    expect(envelope(text)).toMatchObject({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE' });
  });

  it('forwards a form-body call with a form content type', async () => {
    const { response } = await send('POST', '/wps/member/password/email', { contentType: 'application/x-www-form-urlencoded', body: 'email=a%40b.c' });
    expect(response.status).toBe(200);
    expect(seen[0]).toMatchObject({ url: '/gateway/wps/member/password/email', body: 'email=a%40b.c' });
    expect(seen[0]!.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('forwards JSON with a charset parameter', async () => {
    const { response } = await send('PUT', '/wps/feedback', { contentType: 'application/json; charset=utf-8', body: '{"content":"hi"}' });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });

  it.each([
    ['a failure envelope', `{"success":false,"message":"no","value":{"token":"${TOKEN}"}}`],
    ['a nested object', `{"success":true,"value":{"account":{"session":{"token":"${TOKEN}"}}}}`],
    ['an array', `{"success":true,"value":[{"id":1,"token":"${TOKEN}"},{"id":2}]}`],
    ['an escaped key', `{"success":true,"value":{"tok\\u0065n":"${TOKEN}","id":1}}`],
    ['a top-level key', `{"success":true,"value":{"id":1},"token":"${TOKEN}"}`],
  ])('removes the token from %s', async (_name, body) => {
    answer = { status: 200, headers: { 'Content-Type': 'application/json' }, body };
    const { text } = await send('GET', '/wps/member/info');
    expect(text).not.toContain(TOKEN);
    expect(JSON.stringify(JSON.parse(text))).not.toMatch(/"token"/);
    expect(JSON.parse(text)).toHaveProperty('success');
  });

  it('keeps the rest of a body it removed a token from', async () => {
    answer = {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
      body: `{"success":true,"value":[{"id":1,"token":"${TOKEN}"},{"id":2,"items":[{"token":"x","name":"n"}]}]}`,
    };
    const { text } = await send('GET', '/wps/member/info');
    expect(JSON.parse(text)).toEqual({ success: true, value: [{ id: 1 }, { id: 2, items: [{ name: 'n' }] }] });
  });

  it('turns a non-JSON answer to a declared call into a 502 envelope, token or not', async () => {
    answer = { status: 200, headers: { 'Content-Type': 'text/plain' }, body: `session ${TOKEN}` };
    const plain = await send('GET', '/wps/member/info');
    expect(plain.response.status).toBe(502);
    expect(envelope(plain.text)).toMatchObject({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE' });
    expect(plain.text).not.toContain(TOKEN);

    answer = { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<html><body>hello</body></html>' };
    const html = await send('GET', '/wps/system/status');
    expect(html.response.status).toBe(502);
    expect(html.response.headers.get('Content-Type')).toContain('application/json');
  });

  it("does not relay a vendor-screen page or file that contains the visitor's token", async () => {
    answer = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' }, body: `<html><body data-t="${TOKEN}"></body></html>` };
    const { response, text } = await send('GET', '/lgw/demo/play?ticket=abc');
    expect(response.status).toBe(502);
    expect(text).not.toContain(TOKEN);
  });

  it("turns an upstream 5xx HTML page into the site's 502 envelope", async () => {
    answer = { status: 503, headers: { 'Content-Type': 'text/html' }, body: '<html><h1>nginx 503 Service Unavailable</h1></html>' };
    for (const path of ['/wps/system/status', '/lgw/demo/play?ticket=abc', '/lgw/static/games/X.webp']) {
      const { response, text } = await send('GET', path);
      expect(response.status, path).toBe(502);
      expect(envelope(text), path).toMatchObject({ success: false, errorCode: 'UPSTREAM_UNAVAILABLE' });
      expect(text).not.toContain('nginx');
    }
  });

  it('relays Idempotent-Replayed on a replayed money call (docs/platform-api.md "Idempotency keys")', async () => {
    answer = { status: 200, headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' }, body: '{"success":true,"value":[]}' };
    const { response } = await send('POST', '/wps/relay/GCS_walletTransfer', {
      body: '{"from":"MAIN","to":"EVO","amount":1,"idempotencyKey":"key-0123456789abcdef"}',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Idempotent-Replayed')).toBe('true');
  });

  it("never relays the platform's security headers or cookies", async () => {
    const hostile = {
      'Content-Security-Policy': 'default-src *; frame-ancestors *',
      'X-Frame-Options': 'ALLOWALL',
      'Set-Cookie': 'platform=1; Path=/',
      'Strict-Transport-Security': 'max-age=0',
      'Access-Control-Allow-Origin': '*',
    };
    answer = { status: 200, headers: { 'Content-Type': 'application/json', ...hostile }, body: '{"success":true,"value":{}}' };
    const api = await send('GET', '/wps/system/status');
    answer = { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', ...hostile }, body: '<!doctype html><title>Game</title>' };
    const page = await send('GET', '/lgw/demo/play?ticket=abc');
    for (const { response } of [api, page]) {
      expect(response.status).toBe(200);
      for (const name of Object.keys(hostile)) expect(response.headers.get(name), name).toBeNull();
    }
    expect(page.text).toBe('<!doctype html><title>Game</title>');
    expect(page.response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
  });

  it('compares Origin with SITE_URL only, not with a spoofed Host', async () => {
    const spoofed = await send('PUT', '/wps/feedback', { host: 'http://evil.example', origin: 'http://evil.example', body: '{}' });
    expect(spoofed.response.status).toBe(403);
    expect(envelope(spoofed.text)).toMatchObject({ errorCode: 'FORBIDDEN_ORIGIN' });
    expect(seen).toHaveLength(0);

    const behindProxy = await send('PUT', '/wps/feedback', { host: 'http://10.0.0.5:4321', origin: SITE, body: '{}' });
    expect(behindProxy.response.status).toBe(200);
    expect(seen).toHaveLength(1);
  });
});
