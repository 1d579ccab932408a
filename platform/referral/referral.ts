import { randomInt } from 'node:crypto';
import type { Queryable } from '../db/index';
import { DEPOSIT_KINDS } from '../members/centre';
import { validStake } from '../wallet/stakes';
import { grant } from '../rewards/rewards';

/**
 * Invite friends (issue 15 item 2; docs/product.md §2 referral; docs/decisions/0039-missions-and-referral.md).
 * A member's invitation code is made the first time it is asked for; a friend is a member who
 * registered with it (`members.referral_code`, which registration stores from the site's
 * ?referralCode=). A friend's state comes from the friend's ledger: registered, deposited (any
 * deposit credited), qualified (the rule below). A qualified friend grants the inviter one
 * referral reward in the reward centre (`referral:<friend id>`, unique per member).
 */
export const REFERRAL_RULE = {
  /** Deposits credited to the friend, in minor units (₱500). */
  depositMinor: 50_000n,
  /** The friend's valid bets (settled stakes), in minor units (₱1,000). */
  validBetsMinor: 100_000n,
  /** What the inviter earns per qualified friend (₱100). */
  rewardMinor: 10_000n,
} as const;

/** No 0/O or 1/I: a code is read aloud and typed from a screen. */
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newCode = (): string => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** The member's invitation code, made (once, race-safe) the first time. */
export async function inviteCodeOf(db: Queryable, memberId: bigint): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const [row] = await db.query<{ invite_code: string | null }>('SELECT invite_code FROM members WHERE id = $1', [memberId]);
    if (row?.invite_code) return row.invite_code;
    try {
      await db.query('UPDATE members SET invite_code = $2 WHERE id = $1 AND invite_code IS NULL', [memberId, newCode()]);
    } catch {
      // Another member has this code (unique): draw again.
    }
  }
  throw new Error(`member ${memberId}: no invitation code after 5 draws`);
}

export type FriendState = 'registered' | 'deposited' | 'qualified';

export interface Friend {
  id: bigint;
  account: string;
  registeredAt: Date;
  depositMinor: bigint;
  validBetsMinor: bigint;
  state: FriendState;
  /** The referral reward this friend earned the inviter, when qualified. */
  rewardMinor: bigint;
}

export const friendState = (depositMinor: bigint, validBetsMinor: bigint): FriendState =>
  depositMinor >= REFERRAL_RULE.depositMinor && validBetsMinor >= REFERRAL_RULE.validBetsMinor ? 'qualified' : depositMinor > 0n ? 'deposited' : 'registered';

/**
 * Grants the inviter of `friendId` the referral reward once the friend qualifies
 * (`referral:<friend id>`, unique per inviter), in the caller's transaction. Called after the
 * friend's deposit is credited and after each of the friend's bets (platform/rewards/events.ts),
 * the two things that move a friend's state; never by a read.
 */
export async function grantReferralFor(tx: Queryable, friendId: bigint, at: number): Promise<void> {
  const [row] = await tx.query<{ inviter: bigint; deposit: bigint; bets: bigint }>(
    `SELECT i.id AS inviter,
            (SELECT COALESCE(SUM(amount_minor), 0) FROM ledger_entries WHERE member_id = f.id AND kind = ANY($2::text[]))::bigint AS deposit,
            (SELECT COALESCE(-SUM(e.amount_minor), 0) FROM ledger_entries e WHERE e.member_id = f.id AND ${validStake('e')})::bigint AS bets
     FROM members f JOIN members i ON i.invite_code = upper(f.referral_code) AND i.id <> f.id
     WHERE f.id = $1 AND f.type <> 4 AND f.referral_code IS NOT NULL
       AND NOT EXISTS (SELECT 1 FROM member_rewards r WHERE r.member_id = i.id AND r.source = 'referral:' || f.id)`,
    [friendId, [...DEPOSIT_KINDS]],
  );
  if (!row || friendState(BigInt(row.deposit), BigInt(row.bets)) !== 'qualified') return;
  await grant(tx, BigInt(row.inviter), 'referral', `referral:${friendId}`, REFERRAL_RULE.rewardMinor, at);
}

/** The friends a member invited (newest first). Reads only (the code is made on first read). */
export async function friendsOf(db: Queryable, memberId: bigint): Promise<{ code: string; friends: Friend[] }> {
  const code = await inviteCodeOf(db, memberId);
  const rows = await db.query<{ id: bigint; account: string; created_at: Date; deposit: bigint; bets: bigint }>(
    `SELECT m.id, m.account, m.created_at,
            COALESCE(SUM(e.amount_minor) FILTER (WHERE e.kind = ANY($3::text[])), 0)::bigint AS deposit,
            COALESCE(-SUM(e.amount_minor) FILTER (WHERE ${validStake('e')}), 0)::bigint AS bets
     FROM members m LEFT JOIN ledger_entries e ON e.member_id = m.id
     WHERE upper(m.referral_code) = $1 AND m.id <> $2 AND m.type <> 4
     GROUP BY m.id ORDER BY m.created_at DESC, m.id DESC LIMIT 200`,
    [code, memberId, [...DEPOSIT_KINDS]],
  );
  return {
    code,
    friends: rows.map((row) => {
      const state = friendState(BigInt(row.deposit), BigInt(row.bets));
      return {
        id: BigInt(row.id),
        account: row.account,
        registeredAt: new Date(row.created_at),
        depositMinor: BigInt(row.deposit),
        validBetsMinor: BigInt(row.bets),
        state,
        rewardMinor: state === 'qualified' ? REFERRAL_RULE.rewardMinor : 0n,
      };
    }),
  };
}
