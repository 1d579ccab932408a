import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { checkLedger } from '../../wallet/ledger-check';
import { balanceMinor } from '../../wallet/ledger';
import { turnoverStanding } from '../../wallet/turnover';
import { newPlayer, setPin, type Player } from '../../withdrawal/test-helpers';
import { operateRedemption } from '../../points/operator';

let t: TestPlatform;
// A fresh platform migrates and seeds: slow on a busy machine.
beforeAll(async () => {
  t = await startTestPlatform();
}, 120_000);
afterAll(() => t.platform.close());

interface Balance {
  balance: number;
  earned: number;
  spent: number;
  availability: { id: number; reason: string | null }[];
}
interface Item {
  id: number;
  name: string;
  price: number;
  stock: number;
  kind: string;
  sizes: string[];
}
interface DeliveryInput {
  recipient: string;
  address: string;
  phone: string;
  size?: string;
}
/** Where a physical item goes: what a player in Makati types. */
const HOME: DeliveryInput = { recipient: 'Lia Cruz', address: '12 Mabini St, Brgy. Poblacion\nMakati City 1210', phone: '0917 123 4567' };

const pointsOf = async (player: Player) => (await t.call<Balance>('GET', '/wps/points/balance', { token: player.token })).body.value!;
const items = async (language = 'EN') => (await t.call<Item[]>('GET', '/wps/points/rewards', { language })).body.value!;
const itemCalled = async (name: string) => (await items()).find((item) => item.name === name)!;
const redeem = (player: Player, itemId: number, paymentPassword = '246810', key: string = randomUUID(), delivery: DeliveryInput | undefined = HOME) =>
  t.call<{ redemption: { id: number; code: string; state: string; points: number; delivery: unknown }; balance: number }>('POST', '/wps/points/redeem', {
    token: player.token,
    body: { itemId, paymentPassword, idempotencyKey: key, ...(delivery ? { delivery } : {}) },
    encrypt: true,
  });
const changeDelivery = (player: Player, redemptionId: number, delivery: DeliveryInput, paymentPassword = '246810') =>
  t.call<{ redemption: { id: number; state: string; delivery: unknown } }>('PUT', '/wps/points/redemptions/delivery', {
    token: player.token,
    body: { redemptionId, delivery, paymentPassword },
    encrypt: true,
  });
const convert = (player: Player, points: number, paymentPassword = '246810', key: string = randomUUID()) =>
  t.call<{ points: number; cash: number; turnover: number; pointsBalance: number; balance: number }>('POST', '/wps/points/convert', {
    token: player.token,
    body: { points, paymentPassword, idempotencyKey: key },
    encrypt: true,
  });

