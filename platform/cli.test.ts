import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseChange, runCli } from './cli';
import { createReferencePlatform } from './index';
import { TEST_SCRYPT_COST } from './security/password';
import { createOrder } from './deposits/orders';
import { balanceMinor } from './wallet/ledger';

describe('parseChange', () => {
  it('reads the switch commands', () => {
    expect(parseChange(['maintenance', 'on'])).toMatchObject({ key: 'switch.maintenance', value: { enabled: true, until: null } });
    expect(parseChange(['maintenance', 'on', '--until', '2026-11-28T04:00:00+08:00'])).toMatchObject({
      value: { enabled: true, until: '2026-11-27T20:00:00.000Z' },
    });
    expect(parseChange(['maintenance', 'off'])).toMatchObject({ value: { enabled: false, until: null } });
    expect(parseChange(['region', 'on'])).toMatchObject({ key: 'switch.regionRestriction', value: { enabled: true } });
    expect(parseChange(['login-captcha', 'always'])).toMatchObject({ key: 'switch.loginCaptcha', value: 'always' });
    expect(parseChange(['whitelabel', 'REGMOBVERF3', 'on'])).toMatchObject({ key: 'switch.whitelabel.REGMOBVERF3', value: true });
    expect(parseChange(['whitelabel', 'FREEPLAY3', 'off'])).toMatchObject({ key: 'switch.whitelabel.FREEPLAY3', value: false });
  });

  it('reads agent-features: one setting per agent (lower-cased) and feature (issue 17)', () => {
    expect(parseChange(['agent-features', 'Demo_Agent', 'realtimesalreqtype', 'on'])).toMatchObject({
      key: 'agent.feature.demo_agent.realtimesalreqtype',
      value: true,
    });
    expect(parseChange(['agent-features', 'demo_agent', 'divtypereq', 'off'])).toMatchObject({ key: 'agent.feature.demo_agent.divtypereq', value: false });
    expect(parseChange(['agent-features', 'demo_agent', 'nosuch', 'on'])).toMatch(/^Usage/);
    expect(parseChange(['agent-features', 'demo_agent', 'divtypereq', 'maybe'])).toMatch(/^Usage/);
    expect(parseChange(['agent-features', 'a.b', 'divtypereq', 'on'])).toMatch(/^Usage/);
  });

  it('explains what is wrong', () => {
    expect(parseChange(['maintenance', 'on', '--until', 'soon'])).toMatch(/ISO time/);
    expect(parseChange(['region', 'maybe'])).toMatch(/^Usage/);
    expect(parseChange(['whitelabel', 'NOSUCH3', 'on'])).toMatch(/^Usage/);
    expect(parseChange(['whitelabel', 'REGMOBVERF3', 'maybe'])).toMatch(/^Usage/);
  });
});

describe('the CLI on the embedded database', () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-cli-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('hands a change to a running platform, then works on the folder directly once it stops', async () => {
    const platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    const status = async () => (await (await platform.handle(new Request('http://platform.internal/wps/system/status'))).json()).value;
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });

    // The platform holds the folder (platform.lock): the CLI hands its command to it.
    const printed: string[] = [];
    const env = { DATA_DIR: folder };
    expect(await runCli(['maintenance', 'on', '--until', '2026-11-28T04:00:00Z'], env, (line) => printed.push(line))).toBe(0);
    expect(await runCli(['region', 'on'], env, (line) => printed.push(line))).toBe(0);
    expect(printed.join('\n')).toMatch(/applied by the running platform/);
    expect(await status()).toMatchObject({ maintenance: true, maintenanceEnd: '2026-11-28T04:00:00.000Z', regionRestriction: true });
    await platform.close();

    const output: string[] = [];
    expect(await runCli(['region', 'off'], env, (line) => output.push(line))).toBe(0);
    expect(await runCli(['status'], env, (line) => output.push(line))).toBe(0);
    expect(JSON.parse(output.at(-1) ?? '{}')).toEqual({
      maintenance: true,
      maintenanceEnd: '2026-11-28T04:00:00.000Z',
      regionRestriction: false,
      loginCaptcha: 'risk',
    });
  }, 90_000); // two cold starts of PGlite on disk: ~5 s on an idle machine, much more on a busy one
});

