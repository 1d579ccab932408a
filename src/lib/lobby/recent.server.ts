import type { AstroCookies } from 'astro';
import { recentGames, type RecentGame } from '../../contract/calls/games';
import { askOncePerRequest } from '../account/session-member.server';
import { newestFirst, RECENT_SIDE_COUNT } from './recent-order';

/**
 * A player's recently played games for home's first paint (issue 18 item 2: a logged-in home loads
 * no script before the first interaction, so the side menu's list is in the server's HTML and its
 * island waits like the others). Logged-in pages are never cached, so the list is the player's own.
 * Null for a guest or when the platform did not answer: the island then asks from the browser.
 */
export const recentForRequest = (request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<RecentGame[] | null> =>
  askOncePerRequest(request, recentGames, { cookies, language, clientIp }, async (client) =>
    newestFirst((await client.call(recentGames, { clientType: 3, pageNo: 1, pageSize: RECENT_SIDE_COUNT })).list),
  );
