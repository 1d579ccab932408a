import type { Game } from '../../src/contract/calls/games';
import type { Queryable } from '../db/index';
import { minorToMajor } from '../wallet/money';

/**
 * The game catalogue as the handlers read it: one SELECT list and one mapping to the
 * contract's game object, so every list (game list, hot, popular, favourites, recent,
 * vassalage) shows a game the same way.
 */
export interface GameRow {
  game_code: string;
  game_type: string;
  vendor: string;
  vendor_name: string;
  name: string;
  classify: string | null;
  min_bet_minor: bigint;
  is_game: string | null;
  is_hot: number;
  default_play_type: string | null;
}

/** Columns of {@link GameRow}, for `SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} …`. */
export const GAME_COLUMNS = `g.game_code, g.game_type, g.vendor, v.display_name AS vendor_name, g.name, g.classify,
  g.min_bet_minor, g.is_game, g.is_hot, g.default_play_type`;
export const GAME_FROM = 'games g JOIN vendors v ON v.game_type = g.game_type AND v.code = g.vendor';
/** The game list's order (hot first, then popularity, then name), made total by the code. */
export const GAME_ORDER = 'g.is_hot DESC, g.popularity DESC, lower(g.name), g.game_code';

/** The platform's thumbnail of a game (static/serve.ts draws it). */
export const thumbnailPath = (gameCode: string): string => `/lgw/static/games/${gameCode}.webp`;
/** The platform's logo of a vendor. */
export const vendorLogoPath = (vendor: string): string => `/lgw/static/vendors/${vendor}.webp`;

export function toGame(row: GameRow): Game {
  return {
    nodeId: row.game_code,
    gameType: row.game_type,
    isGame: row.is_game,
    defaultPlayType: row.default_play_type,
    vendor: row.vendor,
    accountTypeName: row.vendor_name,
    gameCode: row.game_code,
    code: row.game_code,
    vassalage: row.vendor,
    name: row.name,
    image: thumbnailPath(row.game_code),
    minBet: minorToMajor(BigInt(row.min_bet_minor)),
    classify: row.classify,
    isHot: Number(row.is_hot),
  };
}

/** One game by code, with its vendor's name; null when there is none. */
export async function findGame(db: Queryable, gameCode: string): Promise<GameRow | null> {
  const [row] = await db.query<GameRow>(`SELECT ${GAME_COLUMNS} FROM ${GAME_FROM} WHERE g.game_code = $1`, [gameCode]);
  return row ?? null;
}

/** `totalPages` of the contract: ceil(total / pageSize), 0 for an empty list. */
export const pageCount = (total: number, pageSize: number): number => Math.ceil(total / pageSize);
