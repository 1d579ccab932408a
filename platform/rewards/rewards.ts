import type { Database, Queryable } from '../db/index';
import { sendMessage } from '../messages/store';
import { balanceMinor, postEntry } from '../wallet/ledger';
import { majorToMinor } from '../wallet/money';
import { addRequirement } from '../wallet/turnover';

/**
 * The reward centre (issue 15 item 1; docs/decisions/0034-reward-centre.md). Rewards come from the
 * VIP table (platform/seed/vip.ts): the upgrade bonus of the member's level (once per level), the
 * birthday bonus (once a year, in the birthday month) and the weekly rebate (the previous week's
 * valid turnover at the level's rate, each Monday). They are granted when the member's rewards
 * are read ({@link grantDue}), once each (`source` is unique per member), each grant sending a
 * "reward available" message in the same transaction. Claiming credits the ledger once and adds
 * the turnover requirement (platform/wallet/turnover.ts).
 */
export const REWARD_KINDS = ['upgrade', 'birthday', 'rebate', 'promotion', 'mission', 'referral'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

/** Turnover to play per unit of reward, by kind, before it is withdrawable (mission prizes: platform/missions/, referral rewards: platform/referral/). */
export const TURNOVER_MULTIPLE: Record<RewardKind, number> = { upgrade: 5, birthday: 3, rebate: 1, promotion: 5, mission: 1, referral: 3 };

/**
 * The kinds whose claim needs the player's Zalo or WhatsApp number id (docs/product.md §5, issue 15
 * item 7; docs/decisions/0039-missions-and-referral.md): the operator pays a referral reward's
 * follow-up through that contact. The contract carries the same flag to the site.
 */
export const NEEDS_CONTACT: Record<RewardKind, boolean> = {
  upgrade: false,
  birthday: false,
  rebate: false,
  promotion: false,
  mission: false,
  referral: true,
};
export type Contact = { type: 'zalo' | 'whatsapp'; id: string };
/** How long a reward waits to be claimed. */
export const REWARD_LIFETIME_MS = 7 * 86_400_000;
/** The merchant's clock for weeks and months: Manila, UTC+8 all year. */
const MANILA_OFFSET_MS = 8 * 3_600_000;
const WEEK_MS = 7 * 86_400_000;

export interface RewardRow {
  id: number;
  kind: RewardKind;
  amountMinor: bigint;
  turnoverMinor: bigint;
  availableAt: Date;
  expiresAt: Date;
  claimedAt: Date | null;
}

/** The Monday 00:00 (Manila) that starts the week of `at`, as a UTC instant. */
export function weekStart(at: number): number {
  const local = new Date(at + MANILA_OFFSET_MS);
  const day = (local.getUTCDay() + 6) % 7;
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - day) - MANILA_OFFSET_MS;
}

/** Valid turnover (settled stakes) of a member in [from, to). */
async function turnoverBetween(db: Queryable, memberId: bigint, from: Date, to: Date): Promise<bigint> {
  const [row] = await db.query<{ total: bigint }>(
    `SELECT (COALESCE((SELECT SUM(stake_minor) FROM bets WHERE member_id = $1 AND created_at >= $2 AND created_at < $3), 0)
           + COALESCE((SELECT SUM(stake_minor) FROM lottery_bets WHERE member_id = $1 AND status IN ('WON', 'LOST') AND settled_at >= $2 AND settled_at < $3), 0))::bigint AS total`,
    [memberId, from, to],
  );
  return BigInt(row?.total ?? 0);
}

/**
 * Inserts a reward unless its source was granted already; a new one sends its message (the
 * "reward available" one, or the caller's own, e.g. "mission completed"). True when it was new.
 */
export async function grant(
  tx: Queryable,
  memberId: bigint,
  kind: RewardKind,
  source: string,
  amountMinor: bigint,
  now: number,
  message: (tx: Queryable) => Promise<void> = (db) =>
    sendMessage(db, memberId, 'rewardAvailable', { amount: String(amountMinor), reward: kind }, new Date(now)),
): Promise<boolean> {
  if (amountMinor <= 0n) return false;
  const inserted = await tx.query(
    `INSERT INTO member_rewards (member_id, kind, source, amount_minor, turnover_multiple, available_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (member_id, source) DO NOTHING RETURNING id`,
    [memberId, kind, source, amountMinor, TURNOVER_MULTIPLE[kind], new Date(now), new Date(now + REWARD_LIFETIME_MS)],
  );
  if (inserted.length > 0) await message(tx);
  return inserted.length > 0;
}

