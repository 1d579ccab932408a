import { z } from 'zod/mini';
import { defineCall } from '../define';

/**
 * The game menus: categories (lanes) and their vendors. Re-exported by ./games.ts, where the
 * rest of the games' calls are; a file of its own so that the login popup's vendor showcase
 * loads these schemas only.
 */
export const vendorValue = z.object({
  accountTypeId: z.union([z.string(), z.number()]),
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  /** 1 = hot (docs/product.md §3). */
  isHot: z._default(z.int(), 0),
  logo: z._default(z.nullable(z.string()), null),
});
export type Vendor = z.output<typeof vendorValue>;

export const laneValue = z.object({
  title: z.string(),
  gameType: z.string(),
  cards: z.array(vendorValue),
  gameClassify: z._default(z.array(z.object({ name: z.string(), vendors: z.array(z.string()) })), []),
});
export type Lane = z.output<typeof laneValue>;

export const gameMenus = defineCall({
  summary: 'Game categories (lanes) with their vendors; drives the header and footer.',
  path: '/lgw/games/game_menus',
  method: 'GET',
  auth: false,
  encrypted: false,
  request: z.object({
    platform: z._default(z.string(), 'html5-desktop'),
    language: z.optional(z.string()),
  }),
  response: z.object({ data: z.object({ lanes: z.array(laneValue) }) }),
});
