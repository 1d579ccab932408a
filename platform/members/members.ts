import type { Queryable } from '../db/index';

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
  password_expired: boolean;
  last_login_at: Date | null;
}

/** Account types that may log in from the agent page (SPEC §6: 1, 2, 4, 41, 42). */
export const AGENT_TYPES: readonly number[] = [1, 2, 4, 41, 42];

const COLUMNS =
  'id, account, password_hash, nickname, type, upline_id, club_label_name, club_rank_level, member_labels, password_expired, last_login_at';

/** Looks an account up case-insensitively, as logins are. */
export async function findByAccount(db: Queryable, account: string): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE account_key = $1`, [account.trim().toLowerCase()]);
  return row ?? null;
}

export async function findById(db: Queryable, id: bigint): Promise<MemberRow | null> {
  const [row] = await db.query<MemberRow>(`SELECT ${COLUMNS} FROM members WHERE id = $1`, [id]);
  return row ?? null;
}

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
