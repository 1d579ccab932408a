import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, waitForHealth } from '../../scripts/server-control.mjs';
import { encryptPayload } from '../../src/contract/crypto';
import { minorFromWire } from '../../src/contract/money';
import { type PostgresServer, freePort, startPostgres } from './postgres-server';
import { createReferencePlatform } from '../../platform/index';
import { PROMOTIONS } from '../../platform/seed/promotions';
import { settleOrder } from '../../platform/deposits/orders';
import { changePlayerLimit, inForce, readLimits } from '../../platform/safety/store';
import { hashPassword } from '../../platform/security/password';
import { MAX_PAYMENT_PASSWORD_FAILURES } from '../../platform/withdrawal/payment-password';
import { type RoundRobin, startRoundRobin } from './round-robin';

/**
 * Two site instances, each with its embedded reference platform, on one real PostgreSQL server,
 * behind a round-robin balancer without session affinity (docs/operations.md "Several
 * instances"). What must be shared between instances (the schema and seed, sessions, the RSA key
 * of encrypted calls, idempotency keys, rate limits, the ledger) lives in PostgreSQL; these tests
 * fail if any of it lived in one process's memory. Runs on the built site (`npm test` runs it
 * after the build).
 */

let postgres: PostgresServer;
let balancer: RoundRobin;
let database: pg.Client;
const instances: { url: string; child: ChildProcess }[] = [];

beforeAll(async () => {
  postgres = await startPostgres();
  const ports = [await freePort(), await freePort()];
  balancer = await startRoundRobin(ports.map((port) => `http://127.0.0.1:${port}`));
  for (const port of ports) {
    const env = { DATABASE_URL: postgres.url, SITE_URL: balancer.url, PLATFORM_URL: '', LOG_LEVEL: 'warn', PLATFORM_VALIDATE_RESPONSES: '1' };
    const { child, url } = startServer({ port, host: '127.0.0.1', env, stdio: ['ignore', 'ignore', 'inherit'] });
    instances.push({ child, url });
  }
  await Promise.all(instances.map(({ url, child }) => waitForHealth(url, child)));
  database = new pg.Client(postgres.url);
}, 180_000);

afterAll(async () => {
  await database?.end().catch(() => {});
  for (const { child } of instances) child.kill('SIGTERM');
  await Promise.all(instances.map(({ child }) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null)));
  await balancer?.close();
  postgres?.stop();
}, 60_000);

interface Answer {
  status: number;
  body: { success: boolean; value?: unknown; errorCode?: string | null };
  cookie: string | null;
}

/** A request as the browser's client sends it: JSON, the site's Origin, the session cookie. */
async function ask(
  base: string,
  path: string,
  init: { method?: string; body?: unknown; cookie?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Origin: balancer.url,
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.cookie ? { Cookie: init.cookie } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
    redirect: 'manual',
  });
  const sid = response.headers.getSetCookie().find((line) => line.startsWith('sid='));
  return { status: response.status, body: (await response.json()) as Answer['body'], cookie: sid ? sid.split(';')[0]! : null };
}

/** An encrypted login (docs/platform-api.md "Wire protocol"): the key from one request, the login in the next. */
async function logIn(base: string, username: string, password: string): Promise<Answer> {
  const modulus = (await ask(base, '/wps/session/key/rsa')).body.value as string;
  const { encryption, body } = encryptPayload({ username, password, type: 'username', loginFrom: 'member' }, modulus);
  return ask(base, '/wps/session/login', { method: 'POST', body, headers: { Encryption: encryption } });
}

