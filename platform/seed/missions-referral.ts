import type { Database, Queryable } from '../db/index';
import { playRound } from '../demo-game/round';
import { createOrder, settleOrder } from '../deposits/orders';
import { weekStart } from '../rewards/rewards';

/**
 * Missions and invite friends for the demo (issue 15 items 2 and 3), through the live code paths:
 * demo_player logged in today and on the two days before, where they are in this Manila week
 * (the week's "log in on 3 days" mission is done when the database is made Wednesday to Sunday,
 * in progress on Monday or Tuesday; no round is played, so demo_player's balance and bonus
 * turnover stay what the README and the records seed promise), and invited two friends with the code DEMO_INVITE_CODE:
 * friend_ana deposited ₱1,200 and played ₱1,000 (qualified), friend_ben only registered. The
 * prize and the referral reward are granted when demo_player's centre is first read. Once only.
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
  const monday = weekStart(now);
  for (const daysAgo of [0, 1, 2]) {
    const at = now - daysAgo * 86_400_000 - 3_600_000;
    if (at >= monday) await tx.query("INSERT INTO member_logins (member_id, at, ip, device) VALUES ($1, $2, '203.0.113.7', 'seed')", [player.id, new Date(at)]);
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