describe('deposit confirm | fail', () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-cli-deposit-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('settles an order once through a running platform, refuses a second time, then works on the folder directly', async () => {
    const platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    const [member] = await platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    const memberId = BigInt(member!.id);
    const create = async (amount: bigint) => {
      const outcome = await createOrder(platform.db, memberId, { channel: 'BANK', amountMinor: amount, now: Date.now() });
      if (!outcome.ok) throw new Error(outcome.reason);
      return outcome.order.reference;
    };
    const balance = async () => Number(await balanceMinor(platform.db, memberId)) / 100;
    const first = await create(100_000n);
    const second = await create(200_000n);
    const before = await balance();

    // The platform holds the folder (platform.lock): the CLI hands its command to it.
    const printed: string[] = [];
    const env = { DATA_DIR: folder };
    expect(await runCli(['deposit', 'confirm', first], env, (line) => printed.push(line))).toBe(0);
    expect(printed.at(-1)).toMatch(/confirmed: ₱1,000\.00 credited/);
    expect(await balance()).toBe(before + 1000);
    expect(await runCli(['deposit', 'confirm', first], env, (line) => printed.push(line))).toBe(1);
    expect(printed.at(-1)).toMatch(/paid already; nothing was changed/);
    expect(await runCli(['deposit', 'fail', 'DP-NO-SUCH'], env, (line) => printed.push(line))).toBe(1);
    expect(await balance()).toBe(before + 1000);
    await platform.close();

    const output: string[] = [];
    expect(await runCli(['deposit', 'fail', second], env, (line) => output.push(line))).toBe(0);
    expect(output.at(-1)).toMatch(/failed: nothing credited/);
    expect(await runCli(['deposit', 'nonsense'], env, (line) => output.push(line))).toBe(1);
  }, 90_000);
});

describe('the withdrawal command', () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-cli-wd-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('approves, pays and rejects a withdrawal by its reference; a rejection returns the held amount', async () => {
    const platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    const db = platform.db;
    const [member] = await db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'wd_juan'");
    const [account] = await db.query<{ id: number }>(
      "INSERT INTO withdrawal_accounts (member_id, bank_code, account_number, holder_name, created_at) VALUES ($1, 'BDO', '001234567890', 'JUAN DELA CRUZ', now()) RETURNING id",
      [member!.id],
    );
    const { createWithdrawal } = await import('./withdrawal/withdrawals');
    const paid = await db.transaction((tx) => createWithdrawal(tx, { memberId: member!.id, accountId: account!.id, amount: 50_000n, now: Date.now() }));
    const rejected = await db.transaction((tx) => createWithdrawal(tx, { memberId: member!.id, accountId: account!.id, amount: 20_000n, now: Date.now() }));
    await platform.close();

    const printed: string[] = [];
    const env = { DATA_DIR: folder };
    const cli = (...args: string[]) => runCli(['withdrawal', ...args], env, (line) => printed.push(line));
    expect(await cli('pay', paid)).toBe(1);
    expect(printed.at(-1)).toMatch(/is submitted; pay needs approved/);
    expect(await cli('approve', paid)).toBe(0);
    expect(await cli('pay', paid)).toBe(0);
    expect(printed.at(-1)).toBe(`Withdrawal ${paid} is paid.`);
    expect(await cli('reject', rejected, 'Account', 'closed')).toBe(0);
    expect(await cli('approve', 'WNOSUCH')).toBe(1);
    expect(await cli('sideways', paid)).toBe(1);
    expect(printed.at(-1)).toMatch(/^Usage/);

    const again = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    try {
      const rows = await again.db.query<{ reference: string; state: string; reason: string | null }>(
        'SELECT reference, state, reason FROM withdrawals ORDER BY amount_minor DESC',
      );
      expect(rows).toEqual([
        { reference: paid, state: 'paid', reason: null },
        { reference: rejected, state: 'rejected', reason: 'Account closed' },
      ]);
      const [sum] = await again.db.query<{ total: bigint }>('SELECT SUM(amount_minor)::bigint AS total FROM ledger_entries WHERE member_id = $1', [member!.id]);
      expect(Number(sum!.total)).toBe(300_000 - 50_000);
    } finally {
      await again.close();
    }
  }, 90_000);
});

