// @ts-check
/**
 * Measures what large request bodies cost the server (docs/operations.md, "Request size"):
 * starts the built site, samples its resident memory (RSS), fires 20 concurrent chunked
 * POSTs of 50 MB to /wps/session/login, and reports RSS before, at its peak and after,
 * with the answers' statuses and the time the clients spent.
 *
 *   npm run build && node scripts/measure-body-cap.mjs [--server server.mjs] [--port 4499]
 *
 * `--server` runs another entry file from the repository root (e.g. a copy of server.mjs from
 * before the cap) against the same build, for comparison. Linux only (reads /proc).
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT, nodeBin, waitForHealth } from './server-control.mjs';

const { values } = parseArgs({
  options: {
    server: { type: 'string', default: 'server.mjs' },
    port: { type: 'string', default: '4499' },
    clients: { type: 'string', default: '20' },
    mb: { type: 'string', default: '50' },
  },
});
const port = Number(values.port);
const clients = Number(values.clients);
const bodyBytes = Number(values.mb) * 1024 * 1024;
const dataDir = join(ROOT, `.data-measure-${port}`);
const origin = `http://localhost:${port}`;

/**
 * The server's resident memory in kB, from /proc/<pid>/status.
 * @param {number | undefined} pid
 */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return { rss: Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) };
}
const mb = (/** @type {number} */ kb) => `${(kb / 1024).toFixed(1)} MB`;

/** One chunked POST of `bodyBytes` in 64 KB chunks, ending early once the server has answered. */
function bigPost() {
  return new Promise((resolve) => {
    let sent = 0;
    let status = 0;
    const chunk = Buffer.alloc(64 * 1024, 0x61);
    const request = http.request(
      { host: 'localhost', port, path: '/wps/session/login', method: 'POST', headers: { 'Content-Type': 'application/json', Origin: origin } },
      (response) => {
        status = response.statusCode ?? 0;
        response.resume();
        response.on('end', () => resolve({ status, sent }));
      },
    );
    request.on('error', (error) => resolve({ status: status || /** @type {NodeJS.ErrnoException} */ (error).code, sent }));
    const write = () => {
      while (sent < bodyBytes && !status && !request.destroyed) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', write);
      }
      if (!request.destroyed) request.end();
    };
    write();
  });
}

rmSync(dataDir, { recursive: true, force: true });
const child = spawn(nodeBin(), [join(ROOT, values.server)], {
  cwd: ROOT,
  env: { ...process.env, PORT: String(port), HOST: 'localhost', DATA_DIR: dataDir, SITE_URL: origin },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(origin, child);
  // Let start-up settle (seeding, first renders) so "before" is the idle figure.
  for (let i = 0; i < 3; i += 1) await fetch(`${origin}/healthz`).then((r) => r.text());
  await new Promise((r) => setTimeout(r, 2_000));
  const before = memory(child.pid);
  let sampledPeak = before.rss;
  const sampler = setInterval(() => (sampledPeak = Math.max(sampledPeak, memory(child.pid).rss)), 50);
  const started = performance.now();
  const answers = await Promise.all(Array.from({ length: clients }, bigPost));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  await new Promise((r) => setTimeout(r, 2_000));
  const after = memory(child.pid);
  const statuses = Object.entries(answers.reduce((count, { status }) => ({ ...count, [status]: (count[status] ?? 0) + 1 }), {}))
    .map(([status, n]) => `${n}× ${status}`)
    .join(', ');
  const sentMb = answers.reduce((sum, { sent }) => sum + sent, 0) / 1024 / 1024;
  console.log(`${values.server}: ${clients} concurrent chunked POSTs of ${values.mb} MB to /wps/session/login`);
  console.log(`  answers: ${statuses}; clients wrote ${sentMb.toFixed(1)} MB in total in ${seconds.toFixed(1)} s`);
  console.log(`  server RSS: before ${mb(before.rss)}, peak during the load ${mb(sampledPeak)} (sampled every 50 ms), after ${mb(after.rss)}`);
} finally {
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
  rmSync(dataDir, { recursive: true, force: true });
}
