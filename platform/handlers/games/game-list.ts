import { gameList } from '../../../src/contract/calls/games';
import { GAME_COLUMNS, GAME_FROM, GAME_ORDER, pageCount, toGame, type GameRow } from '../../games/rows';
import { defineHandler, success } from '../../http/context';
import { majorToMinor } from '../../wallet/money';

/** A minimum bet as minor units, or null when it has more than two decimals (no game has it). */
function minBetMinor(minBet: number): bigint | null {
  try {
    return majorToMinor(minBet);
  } catch {
    return null;
  }
}

/**
 * GET /lgw/games/list: one page of a category's games. Filters, all optional but the category:
 * the vendor (`vassalage`), the classification (exact), a part of the name (trimmed,
 * case-insensitive, taken literally: no wildcards) and the smallest stake (exact). An unknown
 * category is an empty page, not an error. Ordered hot first, then by popularity, then by
 * name, so pages never overlap or skip a game. `minLineNum` is not used: the catalogue has no
 * pay lines.
 */
export default defineHandler(gameList, async ({ services, input }) => {
  const where = ['g.game_type = $1'];
  const params: unknown[] = [input.gameType];
  const add = (clause: (placeholder: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (input.vassalage) add((p) => `g.vendor = ${p}`, input.vassalage);
  if (input.gameClassify) add((p) => `g.classify = ${p}`, input.gameClassify);
  const name = input.gameName?.trim();
  if (name) add((p) => `strpos(lower(g.name), lower(${p})) > 0`, name);
  if (input.minBet !== undefined) add((p) => `g.min_bet_minor = ${p}`, minBetMinor(input.minBet) ?? -1n);

  const filter = where.join(' AND ');
  const [count] = await services.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM ${GAME_FROM} WHERE ${filter}`, params);
  const total = count?.total ?? 0;
  const rows = await services.db.query<GameRow>(
    `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE ${filter} ORDER BY ${GAME_ORDER} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, input.pageSize, (input.pageNo - 1) * input.pageSize],
  );
  return success({ games: rows.map(toGame), totalPages: pageCount(total, input.pageSize), totalCount: total });
});
