import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The JavaScript that runs the site and its tooling (server.mjs, scripts/*.mjs) is type-checked
 * by `astro check` like the TypeScript: each file opts in with `// @ts-check` on its first line
 * and carries JSDoc types (docs/decisions/0012-guardrails.md).
 */
const root = join(import.meta.dirname, '..', '..');
const files = [
  'server.mjs',
  ...readdirSync(join(root, 'scripts'))
    .filter((name) => name.endsWith('.mjs'))
    .map((name) => `scripts/${name}`),
];

describe('// @ts-check', () => {
  it.each(files)('%s opts into type checking', (file) => {
    expect(readFileSync(join(root, file), 'utf8').split('\n')[0]).toBe('// @ts-check');
  });
});
