/**
 * `npm run contract:docs`: writes docs/platform-api.md's call tables (between their markers) and
 * docs/openapi.json from the contract's declarations (src/contract/docs.ts). The test
 * tests/unit/contract-docs.test.ts fails when either file differs from what this writes.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { CONTRACT_DOCS, generatedDocs } from '../src/contract/docs/index';
import { IMPLEMENTED_CALLS } from '../platform/handlers/implemented';

const files = generatedDocs(readFileSync(CONTRACT_DOCS.platformApi, 'utf8'), IMPLEMENTED_CALLS);
for (const [path, text] of Object.entries(files)) {
  const before = (() => {
    try {
      return readFileSync(path, 'utf8');
    } catch {
      return '';
    }
  })();
  if (before !== text) writeFileSync(path, text);
  console.log(`${before === text ? 'unchanged' : 'wrote'} ${path}`);
}
