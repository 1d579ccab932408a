import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inbox } from '../messages/store';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { operateRedemption } from './operator';
import { mallListLines, mallShowLines } from './operator-list';
import { catalogue, type ItemRow, recordRedemption } from './points';

/** The operator's `mall deliver|reject` tells the player (docs/operations.md "Points mall"; decision 0048). */
let t: TestPlatform;
let member: bigint;
let item: ItemRow;
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  const [row] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'mall_lia'");
  member = BigInt(row!.id);
  item = (await catalogue(t.platform.db)).find((candidate) => candidate.stock > 3 && candidate.minVipRank === null)!;
}, 120_000); // a cold platform start on the shared, loaded machine
afterAll(() => t.platform.close());

const redeem = () => t.platform.db.transaction((tx) => recordRedemption(tx, { memberId: member, item, now: t.now() }));
const messages = async (language: string) => (await inbox(t.platform.db, member, { language, currency: 'PHP' })).messages;

describe('mall deliver | reject messages', () => {
  it('tells the player what was delivered, with the voucher code, once however often the operator repeats it', async () => {
    const redemption = (await redeem())!;
    const before = (await messages('EN')).length;
    expect((await operateRedemption(t.platform.db, 'deliver', redemption.code, { code: ' GC-7788-1234 ' }, t.now())).ok).toBe(true);
    expect((await operateRedemption(t.platform.db, 'deliver', redemption.code, { code: 'GC-7788-1234' }, t.now())).ok).toBe(false);
    const inboxNow = await messages('EN');
    expect(inboxNow).toHaveLength(before + 1);
    expect(inboxNow[0]).toMatchObject({ category: 'account', title: 'Points mall item delivered', read: false });
    expect(inboxNow[0]!.content).toBe(
      `<p>Your redemption ${redemption.code}, <strong>${item.names.EN}</strong>, has been delivered. Your code: <strong>GC-7788-1234</strong></p>`,
    );
    // Read in Filipino: the item's Filipino name.
    const [filipino] = await messages('TY');
    expect(filipino!.title).toBe('Naihatid ang item mula sa points mall');
    expect(filipino!.content).toContain(`<strong>${item.names.TY ?? item.names.EN}</strong>`);
  });

  it('a delivery without a code says so without one', async () => {
    const redemption = (await redeem())!;
    await operateRedemption(t.platform.db, 'deliver', String(redemption.id), {}, t.now());
    const [latest] = await messages('EN');
    expect(latest!.content).toBe(`<p>Your redemption ${redemption.code}, <strong>${item.names.EN}</strong>, has been delivered.</p>`);
  });

  it('tells the player why a redemption was rejected and that the points are back, once', async () => {
    const redemption = (await redeem())!;
    const before = (await messages('EN')).length;
    await operateRedemption(t.platform.db, 'reject', redemption.code, { reason: 'Out of <b>vouchers</b>' }, t.now());
    await operateRedemption(t.platform.db, 'reject', redemption.code, { reason: 'again' }, t.now());
    const inboxNow = await messages('EN');
    expect(inboxNow).toHaveLength(before + 1);
    expect(inboxNow[0]!.title).toBe('Points mall redemption rejected');
    expect(inboxNow[0]!.content).toBe(
      `<p>Your redemption ${redemption.code}, <strong>${item.names.EN}</strong>, was rejected: Out of &lt;b&gt;vouchers&lt;/b&gt;</p>` +
        `<p>The ${item.pricePoints} points are back in your points balance.</p>`,
    );
  });
});

describe('mall list | show', () => {
  it('shows the operator where each physical redemption goes, as the player last saved it, and what has nothing to send', async () => {
    const [tshirt] = (await catalogue(t.platform.db)).filter((row) => row.code === 'TSHIRT');
    const delivery = { recipient: 'Lia Cruz', address: '12 Mabini St, Brgy. Poblacion\nMakati City 1210', phone: '+639171234567', size: 'L' };
    const sent = await t.platform.db.transaction((tx) => recordRedemption(tx, { memberId: member, item: tshirt!, now: t.now(), delivery }));
    const listed = await mallListLines(t.platform.db);
    expect(listed.lines.find((line) => line.includes(sent.code))).toMatch(
      new RegExp(
        `  ${sent.id}  ${sent.code}  processing  mall_lia  TSHIRT  Lia Cruz · \\+639171234567 · size L · 12 Mabini St, Brgy\\. Poblacion, Makati City 1210$`,
      ),
    );
    expect(await mallShowLines(t.platform.db, sent.code)).toEqual({
      ok: true,
      lines: [
        `Redemption ${sent.id} (${sent.code}): processing`,
        'Player:     mall_lia',
        'Item:       TSHIRT (Brand T-shirt, physical), 800 points',
        `Redeemed:   ${sent.at.toISOString()}`,
        'Recipient:  Lia Cruz',
        'Phone:      +639171234567',
        'Size:       L',
        'Address:    12 Mabini St, Brgy. Poblacion',
        '            Makati City 1210',
      ],
    });
    await operateRedemption(t.platform.db, 'deliver', sent.code, {}, t.now());
    expect((await mallListLines(t.platform.db)).lines.some((line) => line.includes(sent.code))).toBe(false);
    expect((await mallListLines(t.platform.db, 'delivered')).lines.some((line) => line.includes(sent.code))).toBe(true);
    expect((await mallShowLines(t.platform.db, 'PM-NOSUCHCODE')).ok).toBe(false);
  });
});
