import type { Database, Queryable } from '../db/index';
import { grantMissionsFor } from '../missions/missions';
import { grantReferralFor } from '../referral/referral';
import { grantVipRewards } from './rewards';

/**
 * Rewards are granted by what earns them, never by a page that shows them (issue 15;
 * docs/decisions/0034-reward-centre.md and 0039-missions-and-referral.md, addenda). Each event
 * calls its hook inside its own transaction, so a reward and the money movement that earned it
 * commit together or not at all; every grant is once per member and source (`member_rewards`
 * unique (member_id, source)), so a retried event or a second server grants nothing more.
 * Time-driven rewards (the Monday rebate, the birthday month, the level's upgrade bonus) come
 * from the periodic pass ({@link REWARDS_PASS_MS}, platform/index.ts) and from the member's login.
 */

/** After a bet's stake is in the ledger (a demo-game round, a lottery ticket): bet missions and the inviter's referral reward. */
export async function afterBet(tx: Queryable, memberId: bigint, at: number): Promise<void> {
  await grantMissionsFor(tx, memberId, at, ['validBets', 'gamesPlayed']);
  await grantReferralFor(tx, memberId, at);
}

/** After a deposit is credited: deposit missions and the inviter's referral reward. */
export async function afterDeposit(tx: Queryable, memberId: bigint, at: number): Promise<void> {
  await grantMissionsFor(tx, memberId, at, ['deposits']);
  await grantReferralFor(tx, memberId, at);
}

/** After a login is recorded (`member_logins`): login missions. */
export const afterLoginRecorded = (tx: Queryable, memberId: bigint, at: number): Promise<void> => grantMissionsFor(tx, memberId, at, ['logins']);

/** After a member logs in: login missions, and what the VIP table owes the member now. */
export async function afterLogin(db: Database, memberId: bigint, at: number): Promise<void> {
  await db.transaction((tx) => afterLoginRecorded(tx, memberId, at));
  await grantVipRewards(db, at, memberId);
}

/** How often the platform grants time-driven rewards to every member (a new week's rebate within 10 minutes of Monday 00:00 Manila). */
export const REWARDS_PASS_MS = 10 * 60_000;

/** The periodic pass: every member's VIP rewards due now. */
export const rewardsPass = (db: Database, now: number): Promise<number> => grantVipRewards(db, now);
