/**
 * `npm run bench:instances`: what a second instance buys (issue 18 item 5, docs/operations.md
 * "Several instances"), reported, never asserted. A throw-away PostgreSQL server
 * (tests/cluster/postgres-server.ts), then the built site behind the same round-robin balancer
 * the two-instance test uses: first one instance, then two, each measured with autocannon on
 * pages rendered for every request (the guest page cache off, PAGE_CACHE_SECONDS=0, so the
 * figure is the rendering's, not the cache's) and on a platform call through the proxy.
 * On a machine with fewer cores than instances the second instance can only share them.
 */
import type { ChildProcess } from 'node:child_process';
import { availableParallelism } from 'node:os';
import autocannon from 'autocannon';
import { startServer, waitForHealth } from '../scripts/server-control.mjs';
import { freePort, startPostgres } from '../tests/cluster/postgres-server';
import { startRoundRobin } from '../tests/cluster/round-robin';

const PATHS = ['/en/', '/en/help/responsible-gaming', '/wps/system/status'];
const SECONDS = 8;

async function measure(base: string, path: string): Promise<number> {
  const headers = { 'accept-encoding': 'br, gzip' };
  await autocannon({ url: base + path, connections: 32, duration: 1, headers });
  const result = await autocannon({ url: base + path, connections: 32, duration: SECONDS, headers });
  return Math.round(result.requests.average);
}

const postgres = await startPostgres();
const instances: ChildProcess[] = [];
const rows: { path: string; one: number; two: number }[] = PATHS.map((path) => ({ path, one: 0, two: 0 }));
try {
  const ports = [await freePort(), await freePort()];
  const one = await startRoundRobin([`http://127.0.0.1:${ports[0]}`]);
  const two = await startRoundRobin(ports.map((port) => `http://127.0.0.1:${port}`));
  for (const port of ports) {
    const env = { DATABASE_URL: postgres.url, SITE_URL: two.url, PLATFORM_URL: '', LOG_LEVEL: 'warn', PAGE_CACHE_SECONDS: '0' };
    const { child, url } = startServer({ port, host: '127.0.0.1', env, stdio: ['ignore', 'ignore', 'inherit'] });
    instances.push(child);
    await waitForHealth(url, child);
  }
  for (const row of rows) row.one = await measure(one.url, row.path);
  for (const row of rows) row.two = await measure(two.url, row.path);
  await one.close();
  await two.close();
} finally {
  // The instances go first, so none sees its database vanish under it.
  await Promise.all(
    instances.map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done).kill('SIGTERM')) : null)),
  );
  postgres.stop();
}

console.log(`\nInstances on one PostgreSQL server (${availableParallelism()} cores), autocannon 32 connections, ${SECONDS} s, requests per second:`);
console.log(['Path'.padEnd(32), 'one'.padStart(7), 'two'.padStart(7), 'two / one'.padStart(10)].join(' '));
for (const { path, one, two } of rows) console.log([path.padEnd(32), String(one).padStart(7), String(two).padStart(7), (two / one).toFixed(2).padStart(10)].join(' '));