/** A player with payment password 246810 who has played `rounds` rounds of `stakeMinor` (₱1,000: 100 points each). */
async function playerWithPoints(rounds: number, stakeMinor = 100_000n, rank = 2): Promise<Player> {
  const player = await newPlayer(t, { balance: 10_000_000n, rank });
  await setPin(t, player, { loginPassword: 'Player2026', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
  const [game] = await t.platform.db.query<{ game_code: string }>(
    "SELECT game_code FROM games WHERE game_type = 'RNG' AND is_game IS NULL AND min_bet_minor <= 500 LIMIT 1",
  );
  for (let round = 0; round < rounds; round++) {
    const played = await playRound(t.platform.db, { memberId: player.id, gameCode: game!.game_code, stakeMinor, now: t.now() - 600_000 + round }, () => 0);
    expect(played.ok).toBe(true);
  }
  return player;
}

interface Page {
  entries: { kind: string; points: number; balanceAfter: number }[];
  pageNo: number;
  totalPages: number;
  totalRows: number;
}

interface Redemptions {
  redemptions: { id: number; code: string; state: string; itemName: string; delivery: unknown }[];
  pageNo: number;
  totalPages: number;
  totalRows: number;
}

describe('the points mall', () => {
  it('earns whole points per settled bet (₱10 of stake a point), once per bet, and states the rate', async () => {
    const config = (await t.call('GET', '/wps/points/config')).body.value;
    expect(config).toEqual({ currency: 'PHP', stakePerPoint: 10, cashPerPoint: 0.1, minConvertPoints: 100, convertTurnoverMultiple: 1, expires: false });
    const player = await playerWithPoints(3, 2_500n);
    expect(await pointsOf(player)).toMatchObject({ balance: 6, earned: 6, spent: 0 });
    const page = async (query: Record<string, string>) => (await t.call<Page>('GET', '/wps/points/transactions', { token: player.token, query })).body.value!;
    const lines = (found: Page) => found.entries.map(({ kind, points, balanceAfter }) => ({ kind, points, balanceAfter }));
    const all = await page({});
    expect(lines(all)).toEqual([
      { kind: 'earn', points: 2, balanceAfter: 6 },
      { kind: 'earn', points: 2, balanceAfter: 4 },
      { kind: 'earn', points: 2, balanceAfter: 2 },
    ]);
    expect(all).toMatchObject({ pageNo: 1, totalPages: 1, totalRows: 3 });
    // One page at a time, newest first, each line's balance as in the whole list.
    const second = await page({ pageNo: '2', pageSize: '2' });
    expect(second).toMatchObject({ pageNo: 2, totalPages: 2, totalRows: 3 });
    expect(lines(second)).toEqual([{ kind: 'earn', points: 2, balanceAfter: 2 }]);
    expect((await page({ pageNo: '3', pageSize: '2' })).entries).toEqual([]);
    expect((await t.call('GET', '/wps/points/transactions', { token: player.token, query: { pageSize: '101' } })).body).toMatchObject({
      errorCode: 'BAD_REQUEST',
    });
  });

  it('redeems an item once for a double submission, with a code, one stock less and the points debited', async () => {
    const player = await playerWithPoints(5);
    const mug = await itemCalled('Brand mug');
    const key = randomUUID();
    const [a, b] = await Promise.all([redeem(player, mug.id, '246810', key), redeem(player, mug.id, '246810', key)]);
    expect(a.body.value).toMatchObject({ balance: 200, redemption: { points: 300, state: 'processing', code: expect.stringMatching(/^PM-[A-Z2-9]{10}$/) } });
    expect(b.body).toEqual(a.body);
    expect((await itemCalled('Brand mug')).stock).toBe(mug.stock - 1);
    expect(await pointsOf(player)).toMatchObject({ balance: 200, spent: 300 });
    const list = (await t.call<Redemptions>('GET', '/wps/points/redemptions', { token: player.token, language: 'TY' })).body.value!;
    expect(list).toMatchObject({ pageNo: 1, totalPages: 1, totalRows: 1 });
    expect(list.redemptions).toEqual([expect.objectContaining({ code: a.body.value!.redemption.code, itemName: 'Mug ng brand' })]);
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('lists redemptions one page at a time, newest first, every one once', async () => {
    // 900 points: three mugs of 300.
    const player = await playerWithPoints(9);
    const mug = await itemCalled('Brand mug');
    const codes: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.advance(1_000);
      codes.unshift((await redeem(player, mug.id)).body.value!.redemption.code);
    }
    const page = async (query: Record<string, string>) =>
      (await t.call<Redemptions>('GET', '/wps/points/redemptions', { token: player.token, query })).body.value!;
    const first = await page({ pageSize: '2' });
    const second = await page({ pageNo: '2', pageSize: '2' });
    expect([first, second]).toMatchObject([
      { pageNo: 1, totalPages: 2, totalRows: 3 },
      { pageNo: 2, totalPages: 2, totalRows: 3 },
    ]);
    expect([...first.redemptions, ...second.redemptions].map((row) => row.code)).toEqual(codes);
    expect((await page({ pageNo: '3', pageSize: '2' })).redemptions).toEqual([]);
    expect((await page({})).redemptions).toHaveLength(3);
    expect((await t.call('GET', '/wps/points/redemptions', { token: player.token, query: { pageSize: '101' } })).body).toMatchObject({
      errorCode: 'BAD_REQUEST',
    });
  });

  it('refuses too few points, an item out of stock, a VIP level too low, a limit reached and a wrong payment password, moving nothing', async () => {
    const player = await playerWithPoints(2);
    const tshirt = await itemCalled('Brand T-shirt');
    expect((await redeem(player, tshirt.id)).body).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS', value: { field: 'itemId' } });
    const rich = await playerWithPoints(60);
    const headset = await itemCalled('Gaming headset');
    const gift = await itemCalled('₱500 gift card');
    const starter = await itemCalled('Starter pack');
    expect((await redeem(rich, headset.id)).body).toMatchObject({ errorCode: 'ITEM_UNAVAILABLE', value: { field: 'itemId', reason: 'outOfStock' } });
    const low = await redeem(rich, gift.id);
    expect(low.body).toMatchObject({ errorCode: 'ITEM_UNAVAILABLE', value: { reason: 'vipTooLow' }, message: 'This item is for Platinum members and above.' });
    const wrong = await redeem(rich, starter.id, '000000');
    expect(wrong.body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'paymentPassword' } });
    expect((await redeem(rich, starter.id)).body.success).toBe(true);
    expect((await redeem(rich, starter.id)).body).toMatchObject({ errorCode: 'ITEM_UNAVAILABLE', value: { reason: 'limitReached' } });
    const availability = new Map((await pointsOf(rich)).availability.map((row) => [row.id, row.reason]));
    expect([headset.id, gift.id, starter.id, tshirt.id].map((id) => availability.get(id))).toEqual(['outOfStock', 'vipTooLow', 'limitReached', null]);
    expect(await pointsOf(player)).toMatchObject({ balance: 200, spent: 0 });
    expect(await pointsOf(rich)).toMatchObject({ balance: 6000 - 150 });
  });

  it('says which items are sent by post and which have sizes', async () => {
    const kinds = Object.fromEntries((await items()).map((item) => [item.name, [item.kind, item.sizes]]));
    expect(kinds).toEqual({
      'Starter pack': ['physical', []],
      'Brand mug': ['physical', []],
      'Brand T-shirt': ['physical', ['S', 'M', 'L', 'XL', 'XXL']],
      'Gaming headset': ['physical', []],
      '₱500 gift card': ['virtual', []],
    });
  });

  it('redeems a physical item only with valid delivery details (a size where it has sizes), naming the wrong field before the password costs an attempt', async () => {
    const player = await playerWithPoints(10);
    const tshirt = await itemCalled('Brand T-shirt');
    const refused = async (delivery: DeliveryInput | undefined, language = 'EN') =>
      (
        await t.call('POST', '/wps/points/redeem', {
          token: player.token,
          language,
          body: { itemId: tshirt.id, paymentPassword: '000000', idempotencyKey: randomUUID(), ...(delivery ? { delivery } : {}) },
          encrypt: true,
        })
      ).body;
    expect(await refused(undefined)).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'recipient' } });
    expect(await refused({ ...HOME, recipient: 'L1a' })).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'recipient' } });
    expect(await refused({ ...HOME, address: 'Makati' })).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'address' } });
    expect(await refused({ ...HOME, phone: '12-34', size: 'M' }, 'TY')).toMatchObject({
      errorCode: 'VALIDATION',
      value: { field: 'phone' },
      message: expect.stringContaining('courier'),
    });
    expect(await refused(HOME)).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'size' }, message: 'Choose a size.' });
    expect(await refused({ ...HOME, size: 'XS' })).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'size' } });
    // None of these cost a payment-password attempt, moved points or took stock.
    expect(await refused({ ...HOME, size: 'M' })).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'paymentPassword', attemptsLeft: 4 } });
    expect(await pointsOf(player)).toMatchObject({ balance: 1000, spent: 0 });
    expect((await itemCalled('Brand T-shirt')).stock).toBe(tshirt.stock);

    const done = await redeem(player, tshirt.id, '246810', randomUUID(), { ...HOME, recipient: ' Lia   Cruz ', size: 'M' });
    const kept = { recipient: 'Lia Cruz', address: '12 Mabini St, Brgy. Poblacion\nMakati City 1210', phone: '09171234567', size: 'M' };
    expect(done.body.value!.redemption).toMatchObject({ state: 'processing', delivery: kept });
    const list = (await t.call<Redemptions>('GET', '/wps/points/redemptions', { token: player.token })).body.value!;
    expect(list.redemptions[0]).toMatchObject({ id: done.body.value!.redemption.id, delivery: kept });
  });

  it('redeems a virtual item without delivery details, and keeps none sent with it', async () => {
    const player = await playerWithPoints(60, 100_000n, 4);
    const gift = await itemCalled('₱500 gift card');
    const done = await redeem(player, gift.id, '246810', randomUUID(), HOME);
    expect(done.body.value!.redemption).toMatchObject({ state: 'processing', delivery: null });
    expect((await changeDelivery(player, done.body.value!.redemption.id, HOME)).body).toMatchObject({ success: false, errorCode: 'VALIDATION' });
  });

  it('lets the player change the delivery details until the operator ships, then refuses with REDEMPTION_CLOSED', async () => {
    const player = await playerWithPoints(6);
    const other = await playerWithPoints(1);
    const mug = await itemCalled('Brand mug');
    const { id, code } = (await redeem(player, mug.id)).body.value!.redemption;
    const moved = { recipient: 'Lia Cruz', address: '4F Unit 402, 8 Rada St\nLegazpi Village, Makati City 1229', phone: '+63 917 765 4321' };
    expect((await changeDelivery(player, id, { ...moved, phone: 'none' })).body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'phone' } });
    expect((await changeDelivery(player, id, moved, '111111')).body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'paymentPassword' } });
    // Another player's redemption is not theirs to change.
    expect((await changeDelivery(other, id, moved)).body).toMatchObject({ errorCode: 'NOT_FOUND' });
    const changed = await changeDelivery(player, id, moved);
    const saved = { recipient: 'Lia Cruz', address: '4F Unit 402, 8 Rada St\nLegazpi Village, Makati City 1229', phone: '+639177654321', size: null };
    expect(changed.body.value!.redemption).toMatchObject({ id, state: 'processing', delivery: saved });
    expect((await t.call<Redemptions>('GET', '/wps/points/redemptions', { token: player.token })).body.value!.redemptions[0]).toMatchObject({
      delivery: saved,
    });

    expect((await operateRedemption(t.platform.db, 'deliver', code, {}, t.now())).ok).toBe(true);
    const closed = await changeDelivery(player, id, HOME);
    expect(closed.body).toMatchObject({ success: false, errorCode: 'REDEMPTION_CLOSED', value: { state: 'delivered' } });
    expect(closed.body.message).toMatch(/shipped/);
    expect((await t.call<Redemptions>('GET', '/wps/points/redemptions', { token: player.token })).body.value!.redemptions[0]).toMatchObject({
      state: 'delivered',
      delivery: saved,
    });
    // A rejected one has nothing to send either.
    const second = (await redeem(player, mug.id)).body.value!.redemption;
    await operateRedemption(t.platform.db, 'reject', second.code, { reason: 'Out of mugs' }, t.now());
    expect((await changeDelivery(player, second.id, HOME)).body).toMatchObject({ errorCode: 'REDEMPTION_CLOSED', value: { state: 'rejected' } });
    expect(await pointsOf(player)).toMatchObject({ balance: 300 });
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('converts points to cash through the wallet ledger with a turnover requirement, once for a double submission', async () => {
    const player = await playerWithPoints(5);
    const before = await balanceMinor(t.platform.db, player.id);
    expect((await convert(player, 99)).body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'points' } });
    expect((await convert(player, 501)).body).toMatchObject({ errorCode: 'INSUFFICIENT_FUNDS', value: { field: 'points' } });
    expect((await convert(player, 200, '111111')).body).toMatchObject({ errorCode: 'VALIDATION', value: { field: 'paymentPassword' } });
    const key = randomUUID();
    const [a, b] = await Promise.all([convert(player, 200, '246810', key), convert(player, 200, '246810', key)]);
    expect(a.body.value).toMatchObject({ points: 200, cash: 20, turnover: 20, pointsBalance: 300 });
    expect(b.body).toEqual(a.body);
    expect(await balanceMinor(t.platform.db, player.id)).toBe(before + 2_000n);
    expect(await pointsOf(player)).toMatchObject({ balance: 300 });
    expect(await turnoverStanding(t.platform.db, player.id)).toMatchObject({ required: 2_000n, locked: 2_000n });
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('the ledger check finds a conversion without its cash entry', async () => {
    const player = await playerWithPoints(2);
    await t.platform.db.query(
      "INSERT INTO points_conversions (member_id, points, cash_minor, reference, created_at) VALUES ($1, 100, 1000, 'points:broken', now())",
      [player.id],
    );
    expect((await checkLedger(t.platform.db)).problems).toEqual(expect.arrayContaining([expect.stringContaining('points conversion points:broken')]));
    await t.platform.db.query("DELETE FROM points_conversions WHERE reference = 'points:broken'");
  });

  it('seeds demo_player with points from its history and one delivered redemption', async () => {
    const login = await t.login('demo_player', 'Player2026');
    const token = login.body.value!.token;
    const balance = (await t.call<Balance>('GET', '/wps/points/balance', { token })).body.value!;
    expect(balance.earned).toBeGreaterThan(150);
    expect(balance.spent).toBe(150);
    const list = (await t.call<Redemptions>('GET', '/wps/points/redemptions', { token })).body.value!;
    expect(list.redemptions).toEqual([expect.objectContaining({ state: 'delivered', itemName: 'Starter pack' })]);
  });
});
