/** The catalogue keys of the recent-games side menu. */
export const RECENT_SIDE_MENU_KEYS = {
  heading: 'lobby.recent.heading',
  guest: 'lobby.recent.guest',
  login: 'lobby.recent.login',
  empty: 'lobby.recent.empty',
  loading: 'lobby.recent.loading',
  networkError: 'error.network',
  retry: 'error.retry',
} as const;

export type RecentSideMenuStrings = Record<keyof typeof RECENT_SIDE_MENU_KEYS, string>;
