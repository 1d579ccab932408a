import { z } from 'zod/mini';
import { minorFromWire } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';

// The menus are their own file (./game-menus.ts), so that code needing only them (the login
// popup's vendor showcase) does not carry the game list's calls (issue 33 item 6); only their
// types are re-exported here: a value re-export would make every importer load that file too.
export type { Lane, Vendor } from './game-menus';

/** Minimum-bet filter options of the game list (docs/product.md §9); `null` is "all". */
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const;

/** Game list page size (docs/product.md §9). */
export const GAME_PAGE_SIZE = 15;

/** `isGame` of a game that is itself a lobby: launching it fetches a popup game list (docs/product.md §4). */
export const VASSALAGE = 'VASSALAGE';

/** A game as every list shows it (docs/product.md §3 "Game object"). */
export const gameValue = z.object({
  /** The id favourites are stored under (docs/product.md §3 "Favourite game: nodeId"). */
  nodeId: z.string(),
  gameType: z.string(),
  /** `VASSALAGE` when launching opens a popup list of this vendor's games. */
  isGame: z._default(z.nullable(z.string()), null),
  defaultPlayType: z._default(z.nullable(z.string()), null),
  vendor: z.string(),
  accountTypeName: z._default(z.nullable(z.string()), null),
  gameCode: z.string(),
  code: z._default(z.nullable(z.string()), null),
  vassalage: z.string(),
  name: z.string(),
  /** Thumbnail path (served by the platform, or a path under one of the image CDNs). */
  image: z._default(z.nullable(z.string()), null),
  /** Smallest stake, in the wallet's currency. */
  minBet: z._default(z.nullable(z.number()), null),
  /** The classification (docs/product.md §3 gameClassify name) the game belongs to. */
  classify: z._default(z.nullable(z.string()), null),
  isHot: z._default(z.int(), 0),
});
export type Game = z.output<typeof gameValue>;

/** One page of a game list: `hasMore` while totalPages exceeds the current page (docs/product.md §4). */
export const gamePageValue = z.object({
  games: z.array(gameValue),
  totalPages: z.int().check(z.nonnegative()),
  totalCount: z._default(z.int().check(z.nonnegative()), 0),
});
export type GamePage = z.output<typeof gamePageValue>;

const pageNo = z._default(z.int().check(z.gte(1)), 1);
const pageSize = z._default(z.int().check(z.gte(1), z.lte(100)), GAME_PAGE_SIZE);

export const gameList = defineCall({
  summary: 'One page of a category\'s games, filtered by vendor, classification, name and minimum bet (docs/product.md §3 "Game query").',
  path: '/lgw/games/list',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({
    clientType: z._default(z.int(), 3),
    platform: z._default(z.string(), 'html5-desktop'),
    channel: z.optional(z.string()),
    merchant: z.optional(z.string()),
    gameType: z.string().check(z.minLength(1)),
    /** The vendor; absent means every vendor of the category. */
    vassalage: z.optional(z.string()),
    gameClassify: z.optional(z.string()),
    /** Case-insensitive part of the game's name. */
    gameName: z.optional(z.string().check(z.maxLength(60))),
    /** Only games whose smallest stake is exactly this (one of MIN_BET_OPTIONS). */
    minBet: z.optional(z.number().check(z.positive())),
    minLineNum: z.optional(z.int()),
    pageNo,
    pageSize,
    language: z.optional(z.string()),
  }),
  response: gamePageValue,
});

export const hotGames = defineCall({
  summary: "The merchant's hot games, optionally of one category (docs/product.md §3 hot game types).",
  path: '/lgw/games/hot',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({
    merchantCode: z.optional(z.string()),
    isPlatform: z._default(z.int(), 2),
    platform: z._default(z.string(), 'html5-desktop'),
    language: z.optional(z.string()),
    gameType: z.optional(z.string()),
  }),
  response: z.array(gameValue),
});

export const popularGames = defineCall({
  summary: 'Popular games across vendors.',
  path: '/lgw/games/popular',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ language: z.optional(z.string()), count: z._default(z.int(), 20) }),
  response: z.array(gameValue),
});

const favouriteTarget = z.object({
  nodeId: z.string().check(z.minLength(1)),
  vassalage: z.string().check(z.minLength(1)),
  gameType: z.string().check(z.minLength(1)),
});

export const favouriteGames = defineCall({
  summary: "One page of the player's favourite games of a category.",
  path: '/wps/games/favourites',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({
    clientType: z._default(z.int(), 3),
    platform: z._default(z.string(), 'flash'),
    language: z.optional(z.string()),
    gameType: z._default(z.string(), 'RNG'),
    pageNo,
    pageSize,
  }),
  response: z.object({ content: z.array(gameValue), totalPages: z.int().check(z.nonnegative()) }),
});

