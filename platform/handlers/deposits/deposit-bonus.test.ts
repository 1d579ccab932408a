import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bonusFor, grantPeriod, turnoverFor } from '../../deposits/bonus';
import { DEPOSIT_MESSAGE_TABLES } from '../../deposits/messages';
import { operatorSettle } from '../../deposits/operator';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { checkLedger } from '../../wallet/ledger-check';
import { newPlayer, type Player } from '../../withdrawal/test-helpers';

/** Deposit bonuses (issue 13 item 3; platform/deposits/bonus.ts): join on the order, granted once when paid. */
interface Offer {
  promotionId: number;
  title: string;
  percentBps: number;
  maxBonus: number;
  minDeposit: number;
  turnoverMultiple: number;
  period: string;
  firstDepositOnly: boolean;
}
interface Order {
  reference: string;
  status: string;
  bonus: { promotionId: number; title: string; amount: number; status: string } | null;
}

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const offers = async (player: Player, language = 'EN') =>
  (await t.call<{ bonuses: Offer[] }>('GET', '/wps/v2/deposit/channels', { token: player.token, language })).body.value!.bonuses;
const create = (player: Player, amount: number, promotionId?: number, language = 'EN', channel = 'BANK') =>
  t.call<Order>('POST', '/wps/v2/deposit/create', {
    token: player.token,
    language,
    body: { channel, amount, idempotencyKey: randomUUID(), ...(promotionId === undefined ? {} : { promotionId }) },
  });
const order = async (player: Player, reference: string) =>
  (await t.call<Order>('GET', '/wps/v2/deposit/order', { token: player.token, query: { reference } })).body.value!;
const balance = async (player: Player) =>
  (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token: player.token })).body.value!.sumBalance;
const withdrawable = async (player: Player) =>
  (await t.call<{ withdrawable: number; turnover: { required: number; played: number } }>('GET', '/wps/withdrawal/overview', { token: player.token })).body
    .value!;
const confirm = (reference: string) => operatorSettle(t.platform.db, 'confirm', reference, t.now());
const byTitle = (list: Offer[], start: string) => list.find((offer) => offer.title.startsWith(start));

describe('deposit bonus rules', () => {
  it('pays the share rounded down to a centavo, at most the cap, and asks (deposit + bonus) × the multiple', () => {
    expect(bonusFor({ percent_bps: 1_000, max_bonus_minor: 100_000n }, 33_333n)).toBe(3_333n);
    expect(bonusFor({ percent_bps: 10_000, max_bonus_minor: 500_000n }, 900_000n)).toBe(500_000n);
    expect(turnoverFor({ turnover_multiple: 10 }, 20_000n, 20_000n)).toBe(400_000n);
  });

  it('grants once ever, or once per Manila day (which starts at 16:00 UTC)', () => {
    expect(grantPeriod({ grant_period: 'once' }, Date.UTC(2026, 10, 26, 3))).toBe('once');
    expect(grantPeriod({ grant_period: 'day' }, Date.UTC(2026, 10, 26, 15, 59, 59))).toBe('2026-11-26');
    expect(grantPeriod({ grant_period: 'day' }, Date.UTC(2026, 10, 26, 16, 0, 0))).toBe('2026-11-27');
  });

  it('has each message in the six complete languages with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);
    expect(Object.keys(DEPOSIT_MESSAGE_TABLES).sort()).toEqual(['CN', 'EN', 'ID', 'TH', 'TY', 'VI']);
    for (const table of Object.values(DEPOSIT_MESSAGE_TABLES)) {
      for (const [key, text] of Object.entries(DEPOSIT_MESSAGE_TABLES['EN']!))
        expect(placeholders(table[key as keyof typeof table]), key).toEqual(placeholders(text));
    }
  });
});

