import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { LockHeld, liveHolder, takeLock } from './folder-lock';
import { join, resolve } from 'node:path';
import type { Queryable } from '../db/index';
import { writeSetting } from './store';

/**
 * How the CLI reaches a platform that is running on the embedded database. PGlite is
 * single-process: a second process must not open the same folder. So the server holding the
 * folder holds a lock file (folder-lock.ts), and the CLI, seeing a live owner, drops its command
 * as a small JSON file into `control/` (only the folder's owner may read or write there: 0700);
 * the server polls that folder every second, carries the command out, writes its answer beside
 * it and deletes the file. With DATABASE_URL none of this is used: the CLI opens the database.
 */
const lockFile = (dataDir: string) => join(resolve(dataDir), 'platform.lock');
const controlDir = (dataDir: string) => join(resolve(dataDir), 'control');

/** The pid of a live process holding the data folder (this one included), or null. */
export function folderOwner(dataDir: string): number | null {
  return liveHolder(lockFile(dataDir))?.pid ?? null;
}

/**
 * Takes the data folder for this process; throws if a live process has it. A lock left by a
 * process that is gone (killed, its pid a zombie or reused) is taken over (folder-lock.ts).
 */
export function claimFolder(dataDir: string): () => void {
  mkdirSync(resolve(dataDir), { recursive: true });
  try {
    return takeLock(lockFile(dataDir));
  } catch (error) {
    if (!(error instanceof LockHeld)) throw error;
    throw new Error(`The platform database in ${resolve(dataDir)} is in use by process ${error.pid}. Stop it, or use another DATA_DIR.`);
  }
}

/** CLI side: queues a settings change for the running server; returns the file's path. */
export function queueSetting(dataDir: string, key: string, value: unknown): string {
  mkdirSync(controlDir(dataDir), { recursive: true, mode: 0o700 });
  const name = `${Date.now()}-${process.pid}.json`;
  const path = join(controlDir(dataDir), name);
  // Written under a temporary name and renamed, so the server never reads half a file.
  writeFileSync(`${path}.tmp`, JSON.stringify({ key, value }), { mode: 0o600 });
  renameSync(`${path}.tmp`, path);
  return path;
}

/**
 * An operator command a running server carries out for the CLI (`deposit confirm <reference>`):
 * answers the line the CLI prints. Its answer is written beside the queued file as `<file>.out`.
 */
export type QueuedCommand = (key: string, value: unknown) => Promise<string | null>;

/** CLI side: the running server's answer to a queued command, once it has one (then removed). */
export function takeAnswer(path: string): string | null {
  if (!existsSync(`${path}.out`)) return null;
  const answer = readFileSync(`${path}.out`, 'utf8');
  rmSync(`${path}.out`, { force: true });
  return answer;
}

/** Server side: applies and removes queued changes, oldest first; returns how many. */
export async function applyQueued(dataDir: string, db: Queryable, command?: QueuedCommand): Promise<number> {
  const folder = controlDir(dataDir);
  if (!existsSync(folder)) return 0;
  const files = readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .sort();
  for (const name of files) {
    const path = join(folder, name);
    try {
      const { key, value } = JSON.parse(readFileSync(path, 'utf8')) as { key: unknown; value: unknown };
      if (typeof key === 'string' && (key.startsWith('switch.') || key.startsWith('agent.feature.'))) await writeSetting(db, key, value);
      else if (typeof key === 'string' && command) {
        const answer = await command(key, value);
        if (answer !== null) writeFileSync(`${path}.out`, answer, { mode: 0o600 });
      }
    } finally {
      rmSync(path, { force: true });
    }
  }
  return files.length;
}

/** Polls the control folder every second; returns a stop function. The timer never keeps Node alive. */
export function pollQueued(dataDir: string, db: Queryable, onApplied: () => void, command?: QueuedCommand): () => void {
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    applyQueued(dataDir, db, command)
      .then((count) => count > 0 && onApplied())
      .catch((error: unknown) => console.error('[platform] control folder:', error))
      .finally(() => {
        busy = false;
      });
  }, 1_000);
  timer.unref();
  return () => clearInterval(timer);
}