describe('feedback list', () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-cli-feedback-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('prints the feedback members sent, newest first, with their images', async () => {
    const platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    const [member] = await platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'team_ben'");
    const { checkFeedback, saveFeedback } = await import('./messages/feedback');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2048)]).toString('base64');
    for (const [comment, images] of [
      ['First note', []],
      ['The cashier page is great', [{ name: 'shot.png', data: png }]],
    ] as const) {
      const checked = checkFeedback(comment, images);
      if (!checked.ok) throw new Error(checked.refusal.reason);
      await saveFeedback(platform.db, member!.id, checked, new Date('2026-11-26T01:00:00Z'));
    }
    await platform.close();

    const printed: string[] = [];
    expect(await runCli(['feedback', 'list'], { DATA_DIR: folder }, (line) => printed.push(line))).toBe(0);
    expect(printed).toEqual([
      expect.stringMatching(/^#\d+ {2}2026-11-26T01:00:00\.000Z {2}team_ben: The cashier page is great$/),
      '    shot.png (image/png, 3 KB)',
      expect.stringMatching(/team_ben: First note$/),
    ]);
    expect(await runCli(['feedback', 'sideways'], { DATA_DIR: folder }, (line) => printed.push(line))).toBe(1);
    expect(printed.at(-1)).toMatch(/^Usage/);
  }, 90_000);
});

describe('limits show | set', () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-cli-limits-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("sets the operator's limit through a running platform, shows it in force when lower, refuses bad input, then works on the folder directly", async () => {
    const platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    await platform.db.query(
      `INSERT INTO safety_limits (member_id, source, kind, period, amount, set_at)
       SELECT id, 'player', 'deposit', 'day', 100000, now() FROM members WHERE account = 'team_ben'`,
    );
    // The platform holds the folder (platform.lock): the CLI hands its command to it.
    const printed: string[] = [];
    const env = { DATA_DIR: folder };
    expect(await runCli(['limits', 'set', 'team_ben', 'deposit', 'day', '500'], env, (line) => printed.push(line))).toBe(0);
    expect(printed.join('\n')).toMatch(/Operator deposit limit per day for team_ben: ₱500\.00/);
    expect(printed.join('\n')).toMatch(/deposit +day +player ₱1,000\.00 +operator ₱500\.00 +in force ₱500\.00/);
    expect(await runCli(['limits', 'set', 'team_ben', 'deposit', 'fortnight', '500'], env, (line) => printed.push(line))).toBe(1);
    expect(await runCli(['limits', 'set', 'team_ben', 'loss', 'week', '-3'], env, (line) => printed.push(line))).toBe(1);
    expect(await runCli(['limits', 'show', 'nobody_here'], env, (line) => printed.push(line))).toBe(1);
    await platform.close();

    const output: string[] = [];
    expect(await runCli(['limits', 'set', 'team_ben', 'deposit', 'day', 'off'], env, (line) => output.push(line))).toBe(0);
    expect(output.join('\n')).toMatch(/deposit +day +player ₱1,000\.00 +operator - +in force ₱1,000\.00/);
    expect(await runCli(['limits', 'show', 'team_ben'], env, (line) => output.push(line))).toBe(0);
    expect(output.at(-1)).toBe('  no time-out or self-exclusion');
  }, 120_000);
});

describe('agent-settle', () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-cli-agent-settle-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('settles every ended period through a running platform, never twice, refuses a bad kind, then works on the folder directly (issue 17)', async () => {
    const platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    // The platform holds the folder (platform.lock): the CLI hands its command to it.
    const printed: string[] = [];
    const env = { DATA_DIR: folder };
    // The commission needs no feature: the seeded contracts started two days ago, so the ended
    // Manila days since are paid (docs/decisions/0043-agent-pay.md, addendum).
    expect(await runCli(['agent-settle', '--kind', 'commission'], env, (line) => printed.push(line))).toBe(0);
    // The running server answers the command's lines at once.
    expect(printed.join('\n')).toMatch(/^commission \d{4}-\d{2}-\d{2} for demo_agent: paid ₱[\d,.]+\.$/m);
    expect(await runCli(['agent-settle', '--kind', 'commission'], env, (line) => printed.push(line))).toBe(0);
    expect(printed.at(-1)).toBe('Nothing to settle: every ended period is settled.');
    expect(await runCli(['agent-settle', '--kind', 'realtime'], env, (line) => printed.push(line))).toBe(0);
    expect(printed.at(-1)).toBe('Nothing to settle: every ended period is settled.');
    // Switched on now: the days before it are not paid.
    expect(await runCli(['agent-features', 'demo_agent', 'dailysalreqtype', 'on'], env, () => undefined)).toBe(0);
    expect(await runCli(['agent-settle', '--kind', 'daily'], env, (line) => printed.push(line))).toBe(0);
    expect(printed.at(-1)).toBe('Nothing to settle: every ended period is settled.');
    expect(await runCli(['agent-settle', '--kind', 'weekly'], env, (line) => printed.push(line))).toBe(1);
    await platform.close();

    const output: string[] = [];
    expect(await runCli(['agent-settle'], env, (line) => output.push(line))).toBe(0);
    expect(output).toEqual(['Nothing to settle: every ended period is settled.']);
  }, 120_000);
});