describe('joining a promotion with a deposit', () => {
  it('offers a new player the welcome and daily-reload bonuses, titled in their language', async () => {
    const player = await newPlayer(t, { balance: 0n });
    const list = await offers(player, 'TY');
    expect(list.map((offer) => offer.title)).toEqual(['100% Welcome Bonus hanggang ₱5,000', 'Daily Reload: 10% Dagdag']);
    expect(list[0]).toMatchObject({ percentBps: 10_000, maxBonus: 5000, minDeposit: 200, turnoverMultiple: 10, period: 'once', firstDepositOnly: true });
  });

  it('credits deposit and bonus when paid, locks the bonus behind its turnover, and offers the welcome bonus no more', async () => {
    const player = await newPlayer(t, { balance: 0n });
    const welcome = byTitle(await offers(player), '100% Welcome')!;
    const created = await create(player, 1000, welcome.promotionId);
    expect(created.body.value!.bonus).toEqual({ promotionId: welcome.promotionId, title: '100% Welcome Bonus up to ₱5,000', amount: 1000, status: 'PENDING' });
    expect(await balance(player)).toBe(0);
    expect(await confirm(created.body.value!.reference)).toEqual({
      ok: true,
      line: `Deposit ${created.body.value!.reference} confirmed: ₱1,000.00 credited. Bonus ₱1,000.00 credited.`,
    });
    expect((await order(player, created.body.value!.reference)).bonus).toMatchObject({ amount: 1000, status: 'GRANTED' });
    expect(await balance(player)).toBe(2000);
    // The deposit stays withdrawable; the bonus is locked until its turnover is played (platform/wallet/turnover.ts).
    expect(await withdrawable(player)).toMatchObject({ withdrawable: 1000, turnover: { required: 20_000, played: 0 } });
    expect(byTitle(await offers(player), '100% Welcome')).toBeUndefined();
    const entries = await t.platform.db.query<{ kind: string; amount_minor: bigint }>(
      "SELECT kind, amount_minor FROM ledger_entries WHERE member_id = $1 AND kind <> 'OPENING_CREDIT' ORDER BY id",
      [player.id],
    );
    expect(entries.map((entry) => [entry.kind, BigInt(entry.amount_minor)])).toEqual([
      ['DEPOSIT', 100_000n],
      ['DEPOSIT_BONUS', 100_000n],
    ]);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('grants a first-deposit bonus to one order only when two were made before either was paid', async () => {
    const player = await newPlayer(t, { balance: 0n });
    const welcome = byTitle(await offers(player), '100% Welcome')!;
    const first = (await create(player, 500, welcome.promotionId)).body.value!.reference;
    const second = (await create(player, 800, welcome.promotionId)).body.value!.reference;
    await confirm(second);
    expect((await confirm(first)).line).toMatch(/₱500\.00 credited\. Bonus not credited: the promotion no longer applied\.$/);
    expect((await order(player, second)).bonus?.status).toBe('GRANTED');
    expect((await order(player, first)).bonus?.status).toBe('NOT_GRANTED');
    expect(await balance(player)).toBe(500 + 800 + 800);
  });

  it('grants the daily reload once a Manila day, and not for a failed order', async () => {
    const player = await newPlayer(t, { balance: 0n });
    const reload = byTitle(await offers(player), 'Daily Reload')!;
    const failed = (await create(player, 600, reload.promotionId)).body.value!.reference;
    await operatorSettle(t.platform.db, 'fail', failed, t.now());
    expect((await order(player, failed)).bonus?.status).toBe('NOT_GRANTED');
    const paid = (await create(player, 600, reload.promotionId)).body.value!.reference;
    await confirm(paid);
    expect((await order(player, paid)).bonus).toMatchObject({ amount: 60, status: 'GRANTED' });
    expect(byTitle(await offers(player), 'Daily Reload')).toBeUndefined();
    const refused = await create(player, 600, reload.promotionId, 'TY');
    expect(refused.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'promotionId' } });
    expect(refused.body.message).toMatch(/Hindi puwedeng sumali/);
    t.advance(86_400_000);
    // A day later (a new session: the old one has ended), the next day's bonus is on offer again.
    const tomorrow = { ...player, token: (await t.login(player.account, 'Player2026')).body.value!.token };
    expect(byTitle(await offers(tomorrow), 'Daily Reload')).toBeDefined();
  });

  it('refuses an amount below the promotion’s minimum under the amount field, and an unknown promotion, creating nothing', async () => {
    const player = await newPlayer(t, { balance: 0n });
    const reload = byTitle(await offers(player), 'Daily Reload')!;
    const low = await create(player, 299.99, reload.promotionId, 'EN', 'GCASH');
    expect(low.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'amount' } });
    expect(low.body.message).toContain('300.00');
    expect(await create(player, 500, 999_999)).toMatchObject({ body: { errorCode: 'VALIDATION', value: { field: 'promotionId' } } });
    const orders = await t.platform.db.query('SELECT 1 FROM deposit_orders WHERE member_id = $1', [player.id]);
    expect(orders).toHaveLength(0);
  });

  it('the ledger check finds a bonus entry without its grant, and a paid order without its credit', async () => {
    const player = await newPlayer(t, { balance: 0n });
    const reference = (await create(player, 500)).body.value!.reference;
    await confirm(reference);
    const db = t.platform.db;
    await db.query("INSERT INTO ledger_entries (member_id, amount_minor, kind, reference) VALUES ($1, 5000, 'DEPOSIT_BONUS', 'bonus:ROGUE')", [player.id]);
    await db.query("DELETE FROM ledger_entries WHERE member_id = $1 AND kind = 'DEPOSIT'", [player.id]);
    const { problems } = await checkLedger(db);
    expect(problems).toContain('deposit bonus ROGUE: granted none, credited 5000');
    expect(problems).toContain(`deposit ${reference} (PAID): 0 DEPOSIT entries`);
    await db.query("DELETE FROM ledger_entries WHERE member_id = $1 AND kind = 'DEPOSIT_BONUS'", [player.id]);
    await db.query("INSERT INTO ledger_entries (member_id, amount_minor, kind, reference) VALUES ($1, 50000, 'DEPOSIT', $2)", [player.id, reference]);
    expect((await checkLedger(db)).problems).toEqual([]);
  });
});
