import { mkdtempSync, mkdirSync, renameSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildIsStale, recordBuild } from '../../scripts/source-fingerprint.mjs';

/** A project with a built server and two articles, all older than the build. */
let root: string;
const past = new Date('2026-01-01T00:00:00Z');
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
  utimesSync(join(root, path), past, past);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'fingerprint-'));
  write('src/content/help/en/faq.md', '# FAQ');
  write('src/content/help/en/deposits.md', '# Deposits');
  write('package.json', '{}');
  write('dist/server/entry.mjs', '');
  recordBuild(root);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('npm start: is the build stale?', () => {
  it('is fresh right after a build', () => {
    expect(buildIsStale(root)).toBe(false);
  });

  it('is stale when an article is deleted', () => {
    rmSync(join(root, 'src/content/help/en/faq.md'));
    expect(buildIsStale(root)).toBe(true);
  });

  it('is stale when an article is renamed (its time unchanged)', () => {
    renameSync(join(root, 'src/content/help/en/faq.md'), join(root, 'src/content/help/en/questions.md'));
    expect(buildIsStale(root)).toBe(true);
  });

  it('is stale when an article changes size with an old time (restored from a copy)', () => {
    write('src/content/help/en/faq.md', '# Frequently asked questions');
    expect(buildIsStale(root)).toBe(true);
  });

  it('is stale when there is no build', () => {
    rmSync(join(root, 'dist'), { recursive: true });
    expect(buildIsStale(root)).toBe(true);
  });
});
