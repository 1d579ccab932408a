import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Promotion, PromotionDetail, RaffleClaim, RaffleStatus } from '../../../src/contract/calls/promotions';
import { drawPrize } from '../../promotions/prizes';
import { claimRaffle } from '../../promotions/raffle';
import { pickLanguage } from '../../promotions/store';
import { expectWebp } from '../../static/webp.test-support';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

/** Seeded ids (platform/seed/promotions.ts, inserted in order). */
const WELCOME = 1;
const SPORTS_EN_ONLY = 4;
const SLOTS = 6;
const RAFFLE = 7;
const UPCOMING_RAFFLE = 8;
const ENDED_RAFFLE = 9;

const list = async (query: Record<string, string> = {}, language = 'EN') =>
  (await t.call<Promotion[]>('GET', '/wps/promotion/list', { query, language })).body.value!;
const detail = (id: number | string, language = 'EN') => t.call<PromotionDetail>('GET', '/wps/promotion/detail', { query: { id }, language });
const balance = async (token: string) => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance;
const tokenOf = async (username: string, password: string, ip: string) => (await t.login(username, password, { ip })).body.value!.token;
/** One claim, a new action each time: with a new idempotency key (platform/http/idempotency.test.ts tests the keys). */
const claim = (token: string | null, id: number, language = 'EN') =>
  t.call<RaffleClaim>('POST', '/wps/promotion/raffle/claim', { token, body: { id, idempotencyKey: randomUUID() }, language });
const status = (token: string, id: number) => t.call<RaffleStatus>('GET', '/wps/promotion/raffle/status', { token, query: { id } });

/** A player created straight in the database, for claims that must not touch the demo accounts. */
async function newMember(account: string, type = 0): Promise<bigint> {
  const [row] = await t.platform.db.query<{ id: bigint }>(
    "INSERT INTO members (account, account_key, password_hash, type) VALUES ($1, $2, 'x', $3) RETURNING id",
    [account, account.toLowerCase(), type],
  );
  return row!.id;
}

describe('the promotion list', () => {
  it('lists current and upcoming promotions in order, each with its picture and period', async () => {
    const promotions = await list();
    expect(promotions.map((promotion) => promotion.category)).toEqual(['welcome', 'deposit', 'rebate', 'sports', 'live', 'slots', 'raffle', 'raffle']);
    expect(promotions.map((promotion) => promotion.id)).not.toContain(ENDED_RAFFLE);
    for (const promotion of promotions) {
      expect(promotion.image).toBe(`/lgw/static/promotions/${promotion.id}.webp`);
      expect(Date.parse(promotion.startsAt)).not.toBeNaN();
    }
    // The seed has promotions with an end, so the period check below is not vacuous.
    const ending = promotions.flatMap((promotion) => (promotion.endsAt ? [promotion.endsAt] : []));
    expect(ending.length).toBeGreaterThan(0);
    for (const endsAt of ending) expect(Date.parse(endsAt)).toBeGreaterThan(t.now());
    expect(promotions.find((promotion) => promotion.id === WELCOME)).toMatchObject({ endsAt: null, raffle: false, title: '100% Welcome Bonus up to ₱5,000' });
    expect(promotions.filter((promotion) => promotion.raffle).map((promotion) => promotion.id)).toEqual([RAFFLE, UPCOMING_RAFFLE]);
    expect(Date.parse(promotions.find((promotion) => promotion.id === UPCOMING_RAFFLE)!.startsAt)).toBeGreaterThan(t.now());
  });

  it('answers in the requested language where written, otherwise in English, and says which', async () => {
    const filipino = await list({ language: 'TY' });
    expect(filipino.find((promotion) => promotion.id === WELCOME)).toMatchObject({
      language: 'TY',
      languages: ['EN', 'TY'],
      title: '100% Welcome Bonus hanggang ₱5,000',
    });
    expect(filipino.find((promotion) => promotion.id === SPORTS_EN_ONLY)).toMatchObject({
      language: 'EN',
      languages: ['EN'],
      title: 'Parlay Boost: up to 20% More',
    });
    // The Language header decides when the query names no language.
    expect((await list({}, 'TY')).find((promotion) => promotion.id === WELCOME)?.language).toBe('TY');
    expect((await list({ language: 'VI' })).every((promotion) => promotion.language === 'EN')).toBe(true);
  });

  it('filters by category; an unknown category is an empty list', async () => {
    expect((await list({ category: 'raffle' })).map((promotion) => promotion.id)).toEqual([RAFFLE, UPCOMING_RAFFLE]);
    expect((await list({ category: 'sports' })).map((promotion) => promotion.id)).toEqual([SPORTS_EN_ONLY]);
    expect(await list({ category: 'nothing-here' })).toEqual([]);
  });

  it('drops a promotion once it has ended', async () => {
    const before = t.now();
    t.advance(31 * 86_400_000);
    const later = (await list()).map((promotion) => promotion.category);
    t.advance(before - t.now());
    expect(later).not.toContain('sports');
    expect(later).toContain('welcome');
  });
});

