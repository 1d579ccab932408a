import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { teamBetPage, teamBetTotals } from '../agent/bets';
import { lossStatement } from '../agent/loss';
import { agentFeatureKey } from '../agent/features';
import { teamActivity } from '../agent/pay/figures';
import { periodAt, type Period } from '../agent/pay/periods';
import { SETTLE_GRACE_MS, settleDue } from '../agent/pay/settle';
import { teamOverview } from '../agent/team';
import { placeBet } from '../lottery/bets';
import { drawGameNow } from '../lottery/draws';
import { findLotteryGame } from '../lottery/games';
import { operatorCancelDraw } from '../lottery/operator';
import { vipCounters } from '../members/centre';
import { missionsOf } from '../missions/missions';
import { friendsOf, inviteCodeOf } from '../referral/referral';
import { sinceLogin } from '../safety/sessions';
import { usageOf } from '../safety/store';
import { checkLedger } from './ledger-check';
import { startTestPlatform, type TestPlatform } from '../test-support';

/**
 * A voided lottery stake is no stake to any reader (platform/wallet/stakes.ts; decision 0048):
 * each reader family counts a ticket while its draw is open and forgets it once the draw is
 * cancelled and the stake given back.
 */
const FAST = 'TCG_FAST3_FAST_3_ONE_MINUTE';
const DAY = 86_400_000;
const STAKE = 500n;
let t: TestPlatform;
let token: string;
let ben: bigint;
let agent: bigint;
let inviter: bigint;

const idOf = async (account: string) => BigInt((await t.platform.db.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account]))[0]!.id);

beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  token = (await t.login('team_ben', 'TeamBen2026')).body.value!.token;
  [ben, agent, inviter] = (await Promise.all(['team_ben', 'demo_agent', 'demo_player'].map(idOf))) as [bigint, bigint, bigint];
  // team_ben joins as demo_player's invited friend, so the referral reader sees his bets.
  await t.platform.db.query('UPDATE members SET referral_code = $1 WHERE id = $2', [await inviteCodeOf(t.platform.db, inviter), ben]);
}, 120_000); // a cold platform start on the shared, loaded machine
afterAll(() => t.platform.close());

/** The reader's figure before a ticket, with the ticket's draw open, and after the draw is cancelled. */
async function aroundVoidedTicket(read: () => Promise<bigint>): Promise<[bigint, bigint, bigint]> {
  const before = await read();
  const [draw] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN'", [FAST]);
  const outcome = await placeBet(t.platform.db, (await findLotteryGame(t.platform.db, FAST))!, { memberId: ben, picks: [10], stakeMinor: STAKE, now: t.now() });
  if (!outcome.ok) throw new Error(outcome.reason);
  const open = await read();
  expect((await operatorCancelDraw(t.platform.db, String(draw!.id), t.now())).ok).toBe(true);
  return [before, open, await read()];
}

const counted = (figures: [bigint, bigint, bigint], stake = STAKE) => expect(figures).toEqual([figures[0], figures[0] + stake, figures[0]]);
const range = () => ({ from: t.now() - DAY, to: t.now() + 60_000 });

