import type { RecentGame } from '../../contract/calls/games';

/** How many recent games the side menu lists ("a handful"). */
export const RECENT_SIDE_COUNT = 6;

/** Newest first, at most `count`: the platform promises the order, this keeps it if it slips. */
export const newestFirst = (games: readonly RecentGame[], count = RECENT_SIDE_COUNT): RecentGame[] =>
  [...games].sort((a, b) => Date.parse(b.lastPlayedAt) - Date.parse(a.lastPlayedAt)).slice(0, count);
