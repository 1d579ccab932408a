import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLog, type LogCapture } from './capture.test-support';
import { withRequestContext } from './logger.server';
import { serverClient } from '../platform/server-client.server';
import { memberInfo } from '../../contract/calls/member';
import { PlatformError } from '../../contract/envelope';
import type { Upstream } from '../platform/upstream.server';

/**
 * What the server's log says when a page's platform call fails: each kind of failure, from a
 * platform faked at the upstream, inside a request whose id every line must carry.
 */
let capture: LogCapture;
beforeEach(() => {
  capture = captureLog();
});
afterEach(() => capture.restore());

const TOKEN = 'tok-SECRET-0123456789';
const platform = (answer: Upstream) => () => Promise.resolve(answer);
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Calls member info as a page would, in request `req-7`; returns the error it failed with. */
async function memberInfoFailure(answer: Upstream, timeoutMs = 1_000): Promise<PlatformError> {
  const client = serverClient({ token: TOKEN, language: 'EN', timeoutMs }, platform(answer));
  const error = await withRequestContext({ id: 'req-7' }, () => client.call(memberInfo)).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(PlatformError);
  return error as PlatformError;
}

describe('platform failures in the server log', () => {
  it("a schema break: the call, the request id and each issue's path and message, not the values received", async () => {
    const error = await memberInfoFailure(async () => json({ success: true, value: { id: 7, account: 'ana.reyes@example.com', type: 'player' } }));
    expect(error.kind).toBe('schema');
    const [line] = capture.events('platform.schema');
    expect(line).toMatchObject({
      level: 'error',
      reqId: 'req-7',
      call: '/wps/member/info',
      method: 'GET',
      issues: [{ path: 'type', message: expect.stringContaining('expected number'), code: 'invalid_type' }],
    });
    expect(capture.text()).not.toContain('player"');
    expect(capture.text()).not.toContain('ana.reyes');
  });

  it('an answer that is not an envelope is a schema break too', async () => {
    await memberInfoFailure(async () => json({ ok: 1 }));
    expect(capture.events('platform.schema')[0]).toMatchObject({ reqId: 'req-7', call: '/wps/member/info', reason: 'not-envelope' });
  });

  it('a time-out', async () => {
    const error = await memberInfoFailure(
      (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
      20,
    );
    expect(error.kind).toBe('timeout');
    expect(capture.events('platform.timeout')[0]).toMatchObject({ level: 'warn', reqId: 'req-7', call: '/wps/member/info', method: 'GET' });
  });

  it('an upstream 5xx, with or without an envelope', async () => {
    await memberInfoFailure(async () => json({ success: false, errorCode: 'INTERNAL', message: 'db down' }, 500));
    await memberInfoFailure(async () => new Response('<html>502 Bad Gateway</html>', { status: 502, headers: { 'Content-Type': 'text/html' } }));
    expect(capture.events('platform.5xx')).toEqual([
      expect.objectContaining({ level: 'error', reqId: 'req-7', call: '/wps/member/info', status: 500, errorCode: 'INTERNAL' }),
      expect.objectContaining({ level: 'error', reqId: 'req-7', call: '/wps/member/info', status: 502 }),
    ]);
  });

  it('a platform that cannot be reached', async () => {
    await memberInfoFailure(async () => {
      throw new TypeError('fetch failed');
    });
    expect(capture.events('platform.unreachable')[0]).toMatchObject({
      level: 'error',
      reqId: 'req-7',
      call: '/wps/member/info',
      error: 'TypeError: fetch failed',
    });
  });

  it('a refusal (the platform saying no) only at debug, and never the token', async () => {
    await memberInfoFailure(async () => json({ success: false, errorCode: 'UNAUTHORIZED', message: 'expired' }, 401));
    expect(capture.events('platform.rejected')[0]).toMatchObject({
      level: 'debug',
      reqId: 'req-7',
      call: '/wps/member/info',
      status: 401,
      errorCode: 'UNAUTHORIZED',
    });
    expect(capture.text()).not.toContain(TOKEN);
  });
});
