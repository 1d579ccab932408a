import { z } from 'astro/zod';
import { defineCall } from '../define';

export const GAME_TYPES = ['RNG', 'ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'COCKFIGHT'] as const;

export const vendorValue = z.object({
  accountTypeId: z.union([z.string(), z.number()]),
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  /** 1 = hot (SPEC §3). */
  isHot: z.number().int().default(0),
  logo: z.string().nullable().default(null),
});
export type Vendor = z.output<typeof vendorValue>;

export const laneValue = z.object({
  title: z.string(),
  gameType: z.string(),
  cards: z.array(vendorValue),
  gameClassify: z.array(z.object({ name: z.string(), vendors: z.array(z.string()) })).default([]),
});
export type Lane = z.output<typeof laneValue>;

export const gameMenus = defineCall({
  summary: 'Game categories (lanes) with their vendors; drives the header and footer.',
  path: '/lgw/games/game_menus',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({
    platform: z.string().default('html5-desktop'),
    language: z.string().optional(),
  }),
  response: z.object({ data: z.object({ lanes: z.array(laneValue) }) }),
});

export const gameValue = z.object({
  gameType: z.string(),
  isGame: z.string().nullable().default(null),
  defaultPlayType: z.string().nullable().default(null),
  vendor: z.string(),
  accountTypeName: z.string().nullable().default(null),
  gameCode: z.string(),
  code: z.string().nullable().default(null),
  vassalage: z.string(),
  name: z.string(),
  image: z.string().nullable().default(null),
  minBet: z.number().nullable().default(null),
});
export type Game = z.output<typeof gameValue>;

export const popularGames = defineCall({
  summary: 'Popular games across vendors.',
  path: '/lgw/games/popular',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ language: z.string().optional(), count: z.number().int().default(20) }),
  response: z.array(gameValue),
});

export const launchGame = defineCall({
  summary: 'Launch a PVP game; returns the URL to open.',
  path: '/wps/game/launchGame',
  method: 'POST',
  auth: true,
  encrypted: false,
  request: z.object({ vendor: z.string(), gameCode: z.string(), gameType: z.string() }),
  response: z.object({ url: z.string() }),
});

export const lotteryMenus = defineCall({
  summary: 'Lottery menus for a prize mode.',
  path: '/lgw/vn/games/game_menu',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({ prizeMode: z.string(), device: z.string().default('WEB') }),
  response: z.array(z.object({ gameMenuTag: z.string(), remark: z.string().nullable(), gameMenus: z.array(z.unknown()) })),
});

export const recentLotteryMenus = defineCall({
  summary: 'The lottery menus the player used recently.',
  path: '/lgw/vn/games/game_menu/recent',
  method: 'GET',
  auth: true,
  encrypted: false,
  request: z.object({ prizeMode: z.string(), device: z.string().default('WEB') }),
  response: z.array(z.unknown()),
});
