import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { captureLog, type LogCapture } from './capture.test-support';
import { withRequestTrace } from './http-trace.server';
import { log } from './logger.server';

/** A real HTTP server behind the trace server.mjs puts in front of the site. */
let server: http.Server;
let port = 0;
let capture: LogCapture;

beforeAll(async () => {
  server = http.createServer(
    withRequestTrace((req, res) => {
      if (req.url?.startsWith('/throws')) throw new Error('handler broke');
      // Something logged later in the request, after an await, as a page would.
      setTimeout(() => {
        log.warn({ event: 'inside' }, 'while serving');
        res.writeHead(req.url?.startsWith('/missing') ? 404 : 200, { 'Content-Type': 'text/plain' });
        res.end('ok');
      }, 1);
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  capture = captureLog();
});
afterEach(() => capture.restore());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers });

/** The access line comes when the response has closed: wait for it. */
async function accessLine(): Promise<Record<string, unknown>> {
  for (let i = 0; i < 100 && capture.events('access').length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 10));
  return capture.events('access')[0]!;
}

describe('withRequestTrace', () => {
  it('answers with a new X-Request-Id and puts it on every line of the request', async () => {
    const response = await get('/help?token=query-SECRET', { Cookie: 'sid=cookie-SECRET', Authorization: 'auth-SECRET' });
    const id = response.headers.get('X-Request-Id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(capture.events('inside')[0]).toMatchObject({ reqId: id });
    expect(await accessLine()).toMatchObject({ level: 'info', reqId: id, method: 'GET', path: '/help', status: 200, ms: expect.any(Number) });
    for (const secret of ['query-SECRET', 'cookie-SECRET', 'auth-SECRET']) expect(capture.text()).not.toContain(secret);
  });

  it('keeps a sane X-Request-Id from the load balancer and replaces one that is not', async () => {
    const kept = await get('/missing', { 'X-Request-Id': 'lb-42.abc' });
    expect(kept.headers.get('X-Request-Id')).toBe('lb-42.abc');
    expect(await accessLine()).toMatchObject({ reqId: 'lb-42.abc', status: 404 });
    const replaced = await get('/', { 'X-Request-Id': 'has spaces"' });
    expect(replaced.headers.get('X-Request-Id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('logs a handler that throws, with the request id, and answers 500', async () => {
    const response = await get('/throws', { 'X-Request-Id': 'req-throws' });
    expect(response.status).toBe(500);
    expect(capture.events('unhandled')[0]).toMatchObject({
      level: 'error',
      reqId: 'req-throws',
      path: '/throws',
      err: { type: 'Error', message: 'handler broke' },
    });
  });
});
