import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Queryable } from '../db/index';
import { writeSetting } from './store';

/**
 * How the CLI reaches a platform that is running on the embedded database. PGlite is
 * single-process: a second process must not open the same folder. So the server holding the
 * folder writes a lock file with its pid, and the CLI, seeing a live owner, drops its settings
 * change as a small JSON file into `control/`; the server polls that folder every second,
 * writes the settings row itself and deletes the file. With DATABASE_URL none of this is used.
 */
const lockFile = (dataDir: string) => join(resolve(dataDir), 'platform.lock');
const controlDir = (dataDir: string) => join(resolve(dataDir), 'control');

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The pid of a live process (other than this one) holding the data folder, or null. */
export function folderOwner(dataDir: string): number | null {
  try {
    const pid = Number(JSON.parse(readFileSync(lockFile(dataDir), 'utf8')).pid);
    return Number.isInteger(pid) && pid !== process.pid && alive(pid) ? pid : null;
  } catch {
    return null;
  }
}

/** Takes the data folder for this process; throws if another live process has it. */
export function claimFolder(dataDir: string): () => void {
  const owner = folderOwner(dataDir);
  if (owner !== null) {
    throw new Error(`The platform database in ${resolve(dataDir)} is in use by process ${owner}. Stop it, or use another DATA_DIR.`);
  }
  mkdirSync(resolve(dataDir), { recursive: true });
  writeFileSync(lockFile(dataDir), JSON.stringify({ pid: process.pid, since: new Date().toISOString() }));
  return () => rmSync(lockFile(dataDir), { force: true });
}

/** CLI side: queues a settings change for the running server; returns the file's path. */
export function queueSetting(dataDir: string, key: string, value: unknown): string {
  mkdirSync(controlDir(dataDir), { recursive: true });
  const name = `${Date.now()}-${process.pid}.json`;
  const path = join(controlDir(dataDir), name);
  // Written under a temporary name and renamed, so the server never reads half a file.
  writeFileSync(`${path}.tmp`, JSON.stringify({ key, value }));
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
        if (answer !== null) writeFileSync(`${path}.out`, answer);
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
