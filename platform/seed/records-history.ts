import type { Database, Queryable } from '../db/index';
import { playRound } from '../demo-game/round';
import { bonusFor, type BonusRule } from '../deposits/bonus';
import { createOrder, settleOrder } from '../deposits/orders';
import { expireRequirements } from '../wallet/expiry';
import { postEntry } from '../wallet/ledger';
import { seededRandom } from './catalogue';
import { HistoryLottery, type TicketEnd } from './records-lottery';

/**
 * Ninety days of play for demo_player and demo_agent's team (issue 14 item 6), so every records
 * page has something to show. Generated at seeding with a fixed pseudo-random generator through
 * the code of live play: deposits are orders settled by the operator's path (`createOrder`,
 * `settleOrder`), rounds are demo-game rounds (`playRound`: the bet row and its ledger entries),
 * each at its own moment in the past. demo_player also has lottery tickets (won, lost, and one
 * void from a draw the operator cancelled: ./records-lottery.ts) and, on its first deposit, a
 * daily-reload bonus whose 30-day turnover it never plays, so it has EXPIRED by seeding
 * (platform/wallet/expiry.ts).
 *
 * What other features and their tests rely on stays as it was: the history ends
 * `HISTORY_END_DAYS` days before seeding (demo_player's bonus turnover, which counts from 7 days
 * back, and the winner board's latest wins are untouched), and one adjustment just before the
 * opening credit (`seed:history-balance`) brings each account back to zero, so its balance is
 * still its opening balance (README's demo accounts).
 */
export const HISTORY_ACCOUNTS = ['demo_player', 'team_ana', 'team_ben', 'team_carlo', 'team_eli'] as const;
export const HISTORY_DAYS = 90;
export const HISTORY_END_DAYS = 8;
export const HISTORY_BALANCE_REFERENCE = 'seed:history-balance';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** The seed's own transaction as a database: each movement's transaction is the seed's. */
const within = (tx: Queryable): Database => ({
  kind: 'pglite',
  query: (sql, params) => tx.query(sql, params),
  exec: (sql) => tx.exec(sql),
  transaction: (fn) => fn(tx),
  close: async () => {},
});

export async function seedRecordsHistory(tx: Queryable, now: number): Promise<void> {
  const db = within(tx);
  const games = await tx.query<{ game_code: string; min_bet_minor: bigint }>(
    "SELECT game_code, min_bet_minor FROM games WHERE game_type IN ('RNG', 'FISH') AND is_game IS NULL ORDER BY game_code",
  );
  if (games.length === 0) return;
  // The daily reload (a bonus each day, not first-deposit-only) gives demo_player's expired bonus.
  const [reload] = await tx.query<BonusRule>(
    "SELECT * FROM deposit_bonus_rules WHERE grant_period = 'day' AND NOT first_deposit_only ORDER BY promotion_id LIMIT 1",
  );
  for (const account of HISTORY_ACCOUNTS) {
    const [member] = await tx.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account]);
    if (!member) continue;
    const memberId = BigInt(member.id);
    // Once per account: a database seeded before keeps its history.
    if ((await tx.query('SELECT 1 FROM ledger_entries WHERE member_id = $1 AND reference = $2', [memberId, HISTORY_BALANCE_REFERENCE])).length > 0) continue;
    const random = seededRandom(`records:${account}`);
    const randomInt = (max: number) => Math.floor(random() * max);
    const favourites = [0, 1, 2].map(() => games[randomInt(games.length)]!);
    // Lottery tickets draw from their own sequence, so the rounds and deposits stay as they were.
    const lottery = account === 'demo_player' ? await HistoryLottery.open(db, tx) : null;
    const lotteryRandom = seededRandom(`records-lottery:${account}`);
    const ends: TicketEnd[] = ['won', 'lost', 'void'];
    let bonusDue = account === 'demo_player' && reload !== undefined;
    const start = now - HISTORY_DAYS * DAY;
    let moved = 0n;
    for (let day = 0; day <= HISTORY_DAYS - HISTORY_END_DAYS; day++) {
      if (random() < 0.4) continue; // not every day
      let at = start + day * DAY + (9 + randomInt(12)) * HOUR + randomInt(60) * 60_000;
      // `moved` is what the history itself holds: it never spends the opening credit (dated at seeding).
      if (moved < 20_000n) {
        const amountMinor = BigInt((5 + randomInt(16)) * 10_000);
        const order = await createOrder(tx, memberId, { channel: random() < 0.5 ? 'GCASH' : 'BANK', amountMinor, now: at });
        if (order.ok && bonusDue && reload && amountMinor >= BigInt(reload.min_deposit_minor)) {
          // The player joined the reload with this deposit: the promotion's own dates are recent,
          // so the order is marked as joined here, and paying it grants the bonus as live.
          await tx.query("UPDATE deposit_orders SET promotion_id = $2, bonus_minor = $3, bonus_status = 'PENDING' WHERE reference = $1", [
            order.order.reference,
            reload.promotion_id,
            bonusFor(reload, amountMinor),
          ]);
          bonusDue = false;
        }
        const paid = order.ok ? await settleOrder(db, order.order.reference, 'PAID', at + 5 * 60_000) : null;
        if (paid?.ok) moved += amountMinor + (paid.order.bonus_status === 'GRANTED' ? BigInt(paid.order.bonus_minor) : 0n);
        at += 10 * 60_000;
      }
      const rounds = 1 + randomInt(4);
      for (let round = 0; round < rounds; round++) {
        const game = favourites[randomInt(favourites.length)]!;
        // ₱10 to ₱100, a multiple of the game's smallest stake.
        const minimum = BigInt(game.min_bet_minor);
        const wanted = BigInt([1_000, 2_000, 5_000, 10_000][randomInt(4)]!);
        const stakeMinor = ((wanted + minimum - 1n) / minimum) * minimum;
        if (stakeMinor > moved) continue;
        const played = await playRound(db, { memberId, gameCode: game.game_code, stakeMinor, now: at }, randomInt);
        if (played.ok) moved += played.round.winMinor - played.round.stakeMinor;
        at += (1 + randomInt(20)) * 60_000;
      }
      if (lottery && lotteryRandom() < 0.35) {
        const stakeMinor = BigInt([500, 1_000, 2_000][Math.floor(lotteryRandom() * 3)]!);
        if (stakeMinor <= moved) {
          const net = await lottery.ticket(memberId, at + 5 * 60_000, stakeMinor, ends[0] ?? 'drawn', (max) => Math.floor(lotteryRandom() * max));
          if (net !== null) {
            moved += net;
            ends.shift();
          }
        }
      }
    }
    // Past its deadline at seeding: ended now, as the platform's first pass would (EXPIRED).
    await expireRequirements(tx, now, memberId);
    if (moved !== 0n) await postEntry(tx, { memberId, amountMinor: -moved, kind: 'ADJUSTMENT', reference: HISTORY_BALANCE_REFERENCE, at: now - 1_000 });
  }
}
