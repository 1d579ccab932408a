import type { Database, Queryable } from '../db/index';
import { playRound } from '../demo-game/round';
import { createOrder, settleOrder } from '../deposits/orders';
import { dayStart } from '../missions/missions';
import { afterLoginRecorded } from '../rewards/events';
import { weekStart } from '../rewards/rewards';

/**
 * Missions and invite friends for the demo (issue 15 items 2 and 3), through the live code paths:
 * demo_player logged in on three days of one week ({@link loginMoments}: a "log in on 3 days"
 * prize waits on any weekday; no round is played, so demo_player's balance and bonus turnover
 * stay what the README and the records seed promise), and invited two friends with the code
 * DEMO_INVITE_CODE: friend_ana deposited ₱1,200 and played ₱1,000 (qualified), friend_ben only
 * registered. The prize and the referral reward are granted by those logins and friend_ana's
 * qualifying round (platform/rewards/events.ts), as live. Once only.
 */
export const DEMO_INVITE_CODE = 'LUCKYPAL';
const FRIENDS = [
  { account: 'friend_ana', depositMinor: 120_000n, rounds: 10 },
  { account: 'friend_ben', depositMinor: 0n, rounds: 0 },
] as const;

const within = (tx: Queryable): Database => ({
  kind: 'pglite',
  query: (sql, params) => tx.query(sql, params),
  exec: (sql) => tx.exec(sql),
  transaction: (fn) => fn(tx),
  close: async () => {},
});

const DAY = 86_400_000;

/**
 * demo_player's three login days, all in one Manila week and the last at most two days ago, so the
 * week's "log in on 3 days" mission is done and its prize (waiting 7 days from the third login)
 * is still waiting whatever weekday the database is made: from Wednesday on, today and the two
 * days before (this week's mission); on Monday and Tuesday, last Friday to Sunday (last week's).
 * Noon of each day, or just before `now` today.
 */
export function loginMoments(now: number): number[] {
  const today = dayStart(now);
  const weekday = Math.round((today - weekStart(now)) / DAY);
  const days = weekday >= 2 ? [today - 2 * DAY, today - DAY, today] : [1, 2, 3].map((back) => weekStart(now) - back * DAY).reverse();
  return days.map((day) => Math.max(day, Math.min(day + DAY / 2, now - 1)));
}

export async function seedMissionsAndReferral(tx: Queryable, now: number): Promise<void> {
  const [player] = await tx.query<{ id: bigint; invite_code: string | null }>("SELECT id, invite_code FROM members WHERE account_key = 'demo_player'");
  if (!player || player.invite_code) return;
  await tx.query('UPDATE members SET invite_code = $2 WHERE id = $1', [player.id, DEMO_INVITE_CODE]);
  const db = within(tx);
  const [game] = await tx.query<{ game_code: string; min_bet_minor: bigint }>(
    "SELECT game_code, min_bet_minor FROM games WHERE game_type = 'RNG' AND is_game IS NULL ORDER BY game_code LIMIT 1",
  );
  if (!game) return;
  const noWin = (max: number) => max - 1;
  for (const at of loginMoments(now)) {
    await tx.query("INSERT INTO member_logins (member_id, at, ip, device) VALUES ($1, $2, '203.0.113.7', 'seed')", [player.id, new Date(at)]);
    await afterLoginRecorded(tx, BigInt(player.id), at);
  }
  for (const [index, friend] of FRIENDS.entries()) {
    const at = now - (3 - index) * 86_400_000;
    const [row] = await tx.query<{ id: bigint }>(
      // No password: the friends are never logged in to ('!' matches no scrypt hash).
      `INSERT INTO members (account, account_key, password_hash, type, referral_code, created_at, club_label_name, club_rank_level)
       VALUES ($1, $1, '!', 0, $2, $3, 'Bronze', 1) ON CONFLICT (account_key) DO NOTHING RETURNING id`,
      [friend.account, DEMO_INVITE_CODE, new Date(at)],
    );
    if (!row || friend.depositMinor === 0n) continue;
    const memberId = BigInt(row.id);
    const order = await createOrder(tx, memberId, { channel: 'GCASH', amountMinor: friend.depositMinor, now: at });
    if (order.ok) await settleOrder(db, order.order.reference, 'PAID', at + 60_000);
    for (let round = 0; round < friend.rounds; round += 1) {
      await playRound(db, { memberId, gameCode: game.game_code, stakeMinor: 10_000n, now: at + (round + 2) * 60_000 }, noWin);
    }
  }
}
