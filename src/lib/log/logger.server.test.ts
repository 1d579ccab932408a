import { afterEach, describe, expect, it } from 'vitest';
import { captureLog, type LogCapture } from './capture.test-support';
import { log, logLevelFrom, withRequestContext } from './logger.server';

let capture: LogCapture;
afterEach(() => capture?.restore());

describe('the server log', () => {
  it('writes one JSON object a line, with the level by name and an ISO time', () => {
    capture = captureLog();
    log.warn({ event: 'test.event', call: '/wps/x' }, 'something');
    expect(capture.text().split('\n').filter(Boolean)).toHaveLength(1);
    expect(capture.lines()[0]).toMatchObject({ level: 'warn', event: 'test.event', call: '/wps/x', msg: 'something' });
    expect(capture.lines()[0]!['time']).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('gives every line the id of the request it was written for, and none outside one', async () => {
    capture = captureLog();
    await withRequestContext({ id: 'req-1' }, async () => {
      log.info('before');
      await new Promise((resolve) => setTimeout(resolve, 1));
      log.info('after an await');
    });
    log.info('outside');
    expect(capture.lines().map((line) => line.reqId)).toEqual(['req-1', 'req-1', undefined]);
  });

  it('never writes a token, a password, headers or a payload, even when a caller passes them', () => {
    capture = captureLog();
    log.error({ token: 'tok-SECRET', password: 'pw-SECRET', call: { headers: { authorization: 'auth-SECRET' }, value: { phone: '+639171234567' } } }, 'oops');
    log.error({ err: Object.assign(new Error('boom'), { details: { value: 'val-SECRET' } }) }, 'failed');
    const text = capture.text();
    for (const secret of ['tok-SECRET', 'pw-SECRET', 'auth-SECRET', '+639171234567', 'val-SECRET']) expect(text).not.toContain(secret);
    expect(capture.lines()[1]!['err']).toMatchObject({ type: 'Error', message: 'boom' });
  });

  it('takes its level from LOG_LEVEL, info by default and silent under the unit tests', () => {
    expect(logLevelFrom({ LOG_LEVEL: 'debug' })).toBe('debug');
    expect(logLevelFrom({ LOG_LEVEL: ' WARN ' })).toBe('warn');
    expect(logLevelFrom({ LOG_LEVEL: 'loud', NODE_ENV: 'production' })).toBe('info');
    expect(logLevelFrom({ NODE_ENV: 'production' })).toBe('info');
    expect(logLevelFrom({ NODE_ENV: 'test' })).toBe('silent');
  });
});
