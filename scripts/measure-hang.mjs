// @ts-check
/**
 * `npx node scripts/measure-hang.mjs [checkout]`: how long pages take while the platform hangs,
 * side by side with a platform that answers (the embedded reference platform). Reports, asserts
 * nothing (docs/operations.md "When the platform hangs" quotes its figures).
 *
 * Starts a fake platform that accepts connections and never answers, runs the BUILT site of
 * `checkout` (default: this one; build it first) once with PLATFORM_URL pointing at it and once
 * against the reference platform, warms both, and times full page loads (until the last byte)
 * of / and /help, as a guest and with a session cookie, in two rounds:
 *   1. guest first: /, / again, /help, then the same with the cookie;
 *   2. after the site's failure memory has lapsed, the cookie first: /, / again, /help, then a guest.
 * The cookie's token is made up: the hanging platform never looks at it, and the reference
 * platform answers 401 (the page renders as a guest's), so the normal column is a yardstick only.
 * Ports: E2E_PORT_BASE (default 4480) + 1 (hanging platform), + 2 (site on it), + 3 (site on
 * the reference platform).
 */
import net from 'node:net';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { nodeBin, printTable, ROOT, waitForHealth } from './server-control.mjs';

const checkout = resolve(process.argv[2] ?? ROOT);
const base = Number(process.env.E2E_PORT_BASE || 4480);
const HANG_PORT = base + 1;
/** Longer than any failure memory the site has (3 s), so round 2 starts cold. */
const LAPSE_MS = 4_000;
const COOKIE = 'sid=measure-hang-made-up-token; username=measure';

/**
 * A platform that takes every connection and never says a word.
 * @param {number} port
 */
function hangingPlatform(port) {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  });
  return new Promise((res) =>
    server.listen(port, '127.0.0.1', () =>
      res({
        connections: () => sockets.size,
        close: () => {
          for (const s of sockets) s.destroy();
          server.close();
        },
      }),
    ),
  );
}

/**
 * @param {number} port
 * @param {Record<string, string | undefined>} env
 */
function startSite(port, env) {
  const child = spawn(nodeBin(), [join(checkout, 'server.mjs')], {
    cwd: checkout,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PATH: `${join(checkout, 'node_modules', '.bin')}:${process.env.PATH}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, url: `http://127.0.0.1:${port}` };
}

/**
 * Milliseconds until the whole page has arrived, and whether it says its platform data is missing.
 * @param {string} url
 * @param {string} [cookie]
 */
async function load(url, cookie) {
  const started = performance.now();
  const res = await fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });
  const html = await res.text();
  const ms = Math.round(performance.now() - started);
  // The home page's note that its platform data is missing: a page rendered with what it had.
  return { ms, status: res.status, kb: (html.length / 1024).toFixed(0), missing: /<p[^>]*class="notice-error/.test(html) ? 'yes' : 'no' };
}

const ROUNDS = [
  [
    ['guest', '/'],
    ['guest', '/ again'],
    ['guest', '/help'],
    ['cookie', '/'],
    ['cookie', '/ again'],
    ['cookie', '/help'],
  ],
  [
    ['cookie', '/'],
    ['cookie', '/ again'],
    ['cookie', '/help'],
    ['guest', '/'],
    ['guest', '/help'],
  ],
];

/** @param {{ url: string }} site */
async function measure(site) {
  const rows = [];
  for (const [i, round] of ROUNDS.entries()) {
    await sleep(LAPSE_MS);
    for (const [who, label] of round) {
      const path = (label ?? '').replace(' again', '');
      const page = await load(site.url + path, who === 'cookie' ? COOKIE : undefined);
      rows.push({ key: `${i + 1}. ${who} ${label}`, ...page });
    }
  }
  return rows;
}

const hang = await hangingPlatform(HANG_PORT);
const dataDir = mkdtempSync(join(tmpdir(), 'measure-hang-'));
const hanging = startSite(base + 2, { PLATFORM_URL: `http://127.0.0.1:${HANG_PORT}` });
const normal = startSite(base + 3, { DATA_DIR: dataDir });
try {
  await waitForHealth(normal.url, normal.child);
  // /healthz answers 503 while the platform hangs: wait for the server to listen instead.
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(`${hanging.url}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(100);
  }
  // Warm both servers (first renders load modules; the reference platform's first queries are
  // slow); measure() then waits for the failure memory to lapse before its first round.
  for (const site of [normal, hanging]) {
    await load(`${site.url}/`);
    await load(`${site.url}/help`);
  }
  const hangRows = await measure(hanging);
  const normalRows = await measure(normal);
  console.log(`\nPage loads (ms, whole body) of ${checkout}: platform hanging vs reference platform\n`);
  const cells = (/** @type {{ ms: number, status: number, kb: string, missing: string }} */ row) => [
    row.ms,
    `${row.status} ${row.kb} KB${row.missing === 'yes' ? ', data-missing note' : ''}`,
  ];
  printTable(
    ['request', 'hanging ms', 'page', 'normal ms', 'page'],
    hangRows.map((row, i) => [row.key, ...cells(row), ...(normalRows[i] ? cells(normalRows[i]) : ['', ''])]),
  );
} finally {
  hanging.child.kill();
  normal.child.kill();
  hang.close();
  rmSync(dataDir, { recursive: true, force: true });
}
