import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { addRequirement } from '../wallet/turnover';
import { operateWithdrawal } from './operator';
import { entryCount, ledgerSum, newPlayer, overview, readyPlayer, submit, walletBalance } from './test-helpers';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const PIN = '246810';

describe('a withdrawal', () => {
  it('holds the amount at submission, and the balance equals the ledger sum at every step to paid', async () => {
    const player = await readyPlayer(t);
    const done = await submit(t, player, { accountId: player.accountId, amount: 500.25, paymentPassword: PIN });
    expect(done.body.value).toMatchObject({ state: 'submitted', amount: 500.25, last4: '7890', bankName: 'BDO Unibank', reason: null });
    expect(done.body.value!.reference).toMatch(/^W[0-9A-F]{12}$/);
    expect(await walletBalance(t, player)).toBe(2499.75);
    expect(await ledgerSum(t, player.id)).toBe(249_975n);
    const reference = done.body.value!.reference;

    expect(await operateWithdrawal(t.platform.db, 'pay', reference, t.now())).toMatchObject({ ok: false });
    expect(await operateWithdrawal(t.platform.db, 'approve', reference, t.now())).toEqual({ ok: true, state: 'approved' });
    expect(await operateWithdrawal(t.platform.db, 'pay', reference, t.now())).toEqual({ ok: true, state: 'paid' });
    expect(await operateWithdrawal(t.platform.db, 'reject', reference, t.now())).toMatchObject({ ok: false });
    const [shown] = (await overview(t, player)).withdrawals;
    expect(shown).toMatchObject({ reference, state: 'paid' });
    expect(shown!.timeline.map((step) => step.state)).toEqual(['submitted', 'inReview', 'approved', 'paid']);
    expect(await walletBalance(t, player)).toBe(2499.75);
    expect(await ledgerSum(t, player.id)).toBe(249_975n);
  });

  it('rejected: the reason shows and the held amount comes back by one ledger entry', async () => {
    const player = await readyPlayer(t);
    const reference = (await submit(t, player, { accountId: player.accountId, amount: 1000, paymentPassword: PIN })).body.value!.reference;
    expect(await walletBalance(t, player)).toBe(2000);
    await operateWithdrawal(t.platform.db, 'review', reference, t.now());
    expect(await operateWithdrawal(t.platform.db, 'reject', reference, t.now(), 'Name does not match the bank')).toEqual({ ok: true, state: 'rejected' });
    expect(await operateWithdrawal(t.platform.db, 'reject', reference, t.now())).toMatchObject({ ok: false });
    const [shown] = (await overview(t, player)).withdrawals;
    expect(shown).toMatchObject({ state: 'rejected', reason: 'Name does not match the bank' });
    expect(shown!.timeline.map((step) => step.state)).toEqual(['submitted', 'inReview', 'rejected']);
    expect(await walletBalance(t, player)).toBe(3000);
    const kinds = await t.platform.db.query<{ kind: string; amount_minor: bigint }>(
      'SELECT kind, amount_minor FROM ledger_entries WHERE member_id = $1 ORDER BY id',
      [player.id],
    );
    expect(kinds.map((row) => [row.kind, Number(row.amount_minor)])).toEqual([
      ['OPENING_CREDIT', 300_000],
      ['WITHDRAWAL_HOLD', -100_000],
      ['WITHDRAWAL_REFUND', 100_000],
    ]);
    // A rejected one does not count towards the day's limits.
    expect((await overview(t, player)).daily).toMatchObject({ usedCount: 0, usedAmount: 0 });
  });

  it('moves money once for one key: a double click and a retry replay the first answer', async () => {
    const player = await readyPlayer(t);
    const key = randomUUID();
    const body = { accountId: player.accountId, amount: 300, paymentPassword: PIN };
    const [first, second] = await Promise.all([submit(t, player, body, key), submit(t, player, body, key)]);
    const retry = await submit(t, player, body, key);
    expect(second.body).toEqual(first.body);
    expect(retry.body).toEqual(first.body);
    expect((await overview(t, player)).withdrawals).toHaveLength(1);
    expect(await walletBalance(t, player)).toBe(2700);
  });

  it('refuses amounts outside the rules on the amount field and moves nothing', async () => {
    const player = await readyPlayer(t, { rank: 1 });
    const entries = await entryCount(t, player.id);
    const cases: [number, string][] = [
      [0, 'VALIDATION'],
      [-100, 'VALIDATION'],
      [100.123, 'VALIDATION'],
      [99.99, 'VALIDATION'],
      [100_000.01, 'VALIDATION'],
    ];
    for (const [amount, code] of cases) {
      const reply = await submit(t, player, { accountId: player.accountId, amount, paymentPassword: PIN });
      expect(reply.body, String(amount)).toMatchObject({ success: false, errorCode: code, value: { field: 'amount' } });
    }
    const tooMuch = await submit(t, player, { accountId: player.accountId, amount: 3000.01, paymentPassword: PIN });
    expect(tooMuch.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', value: { field: 'amount' } });
    expect(await entryCount(t, player.id)).toBe(entries);
  });

  it("keeps to the VIP level's daily count and amount", async () => {
    const player = await readyPlayer(t, { rank: 1, balance: 5_000_000n });
    const [level] = await t.platform.db.query<{ daily_withdrawal_count: number; daily_withdrawal_limit_minor: bigint }>(
      'SELECT daily_withdrawal_count, daily_withdrawal_limit_minor FROM vip_levels WHERE rank_level = 1',
    );
    const limit = Number(level!.daily_withdrawal_limit_minor) / 100;
    expect((await overview(t, player)).daily).toMatchObject({ count: level!.daily_withdrawal_count, amount: limit });
    const over = await submit(t, player, { accountId: player.accountId, amount: limit + 1, paymentPassword: PIN });
    expect(over.body).toMatchObject({ errorCode: 'DAILY_LIMIT_REACHED', value: { field: 'amount' } });
    for (let n = 0; n < level!.daily_withdrawal_count; n += 1) {
      expect((await submit(t, player, { accountId: player.accountId, amount: 100, paymentPassword: PIN })).body.success).toBe(true);
    }
    const entries = await entryCount(t, player.id);
    const one = await submit(t, player, { accountId: player.accountId, amount: 100, paymentPassword: PIN });
    expect(one.body).toMatchObject({ errorCode: 'DAILY_LIMIT_REACHED', value: { field: 'amount' } });
    expect(await entryCount(t, player.id)).toBe(entries);
    // The next Manila day starts afresh.
    t.advance(24 * 3600_000);
    player.token = (await t.login(player.account, 'Player2026', { ip: '198.51.100.202' })).body.value!.token;
    expect((await submit(t, player, { accountId: player.accountId, amount: 100, paymentPassword: PIN })).body.success).toBe(true);
  });

  it('keeps a bonus with turnover still to play out of the withdrawable amount, and frees it once played', async () => {
    const player = await readyPlayer(t);
    await addRequirement(t.platform.db, {
      memberId: player.id,
      bonusMinor: 50_000n,
      requiredMinor: 200_000n,
      startsAt: new Date(t.now() - 1000),
      source: 'test',
    });
    await t.platform.db.query(
      "INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at) VALUES ($1, $2, (SELECT game_code FROM games LIMIT 1), 80000, 0, '{}', $3)",
      [randomUUID(), player.id, new Date(t.now())],
    );
    await t.platform.db.query("INSERT INTO ledger_entries (member_id, amount_minor, kind) VALUES ($1, -80000, 'TEST_STAKE')", [player.id]);
    expect(await overview(t, player)).toMatchObject({ available: 2200, withdrawable: 1700, turnover: { required: 2000, played: 800 } });
    const refused = await submit(t, player, { accountId: player.accountId, amount: 1700.01, paymentPassword: PIN });
    expect(refused.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', value: { field: 'amount' } });
    await t.platform.db.query(
      "INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at) VALUES ($1, $2, (SELECT game_code FROM games LIMIT 1), 120000, 120000, '{}', $3)",
      [randomUUID(), player.id, new Date(t.now())],
    );
    expect(await overview(t, player)).toMatchObject({ withdrawable: 2200, turnover: { required: 0, played: 0 } });
  });

  it('seeds a bonus requirement for demo_player so the page shows progress', async () => {
    const token = (await t.login('demo_player', 'Player2026', { ip: '198.51.100.201' })).body.value!.token;
    const seen = (await t.call<{ turnover: { required: number }; withdrawable: number; available: number }>('GET', '/wps/withdrawal/overview', { token })).body
      .value!;
    expect(seen.turnover.required).toBe(2000);
    expect(seen.withdrawable).toBe(seen.available - 200);
  });
});

describe('transfer to upline', () => {
  const transfer = (token: string, body: Record<string, unknown>, key: string = randomUUID()) =>
    t.call<{ upline: string; amount: number; balance: number }>('POST', '/wps/withdrawal/toUpline', {
      token,
      body: { ...body, idempotencyKey: key },
      encrypt: true,
    });

  it('moves the amount to the agent above in two entries, once per key', async () => {
    const player = await readyPlayer(t, { upline: 'demo_agent' });
    const [agent] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'demo_agent'");
    const agentBefore = await ledgerSum(t, agent!.id);
    const key = randomUUID();
    const [first, second] = await Promise.all([
      transfer(player.token, { amount: 250.5, paymentPassword: PIN }, key),
      transfer(player.token, { amount: 250.5, paymentPassword: PIN }, key),
    ]);
    expect(first.body.value).toMatchObject({ upline: 'demo_agent', amount: 250.5, balance: 2749.5 });
    expect(second.body).toEqual(first.body);
    expect(await ledgerSum(t, agent!.id)).toBe(agentBefore + 25_050n);
    expect(await walletBalance(t, player)).toBe(2749.5);
  });

  it('names the upline in the overview before any transfer, and null for a member without one', async () => {
    const player = await readyPlayer(t, { upline: 'demo_agent' });
    const loner = await readyPlayer(t);
    const uplineIn = async (token: string) => (await t.call<{ upline: string | null }>('GET', '/wps/withdrawal/overview', { token })).body.value!.upline;
    expect(await uplineIn(player.token)).toBe('demo_agent');
    expect(await uplineIn(loner.token)).toBeNull();
  });

  it('refuses a member without an upline, a wrong password, and more than the balance, moving nothing', async () => {
    const loner = await readyPlayer(t);
    expect((await transfer(loner.token, { amount: 10, paymentPassword: PIN })).body).toMatchObject({ errorCode: 'FEATURE_DISABLED' });
    const player = await readyPlayer(t, { upline: 'demo_agent' });
    const entries = await entryCount(t, player.id);
    expect((await transfer(player.token, { amount: 10, paymentPassword: '999999' })).body).toMatchObject({
      errorCode: 'VALIDATION',
      value: { field: 'paymentPassword' },
    });
    expect((await transfer(player.token, { amount: 3000.01, paymentPassword: PIN })).body).toMatchObject({
      errorCode: 'INSUFFICIENT_FUNDS',
      value: { field: 'amount' },
    });
    expect((await transfer(player.token, { amount: -5, paymentPassword: PIN })).body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'amount' } });
    expect(await entryCount(t, player.id)).toBe(entries);
    expect(await newPlayer(t)).toBeTruthy();
  });
  it('moves only what a withdrawal could: a bonus its turnover still locks stays', async () => {
    const player = await readyPlayer(t, { upline: 'demo_agent' });
    await addRequirement(t.platform.db, {
      memberId: player.id,
      bonusMinor: 100_000n,
      requiredMinor: 2_000_000n,
      startsAt: new Date(t.now() - 1000),
      source: 'test',
    });
    expect(await overview(t, player)).toMatchObject({ available: 3000, withdrawable: 2000 });
    const entries = await entryCount(t, player.id);
    const refused = await transfer(player.token, { amount: 2000.01, paymentPassword: PIN });
    expect(refused.body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', value: { field: 'amount' } });
    expect(refused.body.message).toBe('You can transfer at most ₱2,000.00 now.');
    expect(await entryCount(t, player.id)).toBe(entries);
    expect((await transfer(player.token, { amount: 2000, paymentPassword: PIN })).body.value).toMatchObject({ amount: 2000, balance: 1000 });
    expect(await ledgerSum(t, player.id)).toBe(100_000n);
  });
});

describe('the ledger check', () => {
  it('finds nothing wrong after the movements above, and finds a hold without its withdrawal amount', async () => {
    const { ledgerProblems } = await import('./ledger-check');
    expect(await ledgerProblems(t.platform.db)).toEqual([]);
    const player = await readyPlayer(t);
    const reference = (await submit(t, player, { accountId: player.accountId, amount: 100, paymentPassword: PIN })).body.value!.reference;
    await t.platform.db.query("INSERT INTO ledger_entries (member_id, amount_minor, kind) VALUES ($1, -1, 'STRAY')", [player.id]);
    expect(await ledgerProblems(t.platform.db)).toEqual([]);
    await t.platform.db.query('UPDATE withdrawals SET amount_minor = amount_minor + 1 WHERE reference = $1', [reference]);
    expect(await ledgerProblems(t.platform.db)).toEqual([`withdrawal ${reference}: hold or refund entries do not match its amount and state`]);
    await t.platform.db.query('UPDATE withdrawals SET amount_minor = amount_minor - 1 WHERE reference = $1', [reference]);
  });
});
