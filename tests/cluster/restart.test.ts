import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeBin, ROOT, startServer, waitForHealth } from '../../scripts/server-control.mjs';
import { encryptPayload } from '../../src/contract/crypto';
import { createReferencePlatform } from '../../platform/index';
import { createOrder } from '../../platform/deposits/orders';
import { TEST_SCRYPT_COST } from '../../platform/security/password';
import { freePort, startPostgres } from './postgres-server';

/**
 * Issue 34 items 2 and 6 on the built site with its embedded platform (docs/operations.md
 * "Restarts" and "The operator CLI"): a server killed with SIGKILL during a stream of money calls
 * serves again within seconds of a restart on the same data; so does one started after the CLI
 * ran on the data while it was down; and every CLI command works while the server runs.
 */

/** How long a restarted server may take to answer a platform call: a cold PGlite start on a busy machine. */
const SERVES_WITHIN_MS = 30_000;

const dataDir = mkdtempSync(join(tmpdir(), 'restart-'));
let port: number;
let site: string;
let server: ChildProcess | undefined;
let pendingDeposit: string;
let withdrawal: string;

const serverEnv = (extra: Record<string, string> = {}) => ({
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  PLATFORM_URL: '',
  SITE_URL: site,
  LOG_LEVEL: 'warn',
  PLATFORM_DEV_TOOLS: '',
  ...extra,
});

/** Starts the site; waits until it is healthy, or with `listening` only until it answers at all. */
const start = async (env: Record<string, string> = {}, { listening = false } = {}): Promise<void> => {
  const started = startServer({ port, host: '127.0.0.1', env: serverEnv(env), stdio: ['ignore', 'ignore', 'inherit'] });
  server = started.child;
  if (!listening) return waitForHealth(site, server, SERVES_WITHIN_MS);
  for (const deadline = Date.now() + SERVES_WITHIN_MS; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    const answered = await fetch(`${site}/healthz`).catch(() => null);
    if (answered) return;
  }
  throw new Error(`${site} did not answer`);
};

/**
 * The site under a parent that does not reap it (a supervisor, or PID 1 of a container, that
 * has not waited for it yet): once killed, its pid lives on as a zombie until that parent goes.
 * Answers the site's pid and a way to end the parent.
 */
