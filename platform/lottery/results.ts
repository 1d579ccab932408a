import type { LotteryResult } from '../../src/contract/calls/lottery';
import type { Queryable } from '../db/index';
import type { LotteryGameRow } from './games';
import { writeNumbers } from './rules';

/** Drawn draws, newest first (by when they were drawn), with their game's name and format. */
export async function drawnResults(db: Queryable, where: string, params: readonly unknown[], limit: number): Promise<LotteryResult[]> {
  const rows = await db.query<
    Pick<LotteryGameRow, 'draw_count' | 'draw_min' | 'draw_max' | 'draw_distinct'> & {
      game_code: string;
      name: string;
      numero: string;
      numbers: number[];
      drawn_at: Date;
    }
  >(
    `SELECT g.game_code, g.name, d.numero, d.numbers, d.drawn_at, lg.draw_count, lg.draw_min, lg.draw_max, lg.draw_distinct
     FROM lottery_draws d JOIN lottery_games lg ON lg.game_code = d.game_code JOIN games g ON g.game_code = d.game_code
     WHERE d.status = 'DRAWN' AND ${where}
     ORDER BY d.drawn_at DESC, d.id DESC LIMIT $${params.length + 1}`,
    [...params, limit],
  );
  return rows.map((row) => ({
    gameCode: row.game_code,
    name: row.name,
    numero: row.numero,
    numbers: writeNumbers(row.numbers.map(Number), {
      count: Number(row.draw_count),
      min: Number(row.draw_min),
      max: Number(row.draw_max),
      distinct: row.draw_distinct,
    }),
    drawnAt: new Date(row.drawn_at).toISOString(),
  }));
}