describe('mall deliver | reject', () => {
  const folder = mkdtempSync(join(tmpdir(), 'platform-cli-mall-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('delivers a redemption with its voucher code, rejects another with a reason that returns its points once, and refuses a second move', async () => {
    const { catalogue, pointsOf, recordRedemption } = await import('./points/points');
    const { redemptionsOf } = await import('./points/history');
    const { checkLedger } = await import('./wallet/ledger-check');
    let platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    const [member] = await platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'mall_lia'");
    const item = (await catalogue(platform.db)).find((row) => row.stock > 2 && row.minVipRank === null && row.pricePoints <= 400n)!;
    const before = (await pointsOf(platform.db, member!.id)).balance;
    const [kept, refused] = await platform.db.transaction(async (tx) => [
      await recordRedemption(tx, { memberId: member!.id, item, now: Date.now() }),
      await recordRedemption(tx, { memberId: member!.id, item, now: Date.now() }),
    ]);
    await platform.close();

    const printed: string[] = [];
    const run = (...args: string[]) => runCli(['mall', ...args], { DATA_DIR: folder }, (line) => printed.push(line));
    expect(await run('deliver', String(kept!.id), '--code', 'GC-7788-1234')).toBe(0);
    expect(printed.at(-1)).toBe(`Redemption ${kept!.id} (${kept!.code}) is delivered with code GC-7788-1234.`);
    expect(await run('deliver', kept!.code)).toBe(1);
    expect(printed.at(-1)).toMatch(/is delivered already; nothing was changed\.$/);
    expect(await run('reject', refused!.code)).toBe(1);
    expect(printed.at(-1)).toMatch(/^Usage/);
    expect(await run('reject', refused!.code, 'Out', 'of', 'vouchers')).toBe(0);
    expect(printed.at(-1)).toBe(`Redemption ${refused!.id} (${refused!.code}) is rejected: ${item.pricePoints} points returned.`);
    expect(await run('reject', String(refused!.id), 'again')).toBe(1);
    expect(await run('deliver', '999999')).toBe(1);
    expect(printed.at(-1)).toBe('No redemption 999999.');
    // What the operator reads: `mall show` and `mall list <state>`; an unknown state is a usage error.
    expect(await run('show', kept!.code)).toBe(0);
    expect(printed).toEqual(expect.arrayContaining([`Redemption ${kept!.id} (${kept!.code}): delivered`, 'Player:     mall_lia']));
    expect(await run('list', 'rejected')).toBe(0);
    expect(printed.some((line) => line.includes(`  ${refused!.id}  ${refused!.code}  rejected    mall_lia  `))).toBe(true);
    expect(await run('list', 'shipped')).toBe(1);
    expect(printed.at(-1)).toMatch(/^Usage/);

    platform = await createReferencePlatform({ dataDir: folder, scryptCost: TEST_SCRYPT_COST, env: {} });
    try {
      // One price spent (the delivered one), the rejected one's returned once.
      expect((await pointsOf(platform.db, member!.id)).balance).toBe(before - item.pricePoints);
      const { redemptions: history } = await redemptionsOf(platform.db, member!.id, 'EN', { offset: 0, limit: 50 });
      expect(history.find((row) => row.id === kept!.id)).toMatchObject({ state: 'delivered', deliveryCode: 'GC-7788-1234', reason: null });
      expect(history.find((row) => row.id === refused!.id)).toMatchObject({ state: 'rejected', deliveryCode: null, reason: 'Out of vouchers' });
      expect((await checkLedger(platform.db)).problems).toEqual([]);
    } finally {
      await platform.close();
    }
  }, 240_000);
});
