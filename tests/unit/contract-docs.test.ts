import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_DOCS, generatedDocs } from '../../src/contract/docs/index';
import { IMPLEMENTED_CALLS } from '../../platform/handlers/implemented';

const read = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};

describe('the generated contract docs', () => {
  const expected = generatedDocs(read(CONTRACT_DOCS.platformApi), IMPLEMENTED_CALLS);
  for (const path of Object.values(CONTRACT_DOCS)) {
    it(`${path} is what the declarations say (else run \`npm run contract:docs\`)`, () => {
      expect(read(path) === expected[path], `${path} is stale: run \`npm run contract:docs\` and commit it`).toBe(true);
    });
  }
});
