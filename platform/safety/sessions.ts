import type { Queryable } from '../db/index';
import type { Outcome } from '../http/context';
import { hashToken } from '../security/sessions';
import { minorToMajor } from '../wallet/money';
import { liveLotteryBet } from '../wallet/stakes';
import { blockedRefusal } from './enforce';
import { DEFAULT_REALITY_MINUTES } from './rules';
import { blockInForce, realityMinutes } from './store';

/**
 * Logins and sessions under safer gambling (docs/decisions/0029-safer-gambling.md). During a
 * time-out or self-exclusion the login answers PLAY_BLOCKED with the end and the help link;
 * asked again with `restricted: true` it opens a session in which every deposit, stake, launch and
 * transfer to a vendor is refused (enforce.ts reads the block, not the session), so the player
 * can withdraw and read records only.
 */
export async function blockedLogin(
  db: Queryable,
  memberId: bigint,
  { now, language, restricted }: { now: number; language: string; restricted: boolean },
): Promise<Outcome | null> {
  const block = await blockInForce(db, memberId, now);
  return block && !restricted ? blockedRefusal(block, language) : null;
}

/** The reality check's figures since the login of the session holding `token`. */
export async function sinceLogin(db: Queryable, memberId: bigint, token: string, now: number) {
  const [session] = await db.query<{ created_at: Date }>('SELECT created_at FROM sessions WHERE token_hash = $1', [hashToken(token)]);
  const loginAt = session ? new Date(session.created_at).getTime() : now;
  const [sums] = await db.query<{ stakes: bigint; wins: bigint }>(
    `SELECT COALESCE(SUM(stake), 0)::bigint AS stakes, COALESCE(SUM(win), 0)::bigint AS wins FROM (
       SELECT stake_minor AS stake, win_minor AS win FROM bets WHERE member_id = $1 AND created_at >= $2 AND created_at <= $3
       UNION ALL SELECT stake_minor, 0 FROM lottery_bets b WHERE member_id = $1 AND created_at >= $2 AND created_at <= $3 AND ${liveLotteryBet('b')}
       UNION ALL SELECT 0, payout_minor FROM lottery_bets WHERE member_id = $1 AND settled_at >= $2 AND settled_at <= $3
     ) moves`,
    [memberId, new Date(loginAt), new Date(now)],
  );
  const stakes = BigInt(sums?.stakes ?? 0n);
  const wins = BigInt(sums?.wins ?? 0n);
  return {
    loginAt: new Date(loginAt).toISOString(),
    minutes: Math.max(0, Math.floor((now - loginAt) / 60_000)),
    intervalMinutes: (await realityMinutes(db, memberId)) ?? DEFAULT_REALITY_MINUTES,
    stakes: minorToMajor(stakes),
    wins: minorToMajor(wins),
    net: minorToMajor(wins - stakes),
  };
}
