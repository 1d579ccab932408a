// @ts-check
/**
 * `npm test`: everything a newcomer needs to trust the site, in order, stopping at the first
 * failure (./test-steps.mjs): lint and format check, type check, unit and island tests, build,
 * JavaScript ceilings per page class (scripts/js-budget.ts), SEO audit of the built site (a
 * crawl: scripts/audit-seo.ts), browser check, end-to-end tests.
 * Each step runs through npx so it gets the project's Node 24. The last line is
 * `N passed, M failed` (counting steps), which CI logs and humans can both read.
 */
import { performance } from 'node:perf_hooks';
import { run } from './server-control.mjs';
import { STEPS } from './test-steps.mjs';

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
/** @type {{ name: string, ok: boolean, ms: number }[]} */
const results = [];

for (const step of STEPS) {
  console.log(`\n━━━ ${step.name} ━━━  (${step.cmd} ${step.args.join(' ')})\n`);
  const started = performance.now();
  const code = await run(step.cmd, step.args);
  const ms = performance.now() - started;
  results.push({ name: step.name, ok: code === 0, ms });
  console.log(`\n─── ${step.name}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds(ms)}`);
  if (code !== 0) break;
}

const passed = results.filter((r) => r.ok).length;
const failed = results.length - passed;
console.log('\nSummary');
for (const step of STEPS) {
  const r = results.find((x) => x.name === step.name);
  const status = r ? (r.ok ? 'passed ' : 'FAILED ') : 'skipped';
  console.log(`  ${status}  ${step.name.padEnd(16)} ${r ? seconds(r.ms) : ''}`.trimEnd());
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
