/**
 * The request trace in front of the whole site (server.mjs): the request id, set on the
 * response as `X-Request-Id` and carried to every line logged while the request is served,
 * and one access line when it ends (docs/operations.md "Logs"). Here rather than in Astro's
 * middleware, because only server.mjs sees every request: static files, and the answers it
 * gives itself (a refused method, a body over its cap).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { log, withRequestContext } from './logger.server.ts';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * The path of a request target without its query (`/game?ticket=…` → `/game`): a query can
 * carry a launch ticket or an e-mail address, and the path is what an operator looks for.
 */
export const loggedPath = (target: string | undefined): string => {
  try {
    const path = new URL(target ?? '/', 'http://site.invalid').pathname;
    return path.length > 200 ? `${path.slice(0, 200)}…` : path;
  } catch {
    return '/';
  }
};

/**
 * Wraps `next` so each request has its id and leaves one `access` line at info: method, path
 * (no query), status and milliseconds, `aborted` when the client left before the answer ended.
 * A handler that throws is logged and answered 500 (when nothing was sent yet).
 */
export function withRequestTrace(next: Handler): Handler {
  return (req, res) => {
    const header = req.headers[REQUEST_ID_HEADER.toLowerCase()];
    const context = { id: requestIdFrom(Array.isArray(header) ? header[0] : header) };
    res.setHeader(REQUEST_ID_HEADER, context.id);
    const started = performance.now();
    res.once('close', () =>
      withRequestContext(context, () =>
        log.info(
          {
            event: 'access',
            method: req.method,
            path: loggedPath(req.url),
            status: res.statusCode,
            ms: Math.round(performance.now() - started),
            ...(res.writableFinished ? {} : { aborted: true }),
          },
          'request',
        ),
      ),
    );
    withRequestContext(context, () => {
      try {
        next(req, res);
      } catch (error) {
        log.error({ event: 'unhandled', err: error, method: req.method, path: loggedPath(req.url) }, 'unhandled error');
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end();
      }
    });
  };
}
