// @ts-check
/**
 * The steps of `npm test` (scripts/test.mjs), in order; the run stops at the first failure.
 * Lint first (seconds, and the commonest slip); the JavaScript ceilings and the two-instance
 * test (two built site instances on a real PostgreSQL server, tests/cluster/) need the build, so
 * they come after it; the ceilings also log a player in through the browser (a member page), so
 * the browser is made sure of before them.
 * @type {readonly { name: string, cmd: string, args: string[] }[]}
 */
export const STEPS = [
  { name: 'lint', cmd: 'npx', args: ['biome', 'check'] },
  { name: 'astro check', cmd: 'npx', args: ['astro', 'check'] },
  { name: 'vitest run', cmd: 'npx', args: ['vitest', 'run'] },
  { name: 'astro build', cmd: 'npx', args: ['astro', 'build'] },
  { name: 'two instances', cmd: 'npx', args: ['vitest', 'run', '--config', 'vitest.cluster.config.ts'] },
  { name: 'ensure browser', cmd: 'npx', args: ['node', 'scripts/ensure-browser.mjs'] },
  { name: 'js ceilings', cmd: 'npx', args: ['tsx', 'scripts/js-budget.ts'] },
  { name: 'seo audit', cmd: 'npx', args: ['tsx', 'scripts/audit-seo.ts'] },
  { name: 'playwright test', cmd: 'npx', args: ['playwright', 'test'] },
];
