import type { Queryable } from '../db/index';
import type { Phone } from './phone';
import { AGENT_TYPES } from '../../src/contract/calls/member';

export interface MemberRow {
  id: bigint;
  account: string;
  password_hash: string;
  nickname: string | null;
  type: number;
  upline_id: bigint | null;
  club_label_name: string | null;
  club_rank_level: number | null;
  member_labels: string[];
  /** A flag an operator may set to force a change, whatever the password's age. */
  password_expired: boolean;
  password_changed_at: Date;
  last_login_at: Date | null;
  /** Null until the site reports the first-login action done. */
  first_login_at: Date | null;
  mobile_country: string | null;
  mobile_num: string | null;
  email: string | null;
  affiliate_code: string | null;
}

/** Account types that may log in from the agent page: the contract's list (docs/product.md §6). */
export { AGENT_TYPES };
/**
 * The agents proper (the agent types but trial, 4): those the setting
 * `accountRules.agentsMayLogInAsMembers = false` keeps off the member site, and those that may
 * hand out invitation codes.
 */
export const AGENT_ONLY_TYPES: readonly number[] = [1, 2, 41, 42];
/** Free-play accounts (docs/product.md §6): refused for actions that need a real account. */
export const TRIAL_TYPE = 4;

const COLUMNS =
  'id, account, password_hash, nickname, type, upline_id, club_label_name, club_rank_level, member_labels, ' +
  'password_expired, password_changed_at, last_login_at, first_login_at, mobile_country, mobile_num, email, affiliate_code';

/** Looks an account up case-insensitively, as logins are. */
export async function findByAccount(db: Queryable, account: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE account_key = $1`, [account.trim().toLowerCase()]);
  return row ?? null;
}

export async function findById(db: Queryable, id: bigint): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE id = $1`, [id]);
  return row ?? null;
}

export async function findByMobile(db: Queryable, phone: Phone): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE mobile_country = $1 AND mobile_num = $2`, [phone.country, phone.national]);
  return row ?? null;
}

/** The agent an invitation (affiliate) code belongs to, case-insensitively; null when none. */
export async function findAgentByAffiliateCode(db: Queryable, code: string): Promise<MemberRow | null> {
  const trimmed = code.trim();
  if (!trimmed || trimmed.length > 64) return null;
  const [row] = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE lower(affiliate_code) = lower($1) AND type = ANY($2::smallint[])`, [
    trimmed,
    AGENT_ONLY_TYPES,
  ]);
  return row ?? null;
}

/** Whether the password must be changed: flagged by an operator, or older than the rule allows. */
export const isPasswordExpired = (row: Pick<MemberRow, 'password_expired' | 'password_changed_at'>, maxAgeDays: number, now: number): boolean =>
  row.password_expired || now - row.password_changed_at.getTime() > maxAgeDays * 86_400_000;

/** The member as the contract's `memberInfoValue` shapes it. */
export const memberInfoOf = (row: MemberRow) => ({
  id: Number(row.id),
  account: row.account,
  nickname: row.nickname,
  type: row.type,
  toUpline: row.upline_id !== null,
  clubLabel: row.club_label_name ? { labelName: row.club_label_name, rankLevel: row.club_rank_level ?? 0 } : null,
  memberLabel: row.member_labels,
});