export const addFavourite = defineCall({
  refusals: ['VALIDATION'],
  summary: "Adds a game to the player's favourites (idempotent).",
  path: '/wps/games/favourites',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: favouriteTarget,
  response: z.object({ nodeId: z.string() }),
});

export const removeFavourite = defineCall({
  refusals: ['VALIDATION'],
  summary: "Removes a game from the player's favourites (idempotent).",
  path: '/wps/games/favourites',
  method: 'DELETE',
  auth: true,
  encrypted: false,
  request: favouriteTarget,
  response: z.object({ nodeId: z.string() }),
});

export const recentGameValue = z.extend(gameValue, {
  /** Icon shown beside a recent game (docs/product.md §3 "Recent games: showIcon"). */
  showIcon: z._default(z.nullable(z.string()), null),
  lastPlayedAt: z.string(),
});
export type RecentGame = z.output<typeof recentGameValue>;

export const recentGames = defineCall({
  summary: 'One page of the games the player launched most recently, newest first.',
  path: '/wps/games/recent',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({
    clientType: z._default(z.int(), 3),
    language: z.optional(z.string()),
    /** Absent means every category (the side menu). */
    gameType: z.optional(z.string()),
    pageNo,
    pageSize,
  }),
  response: z.object({ list: z.array(recentGameValue), totalPages: z.int().check(z.nonnegative()) }),
});

export const vassalageGames = defineCall({
  summary: 'The games behind a VASSALAGE lobby game, shown in the game popup (docs/product.md §4).',
  path: '/lgw/games/vassalage',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ vassalage: z.string().check(z.minLength(1)), gameType: z.string().check(z.minLength(1)), language: z.optional(z.string()) }),
  response: z.array(gameValue),
});

export const launchRequest = z.object({
  gameType: z.string().check(z.minLength(1)),
  vendor: z.string().check(z.minLength(1)),
  gameCode: z.string().check(z.minLength(1)),
  language: z.optional(z.string()),
  platform: z._default(z.string(), 'html5-desktop'),
});

/**
 * Where a launched game runs: `frame` in the site's `/game` page, `window` as a page of its own
 * (a vendor that refuses to be framed).
 */
export const launchValue = z.object({ url: z.string().check(z.minLength(1)), target: z._default(z.enum(['frame', 'window']), 'frame') });
export type LaunchValue = z.output<typeof launchValue>;

export const launchThirdParty = defineCall({
  refusals: ['NEED_REAL_ACCOUNT', 'NOT_FOUND', 'LIMIT_REACHED', 'PLAY_BLOCKED'],
  summary: "Launches a third-party game for the session's player; returns the URL to open.",
  path: '/wps/game/launch',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: launchRequest,
  response: launchValue,
});

export const launchGame = defineCall({
  refusals: ['NEED_REAL_ACCOUNT', 'NOT_FOUND', 'LIMIT_REACHED', 'PLAY_BLOCKED'],
  summary: 'Launches a PVP (card) game; refused for trial accounts (type 4). Returns the URL to open.',
  path: '/wps/game/launchGame',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: launchRequest,
  response: launchValue,
});

export const winnerValue = z.object({
  vo: z.pipe(
    z.object({
      /** Masked by the platform (e.g. `te***an`): winners are public, accounts are not. */
      account: z.string(),
      gameName: z.string(),
      gameType: z.string(),
      vendor: z.string(),
      /** Major units of `currency` on the wire; minor units once read. */
      amount: wireAmount,
      /** ISO 4217 code of `amount` (the merchant's currency); null when the merchant has none set. */
      currency: z._default(z.nullable(z.string()), null),
      winTime: z.string(),
    }),
    z.transform((vo) => ({ ...vo, amount: minorFromWire(vo.amount, vo.currency) })),
  ),
});
export type Winner = z.output<typeof winnerValue>;
export type WireWinner = z.input<typeof winnerValue>;

export const winnerBoard = defineCall({
  summary: 'The latest big wins (docs/product.md §3 winner board: gameCategory ALL, limitNum 50).',
  path: '/lgw/games/winners',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({
    gameCategory: z._default(z.string(), 'ALL'),
    language: z.optional(z.string()),
    limitNum: z._default(z.int().check(z.gte(1), z.lte(100)), 50),
  }),
  response: z.array(winnerValue),
});

/**
 * What a game frame posts to the site's page after a round moved money, so the header's
 * balance refreshes (`{ type: GAME_BALANCE_MESSAGE }`). It carries no data: the page asks the
 * platform for the balance itself, and accepts the message only from the launch origins.
 */
export const GAME_BALANCE_MESSAGE = 'game:balance-changed';
