import { atom } from 'nanostores';
import { browserClient } from '../platform/browser-client';
import { recentGames, type RecentGame } from '../../contract/calls/games';
import { PlatformError } from '../../contract/envelope';
import { setGuest } from '../stores/session';

/** How many recent games the side menu lists ("a handful"). */
export const RECENT_SIDE_COUNT = 6;

/**
 * The side menu's recently played games (docs/product.md §2 "Home: … side menu with recently played
 * games"). Client state: the list belongs to the logged-in player, so it is never rendered on
 * the server, where pages are shared through the cache.
 */
export type RecentState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; games: RecentGame[] } | { status: 'error' };

export const $recentGames = atom<RecentState>({ status: 'idle' });

/** Newest first, at most `count`: the platform promises the order, this keeps it if it slips. */
export const newestFirst = (games: readonly RecentGame[], count = RECENT_SIDE_COUNT): RecentGame[] =>
  [...games].sort((a, b) => Date.parse(b.lastPlayedAt) - Date.parse(a.lastPlayedAt)).slice(0, count);

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

/** Forgets the list (logout). */
export const resetRecentGames = (): void => $recentGames.set({ status: 'idle' });