describe("a promotion's detail", () => {
  it('has the content as the editor wrote it (the site sanitises it), in the language asked for', async () => {
    const slots = await detail(SLOTS, 'TY');
    expect(slots.body.value).toMatchObject({ id: SLOTS, category: 'slots', language: 'TY', languages: ['EN', 'TY'] });
    expect(slots.body.value!.content).toContain('<script>');
    expect(slots.body.value!.content).toContain('<a href="https://www.pagcor.ph/" target="_blank">');
    const sports = await detail(SPORTS_EN_ONLY, 'TY');
    expect(sports.body.value).toMatchObject({ language: 'EN', languages: ['EN'] });
    expect(sports.body.value!.content).toContain('onclick=');
  });

  it('still answers for an ended promotion, and NOT_FOUND for an unknown one', async () => {
    const ended = await detail(ENDED_RAFFLE);
    expect(ended.body.value).toMatchObject({ raffle: true, title: 'Halloween Raffle' });
    expect(Date.parse(ended.body.value!.endsAt!)).toBeLessThan(t.now());
    const unknown = await detail(999, 'TY');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: false, errorCode: 'NOT_FOUND', message: 'Wala ang promosyong ito o hindi na ito available.' });
    expect((await detail('abc')).status).toBe(400);
    expect((await detail(0)).status).toBe(400);
  });

  it('draws its picture itself, cached and revalidated by ETag', async () => {
    const url = 'http://platform.internal/lgw/static/promotions/1.webp';
    const response = await t.platform.handle(new Request(url));
    expect(response.status).toBe(200);
    await expectWebp(response, { width: 800, height: 400 });
    const again = await t.platform.handle(new Request(url, { headers: { 'If-None-Match': response.headers.get('ETag') ?? '' } }));
    expect(again.status).toBe(304);
    expect((await t.platform.handle(new Request('http://platform.internal/lgw/static/promotions/999.webp'))).status).toBe(404);
  });
});

