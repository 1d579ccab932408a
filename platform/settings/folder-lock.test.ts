import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nodeBin } from '../../scripts/server-control.mjs';
import { holderAlive, liveHolder, LockHeld, processStat, takeLock } from './folder-lock';

const folders: string[] = [];
const lockIn = () => {
  const folder = mkdtempSync(join(tmpdir(), 'folder-lock-'));
  folders.push(folder);
  return join(folder, 'platform.lock');
};
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A lock as another process would have written it. */
const writeHolder = (path: string, pid: number, started: string | null) =>
  writeFileSync(path, JSON.stringify({ pid, started, token: `t${pid}${started}`, since: new Date().toISOString() }));

const parentStart = processStat(process.ppid)?.started ?? null;

describe('the folder lock', () => {
  it('is taken when free and released only by its holder, leaving nothing behind', () => {
    const path = lockIn();
    const release = takeLock(path);
    expect(liveHolder(path)?.pid).toBe(process.pid);
    expect(() => takeLock(path)).toThrow(LockHeld); // a second platform in this very process too
    release();
    expect(readdirSync(join(path, '..'))).toEqual([]);
  });

  it('refuses a lock a live process holds', () => {
    const path = lockIn();
    writeHolder(path, process.ppid, parentStart);
    expect(() => takeLock(path)).toThrow(`held by process ${process.ppid}`);
  });

  it('takes over the lock of a process that is gone', () => {
    const path = lockIn();
    writeHolder(path, 2 ** 22 + 12345, '1');
    const release = takeLock(path);
    expect(JSON.parse(readFileSync(path, 'utf8')).pid).toBe(process.pid);
    release();
  });

  it('takes over the lock of a pid now given to another process (its start time differs)', () => {
    const path = lockIn();
    writeHolder(path, process.ppid, `${parentStart}0`);
    expect(holderAlive({ pid: process.ppid, started: `${parentStart}0` })).toBe(false);
    takeLock(path)();
  });

  it('takes over the lock of a killed process whose pid is still a zombie', async () => {
    const path = lockIn();
    // The child exits a moment after its shell has exec'd into `sleep 30`, which never reaps it.
    // (A child that exited at once could be reaped by the shell before the exec: no zombie.)
    const parent = spawn('sh', ['-c', 'sleep 0.3 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    try {
      const pid = await new Promise<number>((resolve) => parent.stdout.once('data', (chunk: Buffer) => resolve(Number.parseInt(String(chunk), 10))));
      await vi.waitFor(() => expect(processStat(pid)?.state).toBe('Z'), { timeout: 5_000, interval: 10 });
      writeHolder(path, pid, processStat(pid)!.started);
      expect(() => process.kill(pid, 0)).not.toThrow(); // the pid "lives": the old check trusted it
      takeLock(path)();
    } finally {
      parent.kill('SIGKILL');
    }
  });

  it('lets exactly one of several processes take over a stale lock at once', async () => {
    const path = lockIn();
    writeHolder(path, 2 ** 22 + 12345, '1');
    const module = new URL('./folder-lock.ts', import.meta.url).pathname;
    // All start at one instant (a busy wait for a shared moment), and each dawdles 300 ms between
    // finding the lock stale and taking it over, so every one of them has seen it stale.
    const at = Date.now() + 2_000;
    const script = `import { takeLock } from ${JSON.stringify(module)};
      while (Date.now() < ${at});
      const onStale = () => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
      try { takeLock(${JSON.stringify(path)}, { onStale }); console.log('won'); setTimeout(() => {}, 1500); } catch (e) { console.log(e.constructor.name); }`;
    const contenders = Array.from(
      { length: 6 },
      () =>
        new Promise<string>((resolve, reject) =>
          execFile(nodeBin(), ['--input-type=module', '-e', script], { timeout: 30_000 }, (error, stdout) => (error ? reject(error) : resolve(stdout.trim()))),
        ),
    );
    const outcomes = await Promise.all(contenders);
    expect(outcomes.filter((outcome) => outcome === 'won')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome !== 'won')).toEqual(Array(5).fill('LockHeld'));
  }, 60_000);
});
