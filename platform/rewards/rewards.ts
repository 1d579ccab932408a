import type { Database, Queryable } from '../db/index';
import { sendMessage } from '../messages/store';
import { balanceMinor, postEntry } from '../wallet/ledger';
import { addRequirement } from '../wallet/turnover';
import { finalStakes } from '../wallet/stakes';

/**
 * The reward centre (issue 15 item 1; docs/decisions/0034-reward-centre.md). Rewards come from the
 * VIP table (platform/seed/vip.ts): the upgrade bonus of the member's level (once per level), the
 * birthday bonus (once a year, in the birthday month) and the weekly rebate (the previous week's
 * valid turnover at the level's rate, each Monday). They are granted by the events and the
 * periodic pass that earn them ({@link grantVipRewards}, platform/rewards/events.ts), never when
 * a page reads them, once each (`source` is unique per member), each grant sending a "reward
 * available" message in the same transaction. Claiming credits the ledger once and adds
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

/**
 * Grants what the VIP table owes now (decision 0034, addendum): the upgrade bonus of each member's
 * level (`upgrade:<rank>`), the birthday bonus in the birthday month (`birthday:<year>`) and last
 * week's rebate (`rebate:<monday>`: settled stakes from Monday to Monday, Manila time, at the
 * level's `weekly_rebate_percent` in basis points, rounded down to the centavo). Run by the
 * platform's periodic pass for every member (`memberId` null; platform/index.ts) and at a
 * member's login for that member, never by a read. Set-based: one INSERT … ON CONFLICT DO
 * NOTHING, each new row's message in the same transaction. Returns how many were granted.
 */
export async function grantVipRewards(db: Database, now: number, memberId: bigint | null = null): Promise<number> {
  const thisWeek = weekStart(now);
  const lastWeek = thisWeek - WEEK_MS;
  const today = new Date(now + MANILA_OFFSET_MS);
  return db.transaction(async (tx) => {
    const granted = await tx.query<{ member_id: bigint; kind: RewardKind; amount_minor: bigint }>(
      `WITH level AS (
         SELECT m.id, m.birth_date, v.rank_level, v.upgrade_bonus_minor, v.birthday_bonus_minor,
                (v.weekly_rebate_percent * 100)::bigint AS rebate_bp
         FROM members m JOIN vip_levels v ON v.rank_level = m.club_rank_level
         WHERE m.type <> 4 AND ($1::bigint IS NULL OR m.id = $1)
       ), played AS (
         SELECT member_id, SUM(stake_minor) AS stake FROM (${finalStakes('level', '$2', '$3')}) s GROUP BY member_id
       ), due AS (
         SELECT id, 'upgrade' AS kind, 'upgrade:' || rank_level AS source, upgrade_bonus_minor AS amount FROM level
         UNION ALL
         SELECT id, 'birthday', 'birthday:' || $4::text, birthday_bonus_minor FROM level
          WHERE birth_date IS NOT NULL AND EXTRACT(MONTH FROM birth_date) = $5
         UNION ALL
         SELECT l.id, 'rebate', 'rebate:' || $6::text, (p.stake * l.rebate_bp / 10000)::bigint FROM level l JOIN played p ON p.member_id = l.id
       )
       INSERT INTO member_rewards (member_id, kind, source, amount_minor, turnover_multiple, available_at, expires_at)
       SELECT id, kind, source, amount, CASE kind WHEN 'upgrade' THEN $7::int WHEN 'birthday' THEN $8::int ELSE $9::int END, $10, $11
       FROM due WHERE amount > 0
       ON CONFLICT (member_id, source) DO NOTHING RETURNING member_id, kind, amount_minor`,
      [
        memberId,
        new Date(lastWeek),
        new Date(thisWeek),
        String(today.getUTCFullYear()),
        today.getUTCMonth() + 1,
        new Date(lastWeek + MANILA_OFFSET_MS).toISOString().slice(0, 10),
        TURNOVER_MULTIPLE.upgrade,
        TURNOVER_MULTIPLE.birthday,
        TURNOVER_MULTIPLE.rebate,
        new Date(now),
        new Date(now + REWARD_LIFETIME_MS),
      ],
    );
    for (const row of granted) {
      await sendMessage(tx, row.member_id, 'rewardAvailable', { amount: String(row.amount_minor), reward: row.kind }, new Date(now));
    }
    return granted.length;
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
    return { ok: true, reward, balanceMinor: await balanceMinor(tx, memberId, 'MAIN') } as const;
  });
}