describe('two instances on one PostgreSQL server', () => {
  it('start at once on an empty database: one migrates and seeds, the other finds it done', async () => {
    // The first platform call of each instance opens its platform: both at the same moment.
    const answers = await Promise.all(instances.map(({ url }) => ask(url, '/wps/system/status')));
    expect(answers.map((answer) => answer.body.success)).toEqual([true, true]);
    await database.connect();
    const accounts = await database.query("SELECT count(*)::int AS n FROM members WHERE account = 'demo_player'");
    expect(accounts.rows[0].n).toBe(1);
    const migrations = await database.query('SELECT count(*)::int AS n, count(DISTINCT version)::int AS distinct_n FROM schema_migrations');
    expect(migrations.rows[0].n).toBe(migrations.rows[0].distinct_n);
  });

  it('open one new database at once from two platforms: it is migrated and seeded once', async () => {
    await database.query('CREATE DATABASE opened_twice');
    const url = postgres.url.replace(/\/postgres$/, '/opened_twice');
    const platforms = await Promise.all([createReferencePlatform({ databaseUrl: url }), createReferencePlatform({ databaseUrl: url })]);
    await Promise.all(platforms.map((platform) => platform.close()));
    const other = new pg.Client(url);
    await other.connect();
    try {
      // Promotions have no natural key: a second seed would have inserted them all again.
      expect((await other.query('SELECT count(*)::int AS n FROM promotions')).rows[0].n).toBe(PROMOTIONS.length);
    } finally {
      await other.end();
    }
  });

  it('honour a session opened on the other instance, and end it on both', async () => {
    const [first, second] = instances.map(({ url }) => url) as [string, string];
    // The RSA key is fetched from one instance and the login sent to the other.
    const modulus = (await ask(first, '/wps/session/key/rsa')).body.value as string;
    const { encryption, body } = encryptPayload({ username: 'team_ana', password: 'TeamAna2026', type: 'username', loginFrom: 'member' }, modulus);
    const login = await ask(second, '/wps/session/login', { method: 'POST', body, headers: { Encryption: encryption } });
    expect(login.body.success).toBe(true);
    expect((await ask(first, '/wps/member/info', { cookie: login.cookie })).body.value).toMatchObject({ account: 'team_ana' });
    // Logged out through the balancer, which sends it to either instance: the session ends on both.
    await ask(balancer.url, '/wps/session/logout', { method: 'DELETE', cookie: login.cookie });
    for (const url of [first, second]) expect((await ask(url, '/wps/member/info', { cookie: login.cookie })).status).toBe(401);
  });

  it('apply a money-moving request once, when the same key reaches both instances at once', async () => {
    const login = await logIn(balancer.url, 'demo_player', 'Player2026');
    expect(login.body.success).toBe(true);
    const raffle = await database.query('SELECT id FROM promotions WHERE is_raffle AND starts_at <= now() AND ends_at > now() ORDER BY id LIMIT 1');
    const id = raffle.rows[0].id as number;
    const before = await ledgerTotal('demo_player');
    const claim = { id, idempotencyKey: randomUUID() };
    const answers = await Promise.all(
      instances.map(({ url }) => ask(`${url}`, '/wps/promotion/raffle/claim', { method: 'POST', body: claim, cookie: login.cookie })),
    );
    expect(answers.map((answer) => answer.body.success)).toEqual([true, true]);
    expect(answers[1]!.body.value).toEqual(answers[0]!.body.value);
    const entries = await database.query(
      "SELECT count(*)::int AS n FROM ledger_entries e JOIN members m ON m.id = e.member_id WHERE m.account = 'demo_player' AND e.reference = $1",
      [`raffle:${id}`],
    );
    expect(entries.rows[0].n).toBe(1);
    // Both instances answer the balance the ledger sums to.
    const after = await ledgerTotal('demo_player');
    const claimed = answers[0]!.body.value as { balance: number; currency: string };
    expect(after).toBeGreaterThan(before);
    expect(BigInt(minorFromWire(claimed.balance, claimed.currency))).toBe(after);
    for (const { url } of instances) {
      const balance = (await ask(url, '/wps/v2/wallets/balance', { cookie: login.cookie })).body.value as { sumBalance: number; currency: string };
      expect(BigInt(minorFromWire(balance.sumBalance, balance.currency))).toBe(after);
    }
  });

  it("grant one first-deposit-only bonus when two of a member's orders are paid at once", async () => {
    // Connections of a real server settle at once (PGlite has one, so only this run can race them).
    const platform = await createReferencePlatform({ databaseUrl: postgres.url });
    try {
      const [channel] = (await database.query('SELECT code FROM deposit_channels ORDER BY code LIMIT 1')).rows as { code: string }[];
      const promotions: number[] = [];
      for (let offer = 0; offer < 2; offer++) {
        const promotion = (
          await database.query(
            "INSERT INTO promotions (category, starts_at, ends_at, color_from, color_to) VALUES ('welcome', now() - interval '1 day', now() + interval '1 hour', '#000000', '#ffffff') RETURNING id",
          )
        ).rows[0].id as number;
        await database.query(
          "INSERT INTO deposit_bonus_rules (promotion_id, percent_bps, max_bonus_minor, min_deposit_minor, turnover_multiple, grant_period, first_deposit_only) VALUES ($1, 10000, 100000, 100, 1, 'once', true)",
          [promotion],
        );
        promotions.push(promotion);
      }
      // Four members, each with two pending orders joining the two offers; all eight paid at once.
      const accounts: string[] = [];
      const references: string[] = [];
      for (let index = 0; index < 4; index++) {
        const account = `race${randomUUID().slice(0, 8)}`;
        const member = (await database.query("INSERT INTO members (account, account_key, password_hash, type) VALUES ($1, $1, 'x', 0) RETURNING id", [account]))
          .rows[0].id as string;
        for (const [offer, promotion] of promotions.entries()) {
          const reference = `DPRACE${account}${offer}`;
          await database.query(
            `INSERT INTO deposit_orders (reference, member_id, channel_code, amount_minor, fee_minor, pay_token, created_at, expires_at, promotion_id, bonus_minor, bonus_status)
             VALUES ($1, $2, $3, 50000, 0, $4, now(), now() + interval '30 minutes', $5, 50000, 'PENDING')`,
            [reference, member, channel!.code, randomUUID(), promotion],
          );
          references.push(reference);
        }
        accounts.push(account);
      }
      const settled = await Promise.all(references.map((reference) => settleOrder(platform.db, reference, 'PAID', Date.now())));
      expect(settled.every((outcome) => outcome.ok)).toBe(true);
      for (const account of accounts) {
        const grants = await database.query('SELECT count(*)::int AS n FROM deposit_bonus_grants g JOIN members m ON m.id = g.member_id WHERE m.account = $1', [
          account,
        ]);
        expect(grants.rows[0].n, account).toBe(1);
        expect(await ledgerTotal(account)).toBe(150_000n); // two deposits and one bonus
      }
    } finally {
      await platform.close();
    }
  });

  it('let two lowered limits at once end at the lower, never the higher without its cooling-off', async () => {
    const platform = await createReferencePlatform({ databaseUrl: postgres.url });
    try {
      const account = `limits${randomUUID().slice(0, 8)}`;
      const member = BigInt(
        (await database.query("INSERT INTO members (account, account_key, password_hash, type) VALUES ($1, $1, 'x', 0) RETURNING id", [account])).rows[0].id,
      );
      const change = (kind: 'deposit' | 'loss' | 'wager', period: 'day' | 'week' | 'month', amount: bigint) =>
        platform.db.transaction((tx) => changePlayerLimit(tx, member, { kind, period, amount, now: Date.now() }));
      for (const kind of ['deposit', 'loss', 'wager'] as const) {
        for (const period of ['day', 'week', 'month'] as const) {
          expect(await change(kind, period, 50_000n)).toBe('applied');
          await Promise.all([change(kind, period, 40_000n), change(kind, period, 30_000n)]);
          expect(inForce(await readLimits(platform.db, member), kind, period).player, `${kind} ${period}`).toBe(30_000n);
        }
      }
    } finally {
      await platform.close();
    }
  });

  it('count failed logins on both instances together: the third asks for a captcha', async () => {
    const modulus = (await ask(balancer.url, '/wps/session/key/rsa')).body.value as string;
    const attempt = () => {
      const { encryption, body } = encryptPayload({ username: 'team_ben', password: 'wrong-password-1', type: 'username', loginFrom: 'member' }, modulus);
      return ask(balancer.url, '/wps/session/login', { method: 'POST', body, headers: { Encryption: encryption } });
    };
    const first = balancer.served.length;
    const codes: (string | null | undefined)[] = [];
    for (let count = 0; count < 3; count += 1) codes.push((await attempt()).body.errorCode);
    expect(codes).toEqual(['INVALID_CREDENTIALS', 'INVALID_CREDENTIALS', 'CAPTCHA_REQUIRED']);
    // The three attempts went to both instances: neither saw three failures by itself.
    expect(new Set(balancer.served.slice(first))).toEqual(new Set([0, 1]));
  });

  it('count wrong payment passwords sent at once to both instances together: the fifth locks, none goes unchecked', async () => {
    // team_dina (demo_agent's downline, so she may transfer to upline) gets a payment password.
    await database.query("UPDATE members SET payment_password_hash = $1 WHERE account_key = 'team_dina'", [await hashPassword('246810')]);
    const login = await logIn(balancer.url, 'team_dina', 'TeamDina2026');
    expect(login.body.success).toBe(true);
    const modulus = (await ask(balancer.url, '/wps/session/key/rsa')).body.value as string;
    const transfer = (url: string, guess: number) => {
      const { encryption, body } = encryptPayload({ amount: 10, paymentPassword: String(100_000 + guess), idempotencyKey: randomUUID() }, modulus);
      return ask(url, '/wps/withdrawal/toUpline', { method: 'POST', body, headers: { Encryption: encryption }, cookie: login.cookie });
    };
    const answers = await Promise.all(Array.from({ length: 12 }, (_, guess) => transfer(instances[guess % 2]!.url, guess)));
    const codes = answers.map((answer) => answer.body.errorCode);
    // Checked one after another: four wrong with attempts left, the fifth locks, the rest find it locked.
    expect(codes.filter((code) => code === 'VALIDATION')).toHaveLength(MAX_PAYMENT_PASSWORD_FAILURES - 1);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(12 - (MAX_PAYMENT_PASSWORD_FAILURES - 1));
    const guard = await database.query(
      "SELECT g.locked_until FROM payment_password_guard g JOIN members m ON m.id = g.member_id WHERE m.account_key = 'team_dina'",
    );
    expect(guard.rows[0].locked_until).not.toBeNull();
  });
});

