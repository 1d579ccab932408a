/// <reference types="vitest/config" />
import { getViteConfig } from 'astro/config';

/**
 * Unit and island tests. Files under src/ and platform/ sit beside the code they test;
 * island tests opt into jsdom with a `// @vitest-environment jsdom` first line.
 */
export default getViteConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'platform/**/*.test.ts', 'tests/unit/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
