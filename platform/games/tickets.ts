import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index';
import { hashToken } from '../security/sessions';

/**
 * Launch tickets: what a launched game holds instead of the player's session token. A ticket
 * is 32 random bytes (base64url) shown once, in the launch answer; only its SHA-256 is stored,
 * so the table opens no game. It is good for rounds of its one game until it expires **or its
 * session ends** (docs/platform-api.md "Launches"): the row references the session that
 * launched it, so logout, a password change (which ends every session of the account) and a
 * login past the live-session bound delete it with the session; a session that has merely
 * expired, or has passed its session-time limit's hard end, is checked on every read. Reading a ticket does not extend the session: the site's
 * own calls do (the game asks it to refresh the balance after each round).
 */
export const TICKET_TTL_MS = 12 * 60 * 60_000;

const hashTicket = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

export async function issueTicket(
  db: Queryable,
  launch: { memberId: bigint; sessionToken: string; gameCode: string; language: string; now: number },
): Promise<string> {
  const ticket = randomBytes(32).toString('base64url');
  await db.query(
    `INSERT INTO game_launches (ticket_hash, member_id, session_hash, game_code, language, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [
      hashTicket(ticket),
      launch.memberId,
      hashToken(launch.sessionToken),
      launch.gameCode,
      launch.language,
      new Date(launch.now),
      new Date(launch.now + TICKET_TTL_MS),
    ],
  );
  return ticket;
}

export interface LaunchTicket {
  memberId: bigint;
  gameCode: string;
  language: string;
}

/**
 * The live launch a ticket stands for, or null (unknown, malformed, expired, or its session gone,
 * expired or past the hard end a session-time limit gave it, platform/safety/store.ts).
 */
export async function readTicket(db: Queryable, ticket: string, now: number): Promise<LaunchTicket | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(ticket)) return null;
  const [row] = await db.query<{ member_id: bigint; game_code: string; language: string }>(
    `SELECT l.member_id, l.game_code, l.language FROM game_launches l
     JOIN sessions s ON s.token_hash = l.session_hash
     WHERE l.ticket_hash = $1 AND l.expires_at > $2 AND s.expires_at > $2 AND (s.hard_end_at IS NULL OR s.hard_end_at > $2)`,
    [hashTicket(ticket), new Date(now)],
  );
  return row ? { memberId: BigInt(row.member_id), gameCode: row.game_code, language: row.language } : null;
}

/** Housekeeping: forgets expired tickets. */
export async function pruneLaunches(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM game_launches WHERE expires_at <= $1', [new Date(now)]);
}
