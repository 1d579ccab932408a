import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allCalls } from '../src/contract/calls/index';
import { HANDLERS } from './handlers/index';

const doc = readFileSync(new URL('../docs/platform-api.md', import.meta.url), 'utf8');
const row = (method: string, path: string) => doc.split('\n').find((line) => line.startsWith(`| ${method} | \`${path}\` |`));

describe('docs/platform-api.md', () => {
  it('lists every call of the contract, marking the ones the reference platform answers', () => {
    const implemented = new Set(HANDLERS.map((handler) => handler.call));
    for (const call of allCalls) {
      const line = row(call.method, call.path);
      expect(line, `${call.method} ${call.path}`).toBeDefined();
      expect(line?.trimEnd().endsWith(' |'), `${call.path} row is complete`).toBe(true);
      expect(line?.includes('✔'), `${call.method} ${call.path} implemented mark`).toBe(implemented.has(call));
      expect(line?.includes(call.auth ? '| token |' : '| — |'), `${call.path} auth`).toBe(true);
    }
  });
});
