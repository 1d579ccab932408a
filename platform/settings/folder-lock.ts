import { randomBytes, createHash } from 'node:crypto';
import { linkSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';

/**
 * A lock file that one process at a time can hold: the embedded database (PGlite) must be open
 * in one process only (docs/operations.md "Restarts"). The file names its holder by pid, the
 * process's start time and a random token, so a lock left by a killed process is recognised
 * as stale even when its pid lives on as a zombie or was given to another process.
 *
 * Every step that decides who holds it is one atomic file-system operation:
 * - taking a free lock: the holder's line is written to a private file and hard-linked to the
 *   lock's name, which fails if the name exists (the file is complete the moment it appears);
 * - taking over a stale one: only the holder of the guard named after the stale token (itself
 *   such a lock) may replace it, by renaming its own file over it after checking, under the
 *   guard, that the stale holder is still the one there. Two contenders cannot both win: one
 *   gets the guard, the other finds the winner's live token.
 */
export interface Holder {
  pid: number;
  /** The process's start time (Linux: clock ticks since boot, /proc/<pid>/stat), or null where unknown. */
  started: string | null;
  token: string;
  since: string;
}

/** Thrown when a live process holds the lock. */
export class LockHeld extends Error {
  readonly pid: number;
  constructor(path: string, pid: number) {
    super(`${path} is held by process ${pid}`);
    this.pid = pid;
  }
}

/** State and start time of a process from /proc (Linux), or null where there is no /proc. */
export function processStat(pid: number): { state: string; started: string } | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after the last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? '' };
  } catch {
    return null;
  }
}

const ownStart = processStat(process.pid)?.started ?? null;

/** Whether the process a lock names still runs: not gone, not a zombie, not a later process with its pid. */
export function holderAlive(holder: Pick<Holder, 'pid' | 'started'>): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0) return false;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = processStat(holder.pid);
  if (!stat) return true; // no /proc: the pid is all there is to go on
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return !holder.started || holder.started === stat.started;
}

/** The lock's text, or null when there is no lock. */
const readText = (path: string): string | null => {
  try {
    return readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

/** The holder a lock's text names; a text that is not one (an older format, damage) names no live holder unless it has a pid. */
export function parseHolder(text: string): Holder {
  try {
    const value = JSON.parse(text) as Partial<Holder>;
    return {
      pid: Number(value.pid),
      started: typeof value.started === 'string' ? value.started : null,
      token: typeof value.token === 'string' ? value.token : '',
      since: String(value.since ?? ''),
    };
  } catch {
    return { pid: 0, started: null, token: '', since: '' };
  }
}

/** The live holder of the lock at `path`, or null when it is free or stale. */
export function liveHolder(path: string): Holder | null {
  const text = readText(path);
  if (text === null) return null;
  const holder = parseHolder(text);
  return holderAlive(holder) ? holder : null;
}

const pause = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

export interface TakeOptions {
  /** Called when a stale lock was found, before taking it over: tests widen the race here. */
  onStale?: () => void;
  /** Guards of guards: how deep this call is (a guard can be stale too). */
  depth?: number;
}

/**
 * Takes the lock at `path` for this process and answers its release (which removes the file only
 * while it is still this holder's). Throws {@link LockHeld} when a live process holds it.
 */
export function takeLock(path: string, { onStale, depth = 0 }: TakeOptions = {}): () => void {
  const holder: Holder = { pid: process.pid, started: ownStart, token: randomBytes(12).toString('hex'), since: new Date().toISOString() };
  const text = JSON.stringify(holder);
  const mine = `${path}.${holder.token}`;
  writeFileSync(mine, text, { mode: 0o600 });
  const release = () => {
    if (readText(path) === text) rmSync(path, { force: true });
  };
  try {
    for (let attempt = 0; attempt < 100; attempt += 1) {
      try {
        linkSync(mine, path);
        return release;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const stale = readText(path);
      if (stale === null) continue;
      const current = parseHolder(stale);
      if (holderAlive(current)) throw new LockHeld(path, current.pid);
      if (depth >= 3) throw new LockHeld(path, current.pid);
      onStale?.();
      // Only the holder of this stale lock's guard may replace it.
      const staleKey = current.token || createHash('sha256').update(stale).digest('hex').slice(0, 24);
      let releaseGuard: () => void;
      try {
        releaseGuard = takeLock(`${path}.takeover-${staleKey}`, { depth: depth + 1 });
      } catch (error) {
        if (!(error instanceof LockHeld)) throw error;
        pause(20); // another process is taking it over: see who won
        continue;
      }
      try {
        if (readText(path) === stale) {
          renameSync(mine, path);
          return release;
        }
      } finally {
        releaseGuard();
      }
    }
    throw new Error(`${path}: could not take the lock`);
  } finally {
    rmSync(mine, { force: true });
  }
}
