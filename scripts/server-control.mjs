// @ts-check
/**
 * Shared plumbing for the run and benchmark scripts (start.mjs, bench.mjs, e2e-server.mjs):
 * which Node binary to use, running commands, rebuilding `dist/` when sources changed,
 * starting `server.mjs`, waiting for `/healthz`, and printing tables.
 * Astro 7 needs Node 24, which this project ships as the `node` npm package; the system Node
 * (20) cannot run the site, so children always get node_modules/.bin first on PATH.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { buildIsStale } from './source-fingerprint.mjs';
import { delimiter, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const LOCAL_BIN = join(ROOT, 'node_modules', '.bin');

/** The project's Node 24 when installed, else whatever runs this script. */
export function nodeBin() {
  const local = join(LOCAL_BIN, 'node');
  return existsSync(local) ? local : process.execPath;
}

/** A copy of `env` with node_modules/.bin first on PATH, so `npx` and bins use Node 24. */
function withLocalBin(env = process.env) {
  return { ...env, PATH: `${LOCAL_BIN}${delimiter}${env.PATH ?? ''}` };
}

/**
 * Runs a command in the repo root with inherited output.
 * @param {string} cmd
 * @param {readonly string[]} args
 * @param {{ env?: NodeJS.ProcessEnv }} [options]
 * @returns {Promise<number>} exit code (1 when it could not start or died of a signal)
 */
export function run(cmd, args, { env = process.env } = {}) {
  return new Promise((res) => {
    const child = spawn(cmd, args, {
      cwd: ROOT,
      env: withLocalBin(env),
      stdio: 'inherit',
    });
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`);
      res(1);
    });
    child.on('exit', (code) => res(code ?? 1));
  });
}

/** Runs `astro build` when the build is stale; exits the process if the build fails. */
export async function buildIfNeeded() {
  if (!buildIsStale(ROOT)) return;
  console.log('Building the site…');
  const code = await run('npx', ['astro', 'build']);
  if (code !== 0) {
    console.error(`astro build failed (exit ${code}).`);
    process.exit(code);
  }
}

/**
 * Polls `${baseUrl}/healthz` until it answers 200 `ok`.
 * Rejects when `child` exits first or after `timeoutMs`.
 * @param {string} baseUrl
 * @param {import('node:child_process').ChildProcess | undefined} child
 */
export async function waitForHealth(baseUrl, child, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  /** @type {string | number | null} */
  let exited = null;
  child?.once('exit', (/** @type {number | null} */ code, /** @type {NodeJS.Signals | null} */ signal) => {
    exited = signal ?? code;
  });
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (exited !== null) throw new Error(`server exited (${exited}) before /healthz answered`);
    try {
      const res = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(5_000) });
      const body = (await res.text()).trim();
      if (res.ok && body === 'ok') return;
      last = `${res.status} ${body.slice(0, 80)}`;
    } catch (err) {
      const e = /** @type {{ message?: string, cause?: { code?: string } }} */ (err);
      last = e.cause?.code ?? e.message ?? String(err);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${baseUrl}/healthz not ready after ${timeoutMs / 1000} s (last: ${last})`);
}

/**
 * Starts `node server.mjs` with Node 24.
 * @param {{ port: number|string, host?: string, env?: Record<string,string|undefined>, stdio?: any }} opts
 * @returns {{ child: import('node:child_process').ChildProcess, url: string }}
 */
export function startServer({ port, host = 'localhost', env = {}, stdio = 'inherit' }) {
  const child = spawn(nodeBin(), [join(ROOT, 'server.mjs')], {
    cwd: ROOT,
    env: withLocalBin({ ...process.env, ...env, PORT: String(port), HOST: host }),
    stdio,
  });
  const shownHost = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return { child, url: `http://${shownHost}:${port}` };
}

/**
 * Prints rows as an aligned text table (numbers right-aligned).
 * @param {string[]} headers
 * @param {unknown[][]} rows
 */
export function printTable(headers, rows) {
  const w = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const fmt = (/** @type {unknown[]} */ r) =>
    r
      .map((c, i) => (typeof c === 'number' || /^[\d.]+$/.test(String(c)) ? String(c).padStart(w[i] ?? 0) : String(c).padEnd(w[i] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log([fmt(headers), fmt(w.map((n) => '-'.repeat(n))), ...rows.map(fmt)].join('\n'));
}
