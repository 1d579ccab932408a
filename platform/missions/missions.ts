import type { Queryable } from '../db/index';
import { sendMessage } from '../messages/store';
import { grant, weekStart } from '../rewards/rewards';
import { DEPOSIT_KINDS } from '../members/centre';
import { validStake } from '../wallet/stakes';
import { TRIAL_TYPE } from '../members/members';
import { MISSIONS, type Mission, type MissionKind, type MissionPeriod } from './definitions';

/**
 * Mission progress and prizes (docs/decisions/0039-missions-and-referral.md). Progress is read
 * from real activity only: valid bets and deposits from the ledger (the only truth for money,
 * docs/platform-api.md "Money"), logins from `member_logins`, games from `bets`. A completed
 * mission grants its prize in the reward centre (`mission:<id>:<period start>`, unique per
 * member) with a "mission completed" message, in the transaction of the event that completed it
 * (a bet, a deposit, a login: platform/rewards/events.ts); reading the missions grants nothing.
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

/** One kind of activity of member $1 in [from, to): a scalar subquery; `deposits` names the ledger kinds' parameter. */
const MEASURE: Record<MissionKind, (from: string, to: string, kinds: { deposits: () => string }) => string> = {
  // Valid stakes only: a voided lottery ticket is no bet (platform/wallet/stakes.ts).
  validBets: (from, to) =>
    `(SELECT COALESCE(-SUM(e.amount_minor), 0) FROM ledger_entries e WHERE e.member_id = $1 AND ${validStake('e')} AND e.created_at >= ${from} AND e.created_at < ${to})`,
  deposits: (from, to, kinds) =>
    `(SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE member_id = $1 AND kind = ANY(${kinds.deposits()}::text[]) AND created_at >= ${from} AND created_at < ${to})`,
  // Days with a login (Manila): a daily mission's target of 1 is "log in today".
  logins: (from, to) =>
    `(SELECT COUNT(DISTINCT date_trunc('day', at + interval '8 hours')) FROM member_logins WHERE member_id = $1 AND at >= ${from} AND at < ${to})`,
  gamesPlayed: (from, to) => `(SELECT COUNT(DISTINCT game_code) FROM bets WHERE member_id = $1 AND created_at >= ${from} AND created_at < ${to})`,
};

/** Several kinds of activity of a member, each over its own [from, to), in one query (in the order given). */
async function measureMany(db: Queryable, memberId: bigint, items: readonly { kind: MissionKind; from: number; to: number }[]): Promise<bigint[]> {
  if (items.length === 0) return [];
  const params: unknown[] = [memberId];
  const param = (value: unknown): string => `$${params.push(value)}`;
  const named = new Map<string, string>();
  const once = (name: string, value: unknown) => () => {
    if (!named.has(name)) named.set(name, param(value));
    return named.get(name)!;
  };
  const kinds = { deposits: once('deposits', [...DEPOSIT_KINDS]) };
  const columns = items.map((item, index) => `${MEASURE[item.kind](param(new Date(item.from)), param(new Date(item.to)), kinds)}::bigint AS v${index}`);
  const [row] = await db.query<Record<string, bigint>>(`SELECT ${columns.join(', ')}`, params);
  return items.map((_, index) => BigInt(row?.[`v${index}`] ?? 0));
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
 * Grants the prize of each mission of `kinds` that the member's activity up to `at` completes in
 * its period (once: `mission:<id>:<period start>` is unique per member), with a "mission
 * completed" message, in the caller's transaction. Called by the events that move progress
 * (platform/rewards/events.ts: a bet, a deposit, a login), never by a read.
 */
export async function grantMissionsFor(tx: Queryable, memberId: bigint, at: number, kinds: readonly MissionKind[]): Promise<void> {
  const candidates = MISSIONS.filter((mission) => kinds.includes(mission.kind)).map((mission) => {
    const period = periodOf(mission.period, at);
    return { mission, period, source: missionSource(mission, period.start) };
  });
  if (candidates.length === 0) return;
  // Trial accounts have no missions (docs/product.md §6): no prize, no message.
  const [member] = await tx.query<{ type: number; granted: string[] }>(
    'SELECT type, ARRAY(SELECT source FROM member_rewards WHERE member_id = $1 AND source = ANY($2::text[])) AS granted FROM members WHERE id = $1',
    [memberId, candidates.map((candidate) => candidate.source)],
  );
  if (!member || member.type === TRIAL_TYPE) return;
  const open = candidates.filter((candidate) => !member.granted.includes(candidate.source));
  const progress = await measureMany(
    tx,
    memberId,
    open.map(({ mission, period }) => ({ kind: mission.kind, from: period.start, to: at + 1 })),
  );
  for (const [index, { mission, source }] of open.entries()) {
    if (progress[index]! < mission.target) continue;
    await grant(tx, memberId, 'mission', source, mission.prizeMinor, at, (db) =>
      sendMessage(db, memberId, 'missionCompleted', { amount: String(mission.prizeMinor), mission: mission.id }, new Date(at)),
    );
  }
}

/**
 * The member's missions of the current periods and their prizes as granted. Reads only: a
 * prize is granted by the event that completes its mission ({@link grantMissionsFor}).
 * Trial accounts have no missions (the centre refuses them before this is called).
 */
export async function missionsOf(db: Queryable, memberId: bigint, now: number): Promise<MissionState[]> {
  const periods = MISSIONS.map((mission) => periodOf(mission.period, now));
  const progress = await measureMany(
    db,
    memberId,
    MISSIONS.map((mission, index) => ({ kind: mission.kind, from: periods[index]!.start, to: Math.min(periods[index]!.end, now + 1) })),
  );
  const sources = MISSIONS.map((mission, index) => missionSource(mission, periods[index]!.start));
  const rewards = await db.query<{ id: bigint; source: string; claimed_at: Date | null }>(
    'SELECT id, source, claimed_at FROM member_rewards WHERE member_id = $1 AND source = ANY($2::text[])',
    [memberId, sources],
  );
  return MISSIONS.map((mission, index) => {
    const reward = rewards.find((row) => row.source === sources[index]);
    return {
      mission,
      periodStart: periods[index]!.start,
      periodEnd: periods[index]!.end,
      progress: progress[index]!,
      completed: progress[index]! >= mission.target,
      reward: reward ? { id: Number(reward.id), claimed: reward.claimed_at !== null } : null,
    };
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
 * and the weekly ones), every player's, since each completion is granted by the bet, deposit or
 * login that made it (whether or not the player ever opens a page); ties go to who reached the
 * score first.
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
