import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequestFromNodeRequest } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withBodyCap } from './http-body-cap.server';
import { withRequestTrace } from '../log/http-trace.server';
import { captureLog } from '../log/capture.test-support';
import { log } from '../log/logger.server';

/**
 * A real HTTP server behind the same wrapper server.mjs uses. Behind it, Astro's own Node
 * request builder, so "a body that fits reaches the page" is checked the way the site reads it.
 */
const CAP = 64 * 1024;
let server: http.Server;
let port = 0;
const reached: string[] = [];

beforeAll(async () => {
  // Behind the request trace too, as in server.mjs: a refusal is logged with the request's id.
  server = http.createServer(
    withRequestTrace(
      withBodyCap(
        async (req, res) => {
          const request = createRequestFromNodeRequest(req);
          const body = await request.text();
          reached.push(new URL(request.url).pathname);
          log.info({ event: 'reached' }, 'the site has the body');
          res.writeHead(200, { 'Content-Type': 'application/json' });
          res.end(JSON.stringify({ received: body.length, head: body.slice(0, 40) }));
        },
        (path) => (path === '/big' ? 4 * CAP : CAP),
      ),
    ),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
  /** Bytes the client had written when the answer arrived. */
  sent: number;
}

/**
 * POSTs to `path`. `chunks` bytes are written one 16 KB chunk at a time (chunked encoding
 * unless `contentLength` is given), stopping as soon as the server answers.
 */
function post(path: string, { chunks, contentLength, text, id }: { chunks?: number; contentLength?: number; text?: string; id?: string }): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const headers: Record<string, string | number> = { 'Content-Type': 'application/json' };
    if (contentLength !== undefined) headers['Content-Length'] = contentLength;
    if (id !== undefined) headers['X-Request-Id'] = id;
    const request = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers }, (response) => {
      answered = true;
      let data = '';
      response.setEncoding('utf8');
      response.on('data', (part: string) => (data += part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(data), headers: response.headers, sent }));
    });
    // The server closes the connection after a 413: a write after that fails, which is expected.
    request.on('error', (error) => (answered ? undefined : reject(error)));
    if (text !== undefined) {
      request.end(text);
      return;
    }
    const chunk = Buffer.alloc(16 * 1024, 0x61);
    let left = chunks ?? 0;
    const write = () => {
      while (left > 0 && !answered && !request.destroyed) {
        left -= 1;
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      if (!answered && !request.destroyed) request.end();
    };
    write();
  });
}

describe('the request body cap in front of the site', () => {
  it('refuses a Content-Length over the cap with 413 and the envelope, before the site reads anything', async () => {
    const before = reached.length;
    const answer = await post('/wps/session/login', { contentLength: 200 * 1024 * 1024, chunks: 4 });
    expect(answer.status).toBe(413);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(answer.body).toEqual({
      success: false,
      message: 'The request is too large: at most 64 KB is accepted here.',
      errorCode: 'PAYLOAD_TOO_LARGE',
      value: { maxBytes: CAP },
    });
    expect(reached.length).toBe(before);
  });

  it('stops a chunked body that grows past the cap: 413, and the rest is never sent', async () => {
    const before = reached.length;
    // 50 MB offered; the server answers after the first chunk past 64 KB.
    const answer = await post('/wps/session/login', { chunks: 3200 });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'PAYLOAD_TOO_LARGE' });
    expect(answer.sent).toBeLessThan(10 * 1024 * 1024);
    expect(reached.length).toBe(before);
  });

  it('passes a normal body to the site whole, chunked or not', async () => {
    const text = JSON.stringify({ username: 'demo_player', password: 'Player2026' });
    expect(await post('/wps/session/login', { text })).toMatchObject({ status: 200, body: { received: text.length, head: text.slice(0, 40) } });
    expect(await post('/wps/session/login', { chunks: 4 })).toMatchObject({ status: 200, body: { received: CAP } });
    expect(reached.slice(-2)).toEqual(['/wps/session/login', '/wps/session/login']);
  });

  it('gives a route its own cap', async () => {
    expect((await post('/big', { chunks: 16 })).status).toBe(200);
    expect((await post('/big', { chunks: 17 })).status).toBe(413);
  });

  it('logs each refusal with the request id, the path and the cap, never the body', async () => {
    const capture = captureLog();
    try {
      await post('/wps/session/login?token=q-SECRET', { contentLength: 200 * 1024 * 1024, chunks: 1, id: 'req-length' });
      await post('/wps/session/login', { chunks: 3200, id: 'req-chunked' });
      const refusals = capture.events('refused');
      expect(refusals).toEqual([
        expect.objectContaining({ level: 'warn', reqId: 'req-length', reason: 'payload-too-large', status: 413, path: '/wps/session/login', maxBytes: CAP }),
        expect.objectContaining({ level: 'warn', reqId: 'req-chunked', reason: 'payload-too-large', status: 413, path: '/wps/session/login', maxBytes: CAP }),
      ]);
      expect(capture.text()).not.toContain('q-SECRET');
      expect(capture.text()).not.toContain('aaaa');
      // A body that fits reaches the site inside its request: what the site logs has the id.
      await post('/wps/session/login', { chunks: 2, id: 'req-fits' });
      expect(capture.events('reached').at(-1)).toMatchObject({ reqId: 'req-fits' });
    } finally {
      capture.restore();
    }
  });
});
