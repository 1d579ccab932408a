import { defineConfig } from 'vitest/config';

/**
 * The two-instance test (tests/cluster/): two built site instances on one real PostgreSQL
 * server behind a round-robin balancer. It needs `dist/` and a PostgreSQL server, so `npm test`
 * runs it after the build (scripts/test-steps.mjs), apart from the unit tests.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
