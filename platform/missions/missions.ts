import type { Database, Queryable } from '../db/index';
import { sendMessage } from '../messages/store';
import { grant, weekStart } from '../rewards/rewards';
import { DEPOSIT_KINDS, STAKE_KINDS } from '../members/centre';
import { MISSIONS, type Mission, type MissionKind, type MissionPeriod } from './definitions';

/**
 * Mission progress and prizes (docs/decisions/0039-missions-and-referral.md). Progress is read
 * from real activity only: valid bets and deposits from the ledger (the only truth for money,
 * docs/platform-api.md "Money"), logins from `member_logins`, games from `bets`. A completed
 * mission grants its prize in the reward centre (`mission:<id>:<period start>`, unique per
 * member) with a "mission completed" message, in one transaction, whenever the member's missions
 * or rewards are read.
 */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Manila midnight that starts the day of `at`, as a UTC instant. */
export const dayStart = (at: number): number => Math.floor((at + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS;

/** [start, end) of the period of `at`. */
export function periodOf(period: MissionPeriod, at: number): { start: number; end: number } {
  const start = period === 'daily' ? dayStart(at) : weekStart(at);
  return { start, end: start + (period === 'daily' ? DAY_MS : 7 * DAY_MS) };
}

/** The period's key in a reward's source: its first day in Manila, YYYY-MM-DD. */
const periodKey = (start: number): string => new Date(start + MANILA_OFFSET_MS).toISOString().slice(0, 10);
export const missionSource = (mission: Mission, start: number): string => `mission:${mission.id}:${periodKey(start)}`;

/** One kind of activity of a member in [from, to). */
async function measure(db: Queryable, memberId: bigint, kind: MissionKind, from: Date, to: Date): Promise<bigint> {
  const sql: Record<MissionKind, string> = {
    validBets: `SELECT COALESCE(-SUM(amount_minor), 0)::bigint AS value FROM ledger_entries
                WHERE member_id = $1 AND kind = ANY($4::text[]) AND created_at >= $2 AND created_at < $3`,
    deposits: `SELECT COALESCE(SUM(amount_minor), 0)::bigint AS value FROM ledger_entries
               WHERE member_id = $1 AND kind = ANY($4::text[]) AND created_at >= $2 AND created_at < $3`,
    // Days with a login (Manila): a daily mission's target of 1 is "log in today".
    logins: `SELECT COUNT(DISTINCT date_trunc('day', at + interval '8 hours'))::bigint AS value FROM member_logins
             WHERE member_id = $1 AND at >= $2 AND at < $3`,
    gamesPlayed: `SELECT COUNT(DISTINCT game_code)::bigint AS value FROM bets WHERE member_id = $1 AND created_at >= $2 AND created_at < $3`,
  };
  const kinds: Partial<Record<MissionKind, readonly string[]>> = { validBets: STAKE_KINDS, deposits: DEPOSIT_KINDS };
  const extra = kinds[kind];
  const [row] = await db.query<{ value: bigint }>(sql[kind], extra ? [memberId, from, to, [...extra]] : [memberId, from, to]);
  return BigInt(row?.value ?? 0);
}

export interface MissionState {
  mission: Mission;
  periodStart: number;
  periodEnd: number;
  progress: bigint;
  completed: boolean;
  /** The prize's reward in the reward centre, once granted; claimed or not. */
  reward: { id: number; claimed: boolean } | null;
}

/**
 * The member's missions of the current periods, granting each completed one's prize (once).
 * Trial accounts have no missions (the centre refuses them before this is called).
 */
export async function missionsOf(db: Database, memberId: bigint, now: number): Promise<MissionState[]> {
  return db.transaction(async (tx) => {
    const states: MissionState[] = [];
    for (const mission of MISSIONS) {
      const { start, end } = periodOf(mission.period, now);
      const progress = await measure(tx, memberId, mission.kind, new Date(start), new Date(Math.min(end, now + 1)));
      const completed = progress >= mission.target;
      const source = missionSource(mission, start);
      if (completed) {
        await grant(tx, memberId, 'mission', source, mission.prizeMinor, now, (db) =>
          sendMessage(db, memberId, 'missionCompleted', { amount: String(mission.prizeMinor), mission: mission.id }, new Date(now)),
        );
      }
      const [reward] = await tx.query<{ id: bigint; claimed_at: Date | null }>(
        'SELECT id, claimed_at FROM member_rewards WHERE member_id = $1 AND source = $2',
        [memberId, source],
      );
      states.push({
        mission,
        periodStart: start,
        periodEnd: end,
        progress,
        completed,
        reward: reward ? { id: Number(reward.id), claimed: reward.claimed_at !== null } : null,
      });
    }
    return states;
  });
}

export interface LeaderboardRow {
  rank: number;
  account: string;
  score: number;
}

/**
 * The week's leaderboard (docs/product.md "Mission activity"): the mission score is the
 * number of missions a member completed in the current week (daily ones of each day of the week
 * and the weekly ones), as granted in the reward centre; ties go to who reached the score first.
 * Top `limit`, and the member's own rank (null with no completed mission).
 */
export async function leaderboard(
  db: Queryable,
  memberId: bigint,
  now: number,
  limit = 50,
): Promise<{ top: LeaderboardRow[]; own: LeaderboardRow | null; weekStart: number }> {
  const start = weekStart(now);
  const rows = await db.query<{ member_id: bigint; account: string; score: number; rank: number }>(
    `WITH scores AS (
       SELECT r.member_id, m.account, COUNT(*)::int AS score, MAX(r.available_at) AS reached
       FROM member_rewards r JOIN members m ON m.id = r.member_id
       WHERE r.kind = 'mission' AND r.available_at >= $1 AND r.available_at < $2
       GROUP BY r.member_id, m.account
     ), ranked AS (
       SELECT member_id, account, score, ROW_NUMBER() OVER (ORDER BY score DESC, reached, member_id)::int AS rank FROM scores
     )
     SELECT member_id, account, score, rank FROM ranked WHERE rank <= $3 OR member_id = $4 ORDER BY rank`,
    [new Date(start), new Date(start + 7 * DAY_MS), limit, memberId],
  );
  const read = (row: (typeof rows)[number]): LeaderboardRow => ({ rank: row.rank, account: row.account, score: row.score });
  const ownRow = rows.find((row) => BigInt(row.member_id) === memberId);
  return { top: rows.filter((row) => row.rank <= limit).map(read), own: ownRow ? read(ownRow) : null, weekStart: start };
}

/** Grants every completed mission's prize of the current periods (the reward list calls it, so the badge is current). */
export const grantMissions = async (db: Database, memberId: bigint, now: number): Promise<void> => {
  await missionsOf(db, memberId, now);
};
