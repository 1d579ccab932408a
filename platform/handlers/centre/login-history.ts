import { loginHistory } from '../../../src/contract/calls/centre';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { hashToken } from '../../security/sessions';

/** How many logins the history shows. */
export const LOGIN_HISTORY_SIZE = 20;

/**
 * GET /wps/member/centre/logins: the last logins, newest first (platform/security/sessions.ts
 * records each). `current` is the login of the asking session; `active`, one whose session is
 * still open and unexpired.
 */
export default defineHandler(loginHistory, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, token, now } = context;
  const rows = await services.db.query<{ at: Date; ip: string; device: string; current: boolean; active: boolean }>(
    `SELECT l.at, l.ip, l.device,
            COALESCE(bool_or(s.token_hash = $2), false) AS current,
            COALESCE(bool_or(s.expires_at > $3), false) AS active
     FROM member_logins l LEFT JOIN sessions s ON s.login_id = l.id
     WHERE l.member_id = $1
     GROUP BY l.id ORDER BY l.id DESC LIMIT $4`,
    [found.member.id, hashToken(token ?? ''), new Date(now), LOGIN_HISTORY_SIZE],
  );
  return success({ logins: rows.map((row) => ({ time: row.at.toISOString(), ip: row.ip, device: row.device, current: row.current, active: row.active })) });
});
