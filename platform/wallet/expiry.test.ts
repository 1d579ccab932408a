import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { balances } from '../withdrawal/withdrawals';
import { expireRequirements } from './expiry';
import { addRequirement } from './turnover';

/** Bonus turnover deadlines (platform/wallet/expiry.ts; decision 0028 addendum "Void bets and expired bonuses"). */
const DAY = 86_400_000;
let t: TestPlatform;
let memberId: bigint;
let gameCode: string;
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  memberId = BigInt((await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'wd_juan'"))[0]!.id);
  gameCode = (
    await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' AND is_game IS NULL ORDER BY game_code LIMIT 1")
  )[0]!.game_code;
}, 120_000); // a cold platform start on the shared, loaded machine
afterAll(() => t.platform.close());

type Bonus = { id: string; source: string; required: number; played: number; status: string; startsAt: string; expiresAt: string | null };
const bonuses = async () => {
  // Logged in afresh: the clock moves by weeks here, past a session's end.
  const token = (await t.login('wd_juan', 'Withdraw2026')).body.value!.token;
  const reply = await t.call<{ rows: Bonus[] }>('GET', '/wps/v2/records/bonuses', {
    token,
    query: { from: new Date(t.now() - 80 * DAY).toISOString(), to: new Date(t.now() + DAY).toISOString() },
  });
  if (!reply.body.value) throw new Error(JSON.stringify(reply.body));
  return reply.body.value.rows;
};
/** A losing round (every reel the last symbol) of `pesos`: valid turnover. */
const play = async (pesos: number) => {
  const outcome = await playRound(t.platform.db, { memberId, gameCode, stakeMinor: BigInt(pesos * 100), now: t.now() }, (max) => max - 1);
  expect(outcome.ok).toBe(true);
};

describe('a bonus turnover deadline', () => {
  it('expires an unmet requirement at its deadline: released (locks nothing), keeping what was played by then; a met one stays completed', async () => {
    const start = t.now();
    await addRequirement(t.platform.db, {
      memberId,
      bonusMinor: 10_000n,
      requiredMinor: 20_000n,
      startsAt: new Date(start),
      source: 'test:met',
      expiresAt: new Date(start + 30 * DAY),
    });
    t.advance(1_000);
    await addRequirement(t.platform.db, {
      memberId,
      bonusMinor: 5_000n,
      requiredMinor: 100_000n,
      startsAt: new Date(t.now()),
      source: 'test:unmet',
      expiresAt: new Date(start + 30 * DAY),
    });
    await play(500); // ₱200 meets the first; ₱300 goes to the second (of ₱1,000)
    expect((await balances(t.platform.db, memberId)).turnover).toEqual({ required: 100_000n, played: 30_000n });
    const before = await bonuses();
    expect(before.find((row) => row.source === 'test:unmet')).toMatchObject({
      status: 'ACTIVE',
      played: 300,
      expiresAt: new Date(start + 30 * DAY).toISOString(),
    });

    t.advance(31 * DAY);
    await play(100); // after the deadline: not the expired requirement's
    const after = await bonuses();
    expect(after.find((row) => row.source === 'test:unmet')).toMatchObject({ status: 'EXPIRED', played: 300, required: 1_000 });
    expect(after.find((row) => row.source === 'test:met')).toMatchObject({ status: 'COMPLETED', played: 200 });
    const standing = await balances(t.platform.db, memberId);
    expect(standing.turnover).toEqual({ required: 0n, played: 0n });
    expect(standing.withdrawable).toBe(standing.available);
    const ended = await t.platform.db.query<{ source: string; ended: string }>(
      "SELECT source, ended FROM turnover_requirements WHERE member_id = $1 AND source LIKE 'test:%' ORDER BY source",
      [memberId],
    );
    expect(ended.map((row) => [row.source, row.ended])).toEqual([
      ['test:met', 'MET'],
      ['test:unmet', 'EXPIRED'],
    ]);
  });

  it("is ended once by the platform's pass, whoever comes first", async () => {
    await addRequirement(t.platform.db, {
      memberId,
      bonusMinor: 1_000n,
      requiredMinor: 50_000n,
      startsAt: new Date(t.now()),
      source: 'test:pass',
      expiresAt: new Date(t.now() + DAY),
    });
    expect(await expireRequirements(t.platform.db, t.now())).toBe(0);
    t.advance(2 * DAY);
    expect(await expireRequirements(t.platform.db, t.now())).toBe(1);
    expect(await expireRequirements(t.platform.db, t.now())).toBe(0);
    // The sharing rule (./turnover.ts): turnover since the first requirement, left over by the ones
    // before; the expired one takes none, so of ₱600 played the met one keeps ₱200 and this ₱400.
    expect((await bonuses()).find((row) => row.source === 'test:pass')).toMatchObject({ status: 'EXPIRED', played: 400, required: 500 });
  });
});
