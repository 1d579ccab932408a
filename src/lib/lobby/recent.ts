import { atom } from 'nanostores';
import { browserClient } from '../platform/browser-client';
import { recentGames, type RecentGame } from '../../contract/calls/games';
import { PlatformError } from '../../contract/envelope';
import { setGuest } from '../stores/session';

import { newestFirst, RECENT_SIDE_COUNT } from './recent-order';

export { newestFirst, RECENT_SIDE_COUNT };

/**
 * The side menu's recently played games (docs/product.md §2 "Home: … side menu with recently played
 * games"). The list belongs to the logged-in player: the server renders it into a member's
 * (uncached) home (src/lib/lobby/recent.server.ts) and the island starts from that list
 * (`seedRecentGames`); a guest's shared page never holds one.
 */
export type RecentState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; games: RecentGame[] } | { status: 'error' };

export const $recentGames = atom<RecentState>({ status: 'idle' });

type Client = Pick<typeof browserClient, 'call'>;

let inFlight: Promise<void> | null = null;

/**
 * Loads the player's recent games of every category. A lost session turns the page back into
 * a guest's (the menu then shows the login prompt); any other failure is the error state.
 */
export function loadRecentGames(client: Client = browserClient): Promise<void> {
  inFlight ??= (async () => {
    $recentGames.set({ status: 'loading' });
    try {
      const page = await client.call(recentGames, { clientType: 3, pageNo: 1, pageSize: RECENT_SIDE_COUNT });
      $recentGames.set({ status: 'ready', games: newestFirst(page.list) });
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'unauthorized') setGuest();
      $recentGames.set({ status: 'error' });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Starts from the list the server rendered, unless the page already has one (a later load wins). */
export function seedRecentGames(games: readonly RecentGame[]): void {
  if ($recentGames.get().status === 'idle') $recentGames.set({ status: 'ready', games: [...games] });
}

/** Forgets the list (logout). */
export const resetRecentGames = (): void => $recentGames.set({ status: 'idle' });
