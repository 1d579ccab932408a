/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/** Island tests: React components, rendered into jsdom with the DOM matchers. */
const ISLAND_TESTS = ['src/**/*.test.tsx', 'src/islands/**/*.test.ts'];

/**
 * Unit and island tests, as two vitest projects (docs/decisions/0012-guardrails.md): library
 * tests (src/lib, platform, scripts' helpers in tests/unit) run in Node and load no DOM;
 * island tests run in jsdom with the DOM matchers. Files under src/ and platform/ sit beside
 * the code they test; a library test that needs a DOM (a small browser helper) still opts into
 * jsdom with a `// @vitest-environment jsdom` first line.
 */
export default getViteConfig({
  test: {
    testTimeout: 20_000,
    // A test platform seeds its demo history on start: ~10 s alone, more on 2 busy cores.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'lib',
          include: ['src/**/*.test.ts', 'platform/**/*.test.ts', 'tests/unit/**/*.test.ts'],
          exclude: ISLAND_TESTS,
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'islands',
          include: ISLAND_TESTS,
          environment: 'jsdom',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
    ],
  },
});