async function startUnreaped(): Promise<{ pid: number; parent: ChildProcess }> {
  const parent = spawn('sh', ['-c', `"${nodeBin()}" "${join(ROOT, 'server.mjs')}" & echo $!; exec sleep 600`], {
    cwd: ROOT,
    env: { ...process.env, ...serverEnv(), PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const pid = await new Promise<number>((resolve) => parent.stdout!.once('data', (chunk: Buffer) => resolve(Number.parseInt(String(chunk), 10))));
  await waitForHealth(site, undefined, SERVES_WITHIN_MS);
  return { pid, parent };
}

const stop = async (signal: NodeJS.Signals): Promise<void> => {
  const child = server;
  server = undefined;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
};

/** A platform call through the site's proxy, as the browser's client sends it. */
async function ask(path: string, init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${site}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Origin: site,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    signal: AbortSignal.timeout(10_000),
  });
  const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  const text = await response.text();
  return { status: response.status, success: text.includes('"success":true'), cookie: sid?.split(';')[0] };
}

/** Milliseconds until `/wps/system/status` answers 200 with success; throws after {@link SERVES_WITHIN_MS}. */
async function servesAfter(since: number): Promise<number> {
  let last = 'no answer';
  while (Date.now() - since < SERVES_WITHIN_MS) {
    try {
      const answer = await ask('/wps/system/status');
      if (answer.status === 200 && answer.success) return Date.now() - since;
      last = String(answer.status);
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the restarted site did not serve a platform call within ${SERVES_WITHIN_MS / 1000} s (last: ${last})`);
}

/** `npm run platform -- …` as an operator runs it, in its own process; its exit code and output. */
function cli(...args: string[]): Promise<{ code: number; output: string }> {
  const bin = join(ROOT, 'node_modules', '.bin');
  return new Promise((resolve) => {
    execFile(
      join(bin, 'tsx'),
      [join(ROOT, 'platform', 'cli.ts'), ...args],
      { cwd: ROOT, env: { ...process.env, PATH: `${bin}${delimiter}${process.env['PATH']}`, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

beforeAll(async () => {
  port = await freePort();
  site = `http://127.0.0.1:${port}`;
  // The data the operator's commands act on: a pending bank deposit and a submitted withdrawal.
  const platform = await createReferencePlatform({ dataDir, scryptCost: TEST_SCRYPT_COST, env: {} });
  try {
    const db = platform.db;
    const [ben] = await db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'team_ben'");
    const order = await createOrder(db, BigInt(ben!.id), { channel: 'BANK', amountMinor: 100_000n, now: Date.now() });
    if (!order.ok) throw new Error(order.reason);
    pendingDeposit = order.order.reference;
    const [juan] = await db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'wd_juan'");
    const [account] = await db.query<{ id: number }>(
      "INSERT INTO withdrawal_accounts (member_id, bank_code, account_number, holder_name, created_at) VALUES ($1, 'BDO', '001234567890', 'JUAN DELA CRUZ', now()) RETURNING id",
      [juan!.id],
    );
    const { createWithdrawal } = await import('../../platform/withdrawal/withdrawals');
    withdrawal = await db.transaction((tx) => createWithdrawal(tx, { memberId: juan!.id, accountId: account!.id, amount: 50_000n, now: Date.now() }));
  } finally {
    await platform.close();
  }
}, 180_000);

afterAll(async () => {
  await stop('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

describe('a restart always recovers (issue 34 item 2)', () => {
  it('killed with SIGKILL during a stream of wallet transfers, the site restarted at once serves within seconds', async () => {
    const first = await startUnreaped();
    try {
      expect((await ask('/wps/system/status')).status).toBe(200);
      const modulus = await (await fetch(`${site}/wps/session/key/rsa`, { headers: { Origin: site } })).json();
      const { encryption, body } = encryptPayload({ username: 'demo_player', password: 'Player2026', type: 'username', loginFrom: 'member' }, modulus.value);
      const login = await ask('/wps/session/login', { method: 'POST', body, headers: { Encryption: encryption } });
      expect(login.success).toBe(true);
      const transfer = (from: string, to: string) =>
        ask('/wps/relay/GCS_walletTransfer', { method: 'POST', cookie: login.cookie!, body: { from, to, amount: 1, idempotencyKey: randomUUID() } }).catch(
          () => null,
        );
      expect((await transfer('MAIN', 'EVO'))?.success).toBe(true);

      // Four streams of transfers, back and forth, are in flight when the process is killed.
      let done = 0;
      const streams = Array.from({ length: 4 }, async (_, n) => {
        for (;;) {
          const answer = await transfer(n % 2 ? 'EVO' : 'MAIN', n % 2 ? 'MAIN' : 'EVO');
          if (!answer) return;
          done += 1;
        }
      });
      while (done < 20) await new Promise((resolve) => setTimeout(resolve, 20));
      process.kill(first.pid, 'SIGKILL');
      await Promise.all(streams);

      // Restarted at once, while the killed process's pid is still a zombie its parent has not reaped.
      const restarted = Date.now();
      await start();
      expect(await servesAfter(restarted)).toBeLessThan(SERVES_WITHIN_MS);
    } finally {
      first.parent.kill('SIGKILL');
    }
  }, 120_000);

  it('a site started while the CLI holds the data serves within seconds of the CLI finishing', async () => {
    await stop('SIGTERM');
    // What `npm run platform -- deposit confirm` does while the site is down: it opens the data itself.
    const operator = await createReferencePlatform({ dataDir, scryptCost: TEST_SCRYPT_COST, env: {} });
    let released = Date.now();
    try {
      await start({}, { listening: true });
      expect([502, 503]).toContain((await ask('/wps/system/status')).status);
    } finally {
      await operator.close();
      released = Date.now();
    }
    expect(await servesAfter(released)).toBeLessThan(SERVES_WITHIN_MS);
  }, 120_000);

  it('the CLI settles a deposit while the site is down; the site started after it serves within seconds', async () => {
    await stop('SIGTERM');
    const confirmed = await cli('deposit', 'confirm', pendingDeposit);
    expect(confirmed.output).toMatch(/confirmed: ₱1,000\.00 credited/);
    expect(confirmed.code).toBe(0);

    const restarted = Date.now();
    await start();
    expect(await servesAfter(restarted)).toBeLessThan(SERVES_WITHIN_MS);
  }, 120_000);
});

describe('the operator CLI works while the site runs (issue 34 item 6)', () => {
  it('moves a withdrawal on through the running site, without its dev tools', async () => {
    expect((await ask('/wps/system/status')).status).toBe(200);
    const approved = await cli('withdrawal', 'approve', withdrawal);
    expect(approved.output).toContain(`Withdrawal ${withdrawal} is approved.`);
    expect(approved.code).toBe(0);
    const paid = await cli('withdrawal', 'pay', withdrawal);
    expect(paid.output).toContain(`Withdrawal ${withdrawal} is paid.`);
    const again = await cli('withdrawal', 'pay', withdrawal);
    expect(again.output).toMatch(/is paid; pay needs approved/);
    expect(again.code).toBe(1);
  }, 120_000);

  it('answers the reading commands through the running site', async () => {
    const status = await cli('status');
    expect(status.code).toBe(0);
    expect(JSON.parse(status.output.slice(status.output.indexOf('{'), status.output.lastIndexOf('}') + 1))).toMatchObject({ maintenance: false });
    const feedback = await cli('feedback', 'list');
    expect(feedback.code).toBe(0);
    const outbox = await cli('outbox');
    expect(outbox.code).toBe(0);
    const limits = await cli('limits', 'show', 'demo_player');
    expect(limits.code).toBe(0);
  }, 120_000);
});

describe('a database that is unreachable at start (issue 34 item 2)', () => {
  it('the site started before its PostgreSQL server serves within seconds of the database coming up', async () => {
    await stop('SIGTERM');
    const databasePort = await freePort();
    const databaseUrl = `postgres://postgres@127.0.0.1:${databasePort}/postgres`;
    await start({ DATABASE_URL: databaseUrl }, { listening: true });
    expect([502, 503]).toContain((await ask('/wps/system/status')).status);
    const postgres = await startPostgres(databasePort);
    try {
      expect(await servesAfter(Date.now())).toBeLessThan(SERVES_WITHIN_MS);
    } finally {
      await stop('SIGTERM');
      postgres.stop();
    }
  }, 180_000);
});
