import type { Database, Queryable } from '../db/index';
import { placeBet } from '../lottery/bets';
import { voidDraw } from '../lottery/cancel';
import { drawOne } from '../lottery/draws';
import { drawFormatOf, findLotteryGame, scheduleOf, type LotteryGameRow } from '../lottery/games';
import { drawNumbers } from '../lottery/rules';
import { closesAt, nextDrawAfter, numeroOf } from '../lottery/schedule';

/**
 * Lottery tickets of the seeded history (issue 14 item 6; platform/seed/records-history.ts), each
 * through the code of live play: a draw of the past is opened (the one row the scheduler would
 * have opened then), the ticket placed on it (`placeBet`: the bet row and its stake entry), and
 * the draw drawn (`drawOne`: settled, the win credited) or cancelled by the operator's path
 * (`voidDraw`: the ticket void, its stake returned).
 */
export const HISTORY_LOTTERY_GAME = 'TCG_FAST3_FAST_3_ONE_MINUTE';

/** How a seeded ticket ends: forced for the first three (a win, a loss, a cancelled draw), then by the draw. */
export type TicketEnd = 'won' | 'lost' | 'void' | 'drawn';

/** The sum the seeded tickets pick, and dice that make it win or lose (Fast 3 pays on the dice's sum). */
const PICK = 10;
const WINNING_DICE = [2, 3, 5];
const LOSING_DICE = [1, 1, 1];

export class HistoryLottery {
  private constructor(
    private readonly db: Database,
    private readonly tx: Queryable,
    private readonly game: LotteryGameRow,
  ) {}

  /** null when the game is not seeded, or has an open draw already (a database seeded before). */
  static async open(db: Database, tx: Queryable): Promise<HistoryLottery | null> {
    const game = await findLotteryGame(tx, HISTORY_LOTTERY_GAME);
    if (!game) return null;
    if ((await tx.query("SELECT 1 FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN'", [game.game_code])).length > 0) return null;
    return new HistoryLottery(db, tx, game);
  }

  /** Places one ticket at `at` and ends its draw; answers what it moved (win − stake, or 0 when void), null when refused. */
  async ticket(memberId: bigint, at: number, stakeMinor: bigint, end: TicketEnd, randomInt: (max: number) => number): Promise<bigint | null> {
    const schedule = scheduleOf(this.game);
    // The next draw still taking bets a minute after `at`.
    const drawAt = nextDrawAfter(schedule, at + 60_000);
    if (drawAt === null) return null;
    const [draw] = await this.tx.query<{ id: bigint }>(
      `INSERT INTO lottery_draws (game_code, numero, opens_at, closes_at, draw_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT DO NOTHING RETURNING id`,
      [this.game.game_code, numeroOf(schedule, drawAt), new Date(at - 60_000), new Date(closesAt(schedule, drawAt)), new Date(drawAt)],
    );
    if (!draw) return null;
    const drawId = BigInt(draw.id);
    const placed = await placeBet(this.db, this.game, { memberId, picks: [PICK], stakeMinor, now: at });
    if (!placed.ok) {
      await this.tx.query('DELETE FROM lottery_draws WHERE id = $1', [drawId]);
      return null;
    }
    if (end === 'void') {
      await voidDraw(this.tx, drawId, drawAt - 30_000);
      return 0n;
    }
    const dice = end === 'won' ? WINNING_DICE : end === 'lost' ? LOSING_DICE : drawNumbers(drawFormatOf(this.game), randomInt);
    await drawOne(this.db, drawId, drawAt, dice);
    const [bet] = await this.tx.query<{ payout_minor: bigint }>('SELECT payout_minor FROM lottery_bets WHERE id = $1', [placed.bet.betId]);
    return BigInt(bet?.payout_minor ?? 0) - stakeMinor;
  }
}