/** The member's main-wallet ledger total, in minor units, read from the database itself. */
async function ledgerTotal(account: string): Promise<bigint> {
  const rows = await database.query(
    "SELECT COALESCE(SUM(e.amount_minor), 0)::bigint AS total FROM ledger_entries e JOIN members m ON m.id = e.member_id WHERE m.account = $1 AND e.wallet = 'MAIN'",
    [account],
  );
  return BigInt(rows.rows[0].total);
}

describe('the guest page cache, on a built instance', () => {
  const page = (url: string, cookie?: string) => fetch(url, { headers: cookie ? { Cookie: cookie } : {}, redirect: 'manual' });

  it("answers a guest's page from memory after its first render, per path and query", async () => {
    const { url } = instances[0]!;
    const first = await page(`${url}/help?from=cache-test`);
    expect(first.status).toBe(200);
    expect(first.headers.get('X-Page-Cache')).toBe('miss');
    const second = await page(`${url}/help?from=cache-test`);
    expect(second.headers.get('X-Page-Cache')).toBe('hit');
    expect(await second.text()).toBe(await first.text());
    expect((await page(`${url}/help?from=another`)).headers.get('X-Page-Cache')).toBe('miss');
  });

  it('never answers a signed-in player, or a visitor with an account hint, from it', async () => {
    const { url } = instances[0]!;
    await page(`${url}/promotions`);
    const login = await logIn(url, 'team_ana', 'TeamAna2026');
    const signedIn = await page(`${url}/promotions`, `${login.cookie}; username=team_ana`);
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('X-Page-Cache')).toBeNull();
    expect(await signedIn.text()).toContain('team_ana');
    expect((await page(`${url}/promotions`, 'username=team_ana')).headers.get('X-Page-Cache')).toBeNull();
  });
});
