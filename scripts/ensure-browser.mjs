// @ts-check
/**
 * Makes sure a Chromium exists for Playwright and Lighthouse before tests or benchmarks run.
 * Our machines cannot download Playwright's browsers (no internet beyond npm and Debian apt),
 * so: use one already present; else try `playwright install chromium` (time-boxed, works where
 * the internet allows); else, as root with apt-get, install the Debian `chromium` package.
 * Exits non-zero with a clear message when no browser can be had.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-chromium.mjs';

/**
 * Runs a command with inherited output; resolves to true on exit code 0.
 * @param {string} cmd @param {string[]} args @param {number} [timeoutMs]
 */
function run(cmd, args, timeoutMs) {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      detached: process.platform !== 'win32',
    });
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    if (timeoutMs) {
      timer = setTimeout(() => {
        console.log(`… gave up after ${Math.round(timeoutMs / 1000)} s`);
        try {
          process.kill(-(child.pid ?? 0), 'SIGKILL');
        } catch {
          child.kill('SIGKILL');
        }
      }, timeoutMs);
    }
    child.on('error', (err) => {
      clearTimeout(timer);
      console.log(`  ${err.message}`);
      resolve(false);
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
}

/** @param {string} path */
function report(path) {
  console.log(`Chromium: ${path}`);
  process.exit(0);
}

let found = findChromium();
if (found) report(found);

console.log("No Chromium found ($CHROME_PATH, /usr/bin/chromium, Playwright's own).");
console.log("Trying Playwright's download (60 s at most)…");
// npx resolves to this project's playwright; npm put node_modules/.bin (Node 24) first on PATH.
await run('npx', ['--no-install', 'playwright', 'install', 'chromium'], 60_000);
found = findChromium();
if (found) report(found);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (isRoot && hasApt) {
  console.log("Playwright's download did not work; installing the Debian package `chromium`…");
  if (await run('apt-get', ['update'], 300_000)) {
    await run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], 600_000);
  }
  found = findChromium();
  if (found) report(found);
} else {
  console.log(`Not trying apt-get (${isRoot ? 'no apt-get on this machine' : 'not running as root'}).`);
}

console.error(
  '\nNo Chromium available. Install one and run again, for example:\n' +
    '  sudo apt-get install -y chromium        (Debian/Ubuntu)\n' +
    '  npx playwright install chromium         (where downloads are allowed)\n' +
    'or point CHROME_PATH at an existing Chrome/Chromium binary.',
);
process.exit(1);
