import { defineConfig } from 'vitest/config';

/**
 * The two-instance test (tests/cluster/): two built site instances on one real PostgreSQL
 * server behind a round-robin balancer. It needs `dist/` and a PostgreSQL server, so `npm test`
 * runs it after the build (scripts/test-steps.mjs), apart from the unit tests.
 */
export default defineConfig({
  test: {
    include: ['tests/cluster/**/*.test.ts'],
    // One file at a time: each starts its own servers on ports it found free (postgres-server.ts
    // freePort), which a file starting beside it could take between the check and the listen.
    fileParallelism: false,
    environment: 'node',
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
