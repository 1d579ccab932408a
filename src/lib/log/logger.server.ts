/**
 * The site's server log (docs/operations.md "Logs"): one JSON object a line on stdout, with
 * the request id of the request it belongs to. Loaded twice in one process, unbundled by
 * server.mjs (Node's type stripping) and bundled into the built site, so the logger and the
 * request's context live on `globalThis` under one symbol: both copies write through the same
 * logger and see the same request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import pino from 'pino';
import type { Logger, LevelWithSilent } from 'pino';

/** What every log line of a request carries. */
export interface RequestContext {
  readonly id: string;
}

/** Where lines go: stdout, or a test's capture. */
export interface LogSink {
  write(line: string): void;
}

const LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * `LOG_LEVEL` when it names a level; else `info`, or `silent` under the unit tests (which
 * capture what they assert, see capture.test-support.ts).
 */
export function logLevelFrom(env: NodeJS.ProcessEnv = process.env): LevelWithSilent {
  const asked = env['LOG_LEVEL']?.trim().toLowerCase();
  if (asked && (LEVELS as readonly string[]).includes(asked)) return asked as LevelWithSilent;
  return env['NODE_ENV'] === 'test' ? 'silent' : 'info';
}

/**
 * Never logged, whatever a caller passes: the session token (and the headers and cookies that
 * carry it), passwords, and payloads (an envelope's `value`, a decrypted body). Callers log
 * call names, paths and validation issues only; this is the net under that rule.
 */
export const REDACTED_PATHS: readonly string[] = [
  'token',
  'password',
  'authorization',
  'cookie',
  'headers',
  'body',
  'payload',
  'value',
  '*.token',
  '*.password',
  '*.authorization',
  '*.cookie',
  '*.headers',
  '*.body',
  '*.payload',
  '*.value',
];

/** An error as a log field: its type, message and stack only, never its other properties (a platform error's `value`). */
const errorField = (error: unknown) =>
  error instanceof Error ? { type: error.name, message: error.message, stack: error.stack } : { type: typeof error, message: String(error) };

interface Shared {
  storage: AsyncLocalStorage<RequestContext>;
  sink: LogSink;
  log: Logger;
}

const KEY = Symbol.for('lucky-site.server-log');
const holder = globalThis as unknown as Record<symbol, Shared | undefined>;

/** A logger writing to `sink` at `level`, with the current request's id on every line. */
export function createLogger(sink: LogSink, level: LevelWithSilent, storage: AsyncLocalStorage<RequestContext>): Logger {
  return pino(
    {
      level,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const context = storage.getStore();
        return context ? { reqId: context.id } : {};
      },
      serializers: { err: errorField },
      redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
    },
    sink,
  );
}

const shared: Shared = (holder[KEY] ??= (() => {
  const storage = new AsyncLocalStorage<RequestContext>();
  const stdout = pino.destination(1);
  const state: Shared = { storage, sink: stdout, log: undefined as unknown as Logger };
  // Through a forwarder, so a test can capture the lines of the logger the code uses.
  state.log = createLogger({ write: (line) => state.sink.write(line) }, logLevelFrom(), storage);
  return state;
})());

/** The server's logger. */
export const log: Logger = shared.log;

/** Runs `fn` as part of the request `context`: every line logged meanwhile carries its id. */
export const withRequestContext = <T>(context: RequestContext, fn: () => T): T => shared.storage.run(context, fn);

/** The request being served, if any. */
export const currentRequest = (): RequestContext | undefined => shared.storage.getStore();

/** Sends the log's lines to `sink` instead (tests); returns the previous sink. */
export function setLogSink(sink: LogSink): LogSink {
  const previous = shared.sink;
  shared.sink = sink;
  return previous;
}
