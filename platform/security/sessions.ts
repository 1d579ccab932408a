import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index';
import { LOGIN_LIMITS } from './login-guard';

/**
 * Sessions: the player holds a random 32-byte token; the database holds only its SHA-256, so
 * reading the table does not let anyone log in. Lifetimes slide: every authenticated call
 * pushes the expiry forward by the TTL. An account holds at most
 * `LOGIN_LIMITS.liveSessionsPerAccount` live sessions (docs/platform-api.md "Login, captcha and
 * rate limits"): a new one ends the oldest, so logins cannot pile up sessions without bound. A
 * session's launch tickets end with its row (platform/games/tickets.ts).
 */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Opens a session for a member, ending its oldest beyond the bound; returns the token. The login
 * is kept in `member_logins` (time, IP, device) for the member centre's login history
 * (platform/members/login-history.ts), and the session points at it.
 */
export async function createSession(
  db: Queryable,
  memberId: bigint | number,
  { now, ttlMs, ip, device = '' }: { now: number; ttlMs: number; ip: string; device?: string },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const [login] = await db.query<{ id: bigint }>('INSERT INTO member_logins (member_id, at, ip, device) VALUES ($1, $2, $3, $4) RETURNING id', [
    memberId,
    new Date(now),
    ip,
    device.slice(0, 300),
  ]);
  await db.query('INSERT INTO sessions (token_hash, member_id, created_at, expires_at, ip, login_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    hashToken(token),
    memberId,
    new Date(now),
    new Date(now + ttlMs),
    ip,
    login?.id ?? null,
  ]);
  // Every session of the member but the newest ones goes, expired ones included. `seq` orders
  // sessions opened within the same millisecond.
  await db.query(
    `DELETE FROM sessions WHERE member_id = $1 AND token_hash NOT IN (
       SELECT token_hash FROM sessions WHERE member_id = $1 AND expires_at > $2 ORDER BY seq DESC LIMIT $3
     )`,
    [memberId, new Date(now), LOGIN_LIMITS.liveSessionsPerAccount],
  );
  return token;
}

/** The member of a live session, extending it; null for unknown or expired tokens. One query. */
export async function resolveSession(db: Queryable, token: string, { now, ttlMs }: { now: number; ttlMs: number }): Promise<bigint | null> {
  if (!token || token.length > 200) return null;
  // A session-time limit (platform/safety) gives the session a hard end that sliding never passes.
  const rows = await db.query<{ member_id: bigint }>(
    `UPDATE sessions SET expires_at = LEAST($3, COALESCE(hard_end_at, $3)) WHERE token_hash = $1 AND expires_at > $2
     AND (hard_end_at IS NULL OR hard_end_at > $2) RETURNING member_id`,
    [hashToken(token), new Date(now), new Date(now + ttlMs)],
  );
  return rows[0]?.member_id ?? null;
}

/**
 * Whether the token's session was ended by the player's session-time limit (its hard end has
 * passed while it was alive), so the 401 can say why (docs/decisions/0029-safer-gambling.md).
 */
export async function endedBySessionLimit(db: Queryable, token: string, now: number): Promise<boolean> {
  if (!token || token.length > 200) return false;
  const rows = await db.query('SELECT 1 FROM sessions WHERE token_hash = $1 AND hard_end_at IS NOT NULL AND hard_end_at <= $2 AND expires_at >= hard_end_at', [
    hashToken(token),
    new Date(now),
  ]);
  return rows.length > 0;
}

export async function endSession(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM sessions WHERE token_hash = $1', [hashToken(token)]);
}

/**
 * Removes expired sessions; called now and then, never on the request path's critical query. One
 * ended by the session-time limit stays a day, so the player's next page can still say why.
 */
export async function pruneSessions(db: Queryable, now: number): Promise<void> {
  await db.query(`DELETE FROM sessions WHERE expires_at <= $1 AND (hard_end_at IS NULL OR expires_at < hard_end_at OR hard_end_at <= $1 - interval '1 day')`, [
    new Date(now),
  ]);
}

/** Ends every session of a member but the one holding `keepToken` ("log out everywhere else"); returns how many ended. */
export async function endOtherSessions(db: Queryable, memberId: bigint | number, keepToken: string): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE member_id = $1 AND token_hash <> $2 RETURNING member_id', [memberId, hashToken(keepToken)]);
  return rows.length;
}

/** Ends every session of a member (a password change or reset); returns how many ended. */
export async function endMemberSessions(db: Queryable, memberId: bigint | number): Promise<number> {
  const rows = await db.query('DELETE FROM sessions WHERE member_id = $1 RETURNING member_id', [memberId]);
  return rows.length;
}
