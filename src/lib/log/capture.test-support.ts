import type { LevelWithSilent } from 'pino';
import { log, setLogSink } from './logger.server';

/** One parsed log line. */
export type LogLine = Record<string, unknown> & { level: string; msg?: string; reqId?: string; event?: string };

export interface LogCapture {
  /** Every line so far, parsed. */
  lines(): LogLine[];
  /** Every line so far, as written. */
  text(): string;
  /** Lines whose `event` is `event`. */
  events(event: string): LogLine[];
  /** Gives the lines back to the previous sink and level. */
  restore(): void;
}

/** Captures what the server's logger writes, from `level` up (all levels by default). */
export function captureLog(level: LevelWithSilent = 'trace'): LogCapture {
  const written: string[] = [];
  const previous = setLogSink({ write: (line) => void written.push(line) });
  const previousLevel = log.level;
  log.level = level;
  const lines = () => written.map((line) => JSON.parse(line) as LogLine);
  return {
    lines,
    text: () => written.join(''),
    events: (event) => lines().filter((line) => line.event === event),
    restore: () => {
      setLogSink(previous);
      log.level = previousLevel;
    },
  };
}