describe('raffle claims', () => {
  it('are for members only', async () => {
    expect((await claim(null, RAFFLE)).status).toBe(401);
    expect((await claim(null, RAFFLE)).body.errorCode).toBe('UNAUTHORIZED');
    expect((await t.call('GET', '/wps/promotion/raffle/status', { query: { id: RAFFLE } })).status).toBe(401);
  });

  it('credit one drawn prize through the ledger, once: a second claim is ALREADY_CLAIMED', async () => {
    const token = await tokenOf('team_ana', 'TeamAna2026', '203.0.113.61');
    expect((await status(token, RAFFLE)).body.value).toEqual({ state: 'open', prize: null, currency: 'PHP', claimedAt: null });
    const before = await balance(token);

    const won = await claim(token, RAFFLE);
    expect(won.body.success, won.body.message).toBe(true);
    const { prize, balance: after } = won.body.value!;
    expect([8.88, 18.88, 88, 188, 888]).toContain(prize);
    expect(won.body.value).toMatchObject({ id: RAFFLE, state: 'claimed', currency: 'PHP', claimedAt: new Date(t.now()).toISOString() });
    expect(Math.round(after * 100)).toBe(Math.round((before + prize) * 100));
    expect(await balance(token)).toBe(after);
    const entries = await t.platform.db.query<{ kind: string; reference: string }>(
      "SELECT kind, reference FROM ledger_entries l JOIN members m ON m.id = l.member_id WHERE m.account = 'team_ana' AND kind = 'RAFFLE_PRIZE'",
    );
    expect(entries).toEqual([{ kind: 'RAFFLE_PRIZE', reference: `raffle:${RAFFLE}` }]);
    expect((await status(token, RAFFLE)).body.value).toMatchObject({ state: 'claimed', prize });

    const again = await claim(token, RAFFLE, 'TY');
    expect(again.body).toEqual({ success: false, errorCode: 'ALREADY_CLAIMED', message: 'Nakuha mo na ang premyo mo sa raffle na ito.' });
    expect(await balance(token)).toBe(after);
  });

  it('of the same member at the same moment pay once', async () => {
    const token = await tokenOf('team_ben', 'TeamBen2026', '203.0.113.62');
    const replies = await Promise.all([claim(token, RAFFLE), claim(token, RAFFLE), claim(token, RAFFLE)]);
    expect(replies.filter((reply) => reply.body.success)).toHaveLength(1);
    expect(replies.filter((reply) => reply.body.errorCode === 'ALREADY_CLAIMED')).toHaveLength(2);
    const [row] = await t.platform.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM ledger_entries l JOIN members m ON m.id = l.member_id WHERE m.account = 'team_ben' AND kind = 'RAFFLE_PRIZE'",
    );
    expect(row?.n).toBe(1);
  });

  it('refuse trial accounts, agents, upcoming and ended raffles, and promotions that are not raffles', async () => {
    const trial = await tokenOf('demo_trial', 'Trial2026', '203.0.113.63');
    expect((await claim(trial, RAFFLE)).body).toMatchObject({ success: false, errorCode: 'NEED_REAL_ACCOUNT' });
    expect((await status(trial, RAFFLE)).body.value?.state).toBe('needRealAccount');

    const agent = await tokenOf('demo_agent', 'Agent2026', '203.0.113.64');
    expect((await claim(agent, RAFFLE)).body).toMatchObject({
      success: false,
      errorCode: 'NOT_ELIGIBLE',
      message: 'Your account cannot take part in this raffle.',
    });
    expect((await status(agent, RAFFLE)).body.value?.state).toBe('notEligible');

    const player = await tokenOf('demo_expired', 'Expired2026', '203.0.113.65');
    expect((await claim(player, UPCOMING_RAFFLE)).body).toMatchObject({ success: false, errorCode: 'PROMOTION_NOT_STARTED' });
    expect((await status(player, UPCOMING_RAFFLE)).body.value?.state).toBe('upcoming');
    expect((await claim(player, ENDED_RAFFLE)).body).toMatchObject({ success: false, errorCode: 'PROMOTION_ENDED', message: 'This promotion has ended.' });
    expect((await status(player, ENDED_RAFFLE)).body.value?.state).toBe('ended');
    expect((await claim(player, WELCOME)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await claim(player, 999)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await status(player, WELCOME)).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    const [row] = await t.platform.db.query<{ n: number }>("SELECT count(*)::int AS n FROM ledger_entries WHERE kind = 'RAFFLE_PRIZE' AND reference <> $1", [
      `raffle:${RAFFLE}`,
    ]);
    expect(row?.n).toBe(0);
  });

  it("draw from the raffle's own prize table", async () => {
    const member = await newMember('raffleTop');
    const top = await claimRaffle(t.platform.db, { id: RAFFLE, memberId: member, now: t.now() }, (max) => max - 1);
    expect(top).toMatchObject({ ok: true, prizeMinor: 88_800n, balanceMinor: 88_800n });
    const other = await newMember('raffleLow');
    expect(await claimRaffle(t.platform.db, { id: RAFFLE, memberId: other, now: t.now() }, () => 0)).toMatchObject({ ok: true, prizeMinor: 888n });
  });

  it("close with the raffle's period", async () => {
    const member = await newMember('raffleLate');
    const [raffle] = await t.platform.db.query<{ ends_at: Date }>('SELECT ends_at FROM promotions WHERE id = $1', [RAFFLE]);
    const end = new Date(raffle!.ends_at).getTime();
    expect(await claimRaffle(t.platform.db, { id: RAFFLE, memberId: member, now: end })).toEqual({ ok: false, reason: 'ended' });
    expect(await claimRaffle(t.platform.db, { id: RAFFLE, memberId: member, now: end - 1 })).toMatchObject({ ok: true });
  });
});

describe('drawPrize', () => {
  const prizes = [
    { amountMinor: 100n, weight: 3 },
    { amountMinor: 500n, weight: 2 },
    { amountMinor: 9_000n, weight: 1 },
  ];

  it("gives each prize exactly its weight's share of the draws", () => {
    const counts = new Map<bigint, number>();
    for (let ticket = 0; ticket < 6; ticket++) {
      const prize = drawPrize(prizes, () => ticket);
      counts.set(prize, (counts.get(prize) ?? 0) + 1);
    }
    expect(Object.fromEntries([...counts].map(([amount, count]) => [String(amount), count]))).toEqual({ '100': 3, '500': 2, '9000': 1 });
  });

  it('asks the random source for a number below the total weight, and refuses an empty table', () => {
    let asked = 0;
    drawPrize(prizes, (max) => {
      asked = max;
      return 0;
    });
    expect(asked).toBe(6);
    expect(() => drawPrize([], () => 0)).toThrow();
    expect(() => drawPrize(prizes, () => 6)).toThrow();
  });
});

describe('pickLanguage', () => {
  it('prefers the request, then English, then Filipino, then the first written', () => {
    expect(pickLanguage(['EN', 'TY'], 'TY')).toBe('TY');
    expect(pickLanguage(['EN', 'TY'], 'VI')).toBe('EN');
    expect(pickLanguage(['TY', 'VI'], 'CN')).toBe('TY');
    expect(pickLanguage(['VI', 'TH'], 'CN')).toBe('TH');
  });
});
