import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeBet } from '../lottery/bets';
import { drawGameNow } from '../lottery/draws';
import { findLotteryGame } from '../lottery/games';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { lossStatement } from './loss';
import { income } from './pay/status';
import { periodStart, teamOverview } from './team';

/**
 * One definition of the team's profit on every agent page (issue 34 item 15;
 * docs/decisions/0055-pay-on-final-stakes.md): wins less the stakes that are final. An undrawn
 * lottery ticket is no loss on the overview, as on the loss statement and My income; once drawn
 * it counts on all three alike.
 */
const FAST = 'TCG_FAST3_FAST_3_ONE_MINUTE';
const ZONE = 'Asia/Manila';
let t: TestPlatform;
let ben: bigint;
let agent: bigint;

const idOf = async (account: string) => BigInt((await t.platform.db.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account]))[0]!.id);

beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  [ben, agent] = (await Promise.all(['team_ben', 'demo_agent'].map(idOf))) as [bigint, bigint];
}, 120_000);
afterAll(() => t.platform.close());

/** Today's team profit (players' side, before bonuses) as each page computes it. */
async function profits() {
  const db = t.platform.db;
  const now = t.now();
  const overview = await teamOverview(db, { agentId: agent, scope: 'all', days: 1, zone: ZONE, now });
  const loss = await lossStatement(db, { agentId: agent, scope: 'all', from: new Date(periodStart(1, now, ZONE)), to: new Date(now + 60_000) });
  const [today] = (await income(db, { agentId: agent, period: 'day', zone: ZONE, now })).lines;
  return {
    overview: overview.profitMinor,
    overviewDay: overview.days.at(-1)!.profitMinor,
    loss: loss.totals.netMinor,
    // My income is the house's side: stakes − wins (bonuses apart).
    income: today!.winsMinor - today!.stakesMinor,
    bets: overview.betsMinor,
  };
}

describe("the team's profit (issue 34 item 15)", () => {
  it('counts a lottery ticket as no loss until its draw is drawn, on the overview as on the loss statement and My income', async () => {
    const before = await profits();
    expect(before.overview).toBe(before.income);
    expect(before.loss).toBe(before.income);
    const outcome = await placeBet(t.platform.db, (await findLotteryGame(t.platform.db, FAST))!, {
      memberId: ben,
      picks: [10],
      stakeMinor: 55_00n,
      now: t.now(),
    });
    if (!outcome.ok) throw new Error(outcome.reason);
    const open = await profits();
    // The overview's bets report the activity (the ticket was bought today); no page counts it as a loss yet.
    expect(open.bets).toBe(before.bets + 55_00n);
    expect(open).toMatchObject({ overview: before.overview, overviewDay: before.overviewDay, loss: before.loss, income: before.income });
    // Drawn: the stake and its win (if any) count on all three pages alike.
    t.advance(2 * 60_000);
    expect((await drawGameNow(t.platform.db, FAST, t.now(), null))?.drawId).toBe(outcome.bet.drawId);
    const [bet] = await t.platform.db.query<{ status: string; payout_minor: bigint }>('SELECT status, payout_minor FROM lottery_bets WHERE id = $1', [
      outcome.bet.betId,
    ]);
    expect(['WON', 'LOST']).toContain(bet!.status);
    const drawn = await profits();
    expect(drawn.overview - before.overview).toBe(BigInt(bet!.payout_minor) - 55_00n);
    expect(drawn).toMatchObject({ overviewDay: drawn.overview, loss: drawn.overview, income: drawn.overview });
  });
});
