import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { captureLog, type LogCapture } from './capture.test-support';
import { log, withRequestContext } from './logger.server';
import { traceRequest } from './page-trace.server';

/** The middleware's part of the trace: errors a page or middleware throws, and the id under `astro dev`. */
let capture: LogCapture;
beforeEach(() => {
  capture = captureLog();
});
afterEach(() => capture.restore());

const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost:4321${path}`, { headers });

describe('traceRequest', () => {
  it('logs an error a page throws, with the request id, the method and the path without its query, and lets Astro answer it', async () => {
    const thrown = new Error("Cannot read properties of undefined (reading 'list')");
    const outcome = withRequestContext({ id: 'req-page' }, () => traceRequest(request('/rng?ticket=t-SECRET'), () => Promise.reject(thrown)));
    await expect(outcome).rejects.toBe(thrown);
    expect(capture.events('unhandled')).toEqual([
      expect.objectContaining({
        level: 'error',
        reqId: 'req-page',
        method: 'GET',
        path: '/rng',
        err: expect.objectContaining({ type: 'Error', message: thrown.message, stack: expect.stringContaining('page-trace.server.test.ts') }),
      }),
    ]);
    expect(capture.text()).not.toContain('t-SECRET');
  });

  it("inside server.mjs's trace, keeps its request id and leaves the header to it", async () => {
    const response = await withRequestContext({ id: 'req-outer' }, () =>
      traceRequest(request('/help'), async () => {
        log.info({ event: 'page' }, 'rendering');
        return new Response('ok');
      }),
    );
    expect(capture.events('page')[0]).toMatchObject({ reqId: 'req-outer' });
    expect(response.headers.get('X-Request-Id')).toBeNull();
  });

  it('alone (astro dev), gives the request its id and the answer its X-Request-Id, even an immutable one', async () => {
    const response = await traceRequest(request('/help', { 'X-Request-Id': 'dev-1' }), async () => {
      log.info({ event: 'page' }, 'rendering');
      return Response.redirect('http://localhost:4321/en/help', 302);
    });
    expect(response.headers.get('X-Request-Id')).toBe('dev-1');
    expect(response.headers.get('Location')).toBe('http://localhost:4321/en/help');
    expect(capture.events('page')[0]).toMatchObject({ reqId: 'dev-1' });
  });
});
