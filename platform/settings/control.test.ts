import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../db/index';
import { applyQueued, claimFolder, folderOwner, queueSetting } from './control';
import { readSwitches } from './switches';

const folders: string[] = [];
const tempFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-control-'));
  folders.push(folder);
  return folder;
};
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** Records the parameters of every query, in place of a database. */
const recorder = () => {
  const calls: unknown[][] = [];
  const db: Queryable = {
    query: async <T>(_sql: string, params: readonly unknown[] = []) => {
      calls.push([...params]);
      return [] as T[];
    },
    exec: async () => undefined,
  };
  return { db, calls };
};

describe('the data folder lock', () => {
  it('is taken and released by this process; a stale lock is ignored', () => {
    const folder = tempFolder();
    const release = claimFolder(folder);
    // The CLI run inside the process holding the folder hands its commands over too.
    expect(folderOwner(folder)).toBe(process.pid);
    expect(() => claimFolder(folder)).toThrow(/in use by process/);
    release();
    expect(folderOwner(folder)).toBeNull();
    writeFileSync(join(folder, 'platform.lock'), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    expect(folderOwner(folder)).toBeNull();
  });

  it('refuses a folder held by another live process', () => {
    const folder = tempFolder();
    writeFileSync(join(folder, 'platform.lock'), JSON.stringify({ pid: process.ppid }));
    expect(folderOwner(folder)).toBe(process.ppid);
    expect(() => claimFolder(folder)).toThrow(/in use by process/);
  });
});

describe('queued settings changes', () => {
  it('are applied in order by the server and removed', async () => {
    const folder = tempFolder();
    queueSetting(folder, 'switch.maintenance', { enabled: true, until: null });
    await new Promise((resolve) => setTimeout(resolve, 5));
    queueSetting(folder, 'switch.regionRestriction', { enabled: true });
    const { db, calls } = recorder();
    expect(await applyQueued(folder, db)).toBe(2);
    expect(calls.map((params) => params[0])).toEqual(['switch.maintenance', 'switch.regionRestriction']);
    expect(readdirSync(join(folder, 'control'))).toEqual([]);
  });

  it('ignore keys that are not switches', async () => {
    const folder = tempFolder();
    queueSetting(folder, 'register', {});
    const { db, calls } = recorder();
    expect(await applyQueued(folder, db)).toBe(1);
    expect(calls).toEqual([]);
  });
});

describe('switches', () => {
  it('combine environment and settings; the environment only switches on', () => {
    const stored = { 'switch.maintenance': { enabled: false, until: null }, 'switch.regionRestriction': { enabled: true } };
    expect(readSwitches(stored, {})).toEqual({ maintenance: false, maintenanceEnd: null, regionRestriction: true, loginCaptcha: 'risk' });
    expect(readSwitches(stored, { PLATFORM_MAINTENANCE: 'on' }).maintenance).toBe(true);
    expect(readSwitches({}, { PLATFORM_MAINTENANCE: 'not a date' }).maintenance).toBe(false);
    expect(readSwitches({}, { PLATFORM_REGION_RESTRICTED: '0' }).regionRestriction).toBe(false);
    expect(readSwitches({ 'switch.loginCaptcha': 'always' }, {}).loginCaptcha).toBe('always');
  });
});