describe('a voided lottery stake is no stake', () => {
  it('to VIP progress', async () => {
    counted(await aroundVoidedTicket(async () => (await vipCounters(t.platform.db, ben)).turnoverMinor));
  });

  it("to the missions' valid bets", async () => {
    const progress = async () => (await missionsOf(t.platform.db, ben, t.now())).find((state) => state.mission.id === 'daily-bets')!.progress;
    counted(await aroundVoidedTicket(progress));
  });

  it("to a referred friend's qualification", async () => {
    const bets = async () => (await friendsOf(t.platform.db, inviter)).friends.find((friend) => friend.id === ben)!.validBetsMinor;
    counted(await aroundVoidedTicket(bets));
  });

  it("to the agent's team overview", async () => {
    const overview = async () => (await teamOverview(t.platform.db, { agentId: agent, scope: 'all', days: 1, zone: 'Asia/Manila', now: t.now() })).betsMinor;
    counted(await aroundVoidedTicket(overview));
  });

  it("to the agent's pay figures, which count a ticket only once its draw is drawn (decision 0055)", async () => {
    const [before, open, after] = await aroundVoidedTicket(async () => (await teamActivity(t.platform.db, agent, range().from, range().to)).stakesMinor);
    expect([open, after]).toEqual([before, before]);
  });

  it("to the agent's loss statement", async () => {
    const loss = async () => {
      const { from, to } = range();
      const { rows } = await lossStatement(t.platform.db, { agentId: agent, scope: 'all', from: new Date(from), to: new Date(to) });
      return rows.find((row) => row.id === ben)?.stakeMinor ?? 0n;
    };
    counted(await aroundVoidedTicket(loss));
  });

  it('to the safer-gambling wager and loss limits', async () => {
    const sum = (kind: 'wager' | 'loss') => async () => (await usageOf(t.platform.db, ben, kind, t.now())).reduce((total, usage) => total + usage.amount, 0n);
    counted(await aroundVoidedTicket(sum('wager')));
    counted(await aroundVoidedTicket(sum('loss')));
  });

  it("to the reality check's stakes since login", async () => {
    counted(await aroundVoidedTicket(async () => BigInt(Math.round((await sinceLogin(t.platform.db, ben, token, t.now())).stakes * 100))));
  });

  it("to the agent's team betting history: the ticket is listed as void, with no valid bet and no net", async () => {
    const filter = () => ({ agentId: agent, scope: 'all' as const, from: new Date(range().from), to: new Date(range().to), account: 'team_ben' });
    const validTotal = async () => (await teamBetTotals(t.platform.db, filter())).validMinor;
    const [before, open, after] = await aroundVoidedTicket(validTotal);
    expect([open, after]).toEqual([before, before]); // open: unsettled, no valid bet yet; void: none ever
    const [ticket] = await teamBetPage(t.platform.db, filter(), { offset: 0, limit: 1 });
    expect(ticket).toMatchObject({ status: 'VOID', stakeMinor: STAKE, validMinor: 0n, netMinor: 0n });
  });
});

describe('agent pay counts a lottery ticket in the period its draw is drawn (docs/decisions/0055-pay-on-final-stakes.md)', () => {
  it('so a draw cancelled after the period its ticket was placed in was settled takes nothing back from a paid period', async () => {
    const db = t.platform.db;
    await t.setSetting(agentFeatureKey('demo_agent', 'realtimesalreqtype'), true);
    const game = (await findLotteryGame(db, FAST))!;
    const ticket = async () => {
      const outcome = await placeBet(db, game, { memberId: ben, picks: [10], stakeMinor: STAKE, now: t.now() });
      if (!outcome.ok) throw new Error(outcome.reason);
      return outcome.bet;
    };
    /** The team's final stakes in the current real-time period so far, before anything below moves them. */
    const salesNow = async () => {
      const period = periodAt('realtime', t.now());
      return { period, sales: (await teamActivity(db, agent, period.from, period.to)).stakesMinor };
    };
    /** Ends the current period and settles it: the clock moves SETTLE_GRACE_MS into the next. */
    const settleCurrent = async (period: Period) => {
      t.advance(period.to + SETTLE_GRACE_MS - t.now());
      await settleDue(db, t.now(), ['realtime']);
    };
    const settled = async (period: Period) =>
      (
        await db.query<{ base_minor: bigint }>("SELECT base_minor FROM agent_settlements WHERE agent_id = $1 AND kind = 'realtime' AND period = $2", [
          agent,
          period.key,
        ])
      ).map((row) => BigInt(row.base_minor));
    await settleDue(db, t.now(), ['realtime']);

    // Period 1: a ticket whose draw is still open when the period is settled counts nowhere yet.
    const first = await salesNow();
    const voided = await ticket();
    await settleCurrent(first.period);
    expect(await settled(first.period)).toEqual([first.sales]);

    // Period 2: that ticket's draw is cancelled (the old rule had paid its stake in period 1); a
    // ticket on the next draw is placed, and drawn only in period 3.
    const second = await salesNow();
    expect((await operatorCancelDraw(db, String(voided.drawId), t.now())).ok).toBe(true);
    const drawn = await ticket();
    await settleCurrent(second.period);
    expect(await settled(second.period)).toEqual([second.sales]);

    // Period 3: the draw settles the second ticket, which counts here, where its result is paid.
    const third = await salesNow();
    expect((await drawGameNow(db, FAST, t.now(), null))?.drawId).toBe(drawn.drawId);
    await settleCurrent(third.period);
    expect(await settled(third.period)).toEqual([third.sales + STAKE]);
    expect(await settled(first.period)).toEqual([first.sales]);
    expect((await checkLedger(db)).problems).toEqual([]);
  });
});