/** Grants what the VIP table owes the member now (idempotent: each source once). */
export async function grantDue(db: Database, memberId: bigint, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [level] = await tx.query<{ rank: number; upgrade: bigint; birthday: bigint; rebate: string; birth_date: Date | null }>(
      `SELECT v.rank_level AS rank, v.upgrade_bonus_minor AS upgrade, v.birthday_bonus_minor AS birthday,
              v.weekly_rebate_percent::text AS rebate, m.birth_date
       FROM members m JOIN vip_levels v ON v.rank_level = m.club_rank_level WHERE m.id = $1 AND m.type <> 4`,
      [memberId],
    );
    if (!level) return;
    await grant(tx, memberId, 'upgrade', `upgrade:${level.rank}`, BigInt(level.upgrade), now);
    const today = new Date(now + MANILA_OFFSET_MS);
    if (level.birth_date && new Date(level.birth_date).getUTCMonth() === today.getUTCMonth()) {
      await grant(tx, memberId, 'birthday', `birthday:${today.getUTCFullYear()}`, BigInt(level.birthday), now);
    }
    // Last week's rebate: turnover × percent, in basis points to stay in integers, rounded down
    // (the percent has two decimals, numeric(5, 2): read as text, "0.40" is 40 basis points).
    const thisWeek = weekStart(now);
    const basisPoints = majorToMinor(level.rebate);
    const played = await turnoverBetween(tx, memberId, new Date(thisWeek - WEEK_MS), new Date(thisWeek));
    const week = new Date(thisWeek - WEEK_MS + MANILA_OFFSET_MS).toISOString().slice(0, 10);
    await grant(tx, memberId, 'rebate', `rebate:${week}`, (played * basisPoints) / 10_000n, now);
  });
}

const toRow = (row: {
  id: bigint;
  kind: RewardKind;
  amount_minor: bigint;
  turnover_multiple: number;
  available_at: Date;
  expires_at: Date;
  claimed_at: Date | null;
}): RewardRow => ({
  id: Number(row.id),
  kind: row.kind,
  amountMinor: BigInt(row.amount_minor),
  turnoverMinor: BigInt(row.amount_minor) * BigInt(row.turnover_multiple),
  availableAt: new Date(row.available_at),
  expiresAt: new Date(row.expires_at),
  claimedAt: row.claimed_at ? new Date(row.claimed_at) : null,
});

/** Rewards waiting (unclaimed, unexpired; soonest expiry first) and the last 50 claimed (newest first). */
export async function rewardsOf(db: Queryable, memberId: bigint, now: number): Promise<{ waiting: RewardRow[]; claimed: RewardRow[] }> {
  const rows = await db.query<Parameters<typeof toRow>[0]>(
    `(SELECT id, kind, amount_minor, turnover_multiple, available_at, expires_at, claimed_at FROM member_rewards
      WHERE member_id = $1 AND claimed_at IS NULL AND expires_at > $2 ORDER BY expires_at, id)
     UNION ALL
     (SELECT id, kind, amount_minor, turnover_multiple, available_at, expires_at, claimed_at FROM member_rewards
      WHERE member_id = $1 AND claimed_at IS NOT NULL ORDER BY claimed_at DESC, id DESC LIMIT 50)`,
    [memberId, new Date(now)],
  );
  const all = rows.map(toRow);
  return { waiting: all.filter((row) => !row.claimedAt), claimed: all.filter((row) => row.claimedAt) };
}

export type ClaimOutcome =
  | { ok: true; reward: RewardRow; balanceMinor: bigint }
  | { ok: false; reason: 'notFound' | 'alreadyClaimed' | 'expired' | 'contactNeeded' };

/**
 * Claims one of the member's rewards in one transaction: the row is locked, a claimed or expired
 * one is refused, the amount is credited under `reward:<id>` (at most once per member) and its
 * turnover requirement added. The router's idempotency key makes a repeated request replay this
 * answer; the row's `claimed_at` refuses a second claim with another key.
 */
export async function claimReward(db: Database, memberId: bigint, id: number, now: number, contact: Contact | null = null): Promise<ClaimOutcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<Parameters<typeof toRow>[0]>(
      'SELECT id, kind, amount_minor, turnover_multiple, available_at, expires_at, claimed_at FROM member_rewards WHERE id = $1 AND member_id = $2 FOR UPDATE',
      [id, memberId],
    );
    if (!row) return { ok: false, reason: 'notFound' } as const;
    if (row.claimed_at) return { ok: false, reason: 'alreadyClaimed' } as const;
    if (new Date(row.expires_at).getTime() <= now) return { ok: false, reason: 'expired' } as const;
    // The contact's format is checked by the contract (src/contract/calls/rewards.ts); here only its presence.
    if (NEEDS_CONTACT[row.kind] && !contact) return { ok: false, reason: 'contactNeeded' } as const;
    const reward = { ...toRow(row), claimedAt: new Date(now) };
    const kept = NEEDS_CONTACT[row.kind] ? contact : null;
    await tx.query('UPDATE member_rewards SET claimed_at = $2, contact_type = $3, contact_id = $4 WHERE id = $1', [
      id,
      reward.claimedAt,
      kept?.type ?? null,
      kept?.id ?? null,
    ]);
    const credited = await postEntry(tx, { memberId, amountMinor: reward.amountMinor, kind: 'REWARD', reference: `reward:${id}` });
    if (!credited) throw new Error(`reward ${id}: already in the ledger of member ${memberId}`);
    if (reward.turnoverMinor > 0n) {
      await addRequirement(tx, {
        memberId,
        bonusMinor: reward.amountMinor,
        requiredMinor: reward.turnoverMinor,
        startsAt: reward.claimedAt,
        source: `reward:${id}`,
      });
    }
    return { ok: true, reward, balanceMinor: await balanceMinor(tx, memberId) } as const;
  });
}
