/**
 * The body cap in front of a node:http handler (server.mjs, and through it the end-to-end
 * server): see docs/operations.md, "Request size".
 *
 * A body whose `Content-Length` is over the route's cap is refused before one byte of it is
 * read. Any other body (a chunked one has no length) is read here, counted, and refused at
 * the first chunk past the cap; a body that fits is handed on as `req.body`, which Astro's
 * Node adapter takes instead of reading the stream again (astro/app/node, makeRequestBody).
 * So the most a request can hold in memory is its cap plus one chunk.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { AsyncLocalStorage } from 'node:async_hooks';
import { byteCounter, declaresMoreThan, tooLargeEnvelope } from './body-cap.ts';
import { log } from '../log/logger.server.ts';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** The path of a request target (`/wps/x?y=1` → `/wps/x`); `/` when unreadable. */
const pathOf = (target: string | undefined): string => {
  try {
    return new URL(target ?? '/', 'http://site.invalid').pathname;
  } catch {
    return '/';
  }
};

/**
 * After a 413 the connection is closed (`Connection: close`: it is mid-body and cannot carry
 * another request), but gently: the whole answer is written at once, then the rest of the body
 * is read and dropped (never kept), and only after {@link LINGER_BYTES} more, {@link LINGER_MS},
 * or the body's end is the response ended, upon which Node closes the socket. Closing at once
 * makes a client that is still sending see a reset instead of the 413 (the "lingering close"
 * of nginx and Apache).
 */
const LINGER_BYTES = 1024 * 1024;
const LINGER_MS = 1_000;

/** Answers 413 with the envelope, then drops the rest of the body and closes the connection. */
function refuse(req: IncomingMessage, res: ServerResponse, cap: number): void {
  log.warn({ event: 'refused', reason: 'payload-too-large', status: 413, method: req.method, path: pathOf(req.url), maxBytes: cap }, 'request refused');
  const body = JSON.stringify(tooLargeEnvelope(cap));
  res.writeHead(413, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    Connection: 'close',
  });
  // With its Content-Length the client has the whole answer now; `end` only lets Node close.
  res.write(body);
  let dropped = 0;
  const close = () => {
    clearTimeout(linger);
    if (!res.writableEnded) res.end();
  };
  const linger = setTimeout(close, LINGER_MS);
  linger.unref();
  req.on('data', (chunk: Buffer) => {
    dropped += chunk.length;
    if (dropped > LINGER_BYTES) close();
  });
  req.once('end', close);
  req.once('error', close);
  req.resume();
}

/**
 * Answers 413 when the request's `Content-Length` is over its cap, and says so. The whole of
 * what `astro dev` can do (its server buffers the body itself, see astro.config.mjs); the
 * first step of {@link withBodyCap}.
 */
export function refusedByContentLength(req: IncomingMessage, res: ServerResponse, capFor: CapFor): boolean {
  const cap = capFor(pathOf(req.url), req.headers);
  if (!declaresMoreThan(req.headers['content-length'], cap)) return false;
  refuse(req, res, cap);
  return true;
}

/** The cap of a request: by its path and, for a route that allows more to signed-in visitors, its headers. */
export type CapFor = (pathname: string, headers: IncomingHttpHeaders) => number;

/** Wraps `next` so that no request body larger than `capFor(path, headers)` is ever read whole. */
export function withBodyCap(next: Handler, capFor: CapFor): Handler {
  return (req, res) => {
    if (refusedByContentLength(req, res, capFor)) return;
    const cap = capFor(pathOf(req.url), req.headers);
    // Astro reads no body for these; Node discards one if sent.
    if (req.method === 'GET' || req.method === 'HEAD') return next(req, res);

    const counter = byteCounter(cap);
    const chunks: Buffer[] = [];
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', stop);
    };
    // Bound to the request's context (its id in the log): the stream's events come from the
    // connection, outside it.
    const onData = AsyncLocalStorage.bind((chunk: Buffer) => {
      if (counter.add(chunk)) return void chunks.push(chunk);
      stop();
      chunks.length = 0;
      refuse(req, res, cap);
    });
    const onEnd = AsyncLocalStorage.bind(() => {
      stop();
      (req as IncomingMessage & { body?: Buffer }).body = Buffer.concat(chunks, counter.total);
      next(req, res);
    });
    req.on('data', onData);
    req.on('end', onEnd);
    // A client that goes away mid-body: nothing to answer.
    req.on('error', stop);
  };
}
