import { loggedPath } from './http-trace.server';
import { currentRequest, log, withRequestContext } from './logger.server';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

/**
 * Logs what a page, an endpoint or a middleware throws, as `unhandled` (error) with the
 * request's id, then throws it on for Astro to answer (its error page); docs/operations.md
 * "Logs". An error thrown after a page has started streaming never comes back here: Astro
 * writes that one to stderr itself.
 */
async function loggingErrors(request: Request, next: () => Promise<Response>): Promise<Response> {
  try {
    return await next();
  } catch (error) {
    log.error({ event: 'unhandled', err: error, method: request.method, path: loggedPath(new URL(request.url).pathname) }, 'unhandled error');
    throw error;
  }
}

/** `response` with its `X-Request-Id`; a copy when its headers cannot change (a redirect, a fetched answer). */
function withRequestId(response: Response, id: string): Response {
  try {
    response.headers.set(REQUEST_ID_HEADER, id);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set(REQUEST_ID_HEADER, id);
    return copy;
  }
}

/**
 * The middleware's part of the request trace. Under server.mjs the request already has its id
 * (src/lib/log/http-trace.server.ts), which also sets the header; under `astro dev`, which does
 * not run server.mjs, the id is made here and set on the answer.
 */
export function traceRequest(request: Request, next: () => Promise<Response>): Promise<Response> {
  if (currentRequest()) return loggingErrors(request, next);
  const id = requestIdFrom(request.headers.get(REQUEST_ID_HEADER));
  return withRequestContext({ id }, async () => withRequestId(await loggingErrors(request, next), id));
}
