import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSharedStore } from '../shared/use-shared-store';
import { browserClient } from '../../lib/platform/browser-client';
import { LOTTERY_DEVICE, lotteryMenus, recentLotteryMenus, type LotteryMenu, type PrizeMode } from '../../contract/calls/lottery';
import { $session, restoreSession } from '../../lib/stores/session';
import { $member } from '../../lib/stores/member';
import { canOpenModal, openModal } from '../../lib/stores/modal';
import { boardOf, pageArrival, type Board } from '../../lib/lottery/board';
import { clockItem, type ClockedItem } from '../../lib/lottery/clock';
import { LOTTERY_RELOADS } from '../../lib/lottery/reload';
import { callFetcher, documentVisibility, phaseOf } from '../../lib/stores/query';
import { useQuery } from '../shared/use-query';
import { forAudience, menusForPage, type LotteryPageKind } from '../../lib/lottery/menus';
import { favouritesKey, readFavourites, toggleFavourite, writeFavourites } from '../../lib/lottery/favourites';
import { lotteryStateParams, type LotteryListState } from '../../lib/lottery/list';
import { loginHrefWithNext } from '../../lib/routes/safe-path';

export interface LotteryListConfig {
  kind: LotteryPageKind;
  prizeMode: PrizeMode;
  language: string;
  /** This page's menus as the server rendered them (null: they failed), and their answer's age then. */
  menus: LotteryMenu[] | null;
  menusAgeMs: number;
  memberType: number | null;
  tySupported: boolean;
  signedIn: boolean;
  initialState: LotteryListState;
  loginHref: string;
}

type Recent = { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; items: ClockedItem[] };

const storage = (): Storage | null => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
};

/**
 * The lottery list's wiring to React and the browser: the board and its reloads (the shared
 * query, src/lib/stores/query.ts, with the lottery's rule: one request each, none while
 * hidden), the one-second tick, the list state mirrored in the query, the member (AC menu,
 * favourites, recent) and favourites in local storage. The rules live in src/lib/lottery/.
 */
export function useLotteryList(config: LotteryListConfig) {
  const { kind, prizeMode, language, menusAgeMs, tySupported, loginHref } = config;
  // Anchored at the moment the page's HTML arrived (on the server: now), so hydration shows the server's seconds.
  const [initial] = useState(() => {
    const arrival = pageArrival();
    return { board: config.menus ? boardOf(config.menus, arrival - menusAgeMs) : null, now: arrival };
  });
  const [now, setNow] = useState(initial.now);
  const [mounted, setMounted] = useState(false);
  // One key: this page's menus. Without the server's answer it loads at once (or when the tab is shown).
  const [menusValue, menusQuery] = useQuery<'menus', Board>(() => ({
    fetch: callFetcher(
      browserClient,
      lotteryMenus,
      () => ({ prizeMode, device: LOTTERY_DEVICE, language }),
      (menus) => boardOf(menusForPage(menus, kind), Date.now()),
    ),
    initial: initial.board ? { key: 'menus', data: initial.board } : { key: 'menus', error: new Error('The server could not load the menus') },
    loadOnStart: true,
    ...LOTTERY_RELOADS,
    ...(typeof document === 'undefined' ? {} : { visibility: documentVisibility(document) }),
  }));
  const board = menusValue.data ?? null;

  useEffect(() => {
    restoreSession();
    setMounted(true);
  }, []);

  // The tick: at each whole second after the answer's arrival, when every countdown changes.
  useEffect(() => {
    if (!board) return;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const intoSecond = (((at - board.arrivedAt) % 1000) + 1000) % 1000;
      timer = setTimeout(tick, 1000 - intoSecond);
    };
    tick();
    return () => clearTimeout(timer);
  }, [board]);

  const session = useSharedStore($session);
  const member = useSharedStore($member);
  // Before hydration the server's view decides, so the HTML matches; then the stores.
  const signedIn = mounted ? session.status === 'member' : config.signedIn;
  const username = mounted && session.status === 'member' ? session.username : null;
  const memberType = !mounted ? config.memberType : session.status === 'guest' ? null : (member?.type ?? config.memberType);
  const menus = useMemo(() => forAudience(board?.menus ?? [], { memberType, tySupported }), [board, memberType, tySupported]);
  const menuTags = useMemo(() => menus.map((menu) => menu.gameMenuTag), [menus]);

  const [requested, setRequested] = useState(config.initialState);
  const state: LotteryListState = useMemo(
    () => ({ ...requested, menu: requested.menu && menuTags.includes(requested.menu) ? requested.menu : (menuTags[0] ?? null) }),
    [requested, menuTags],
  );

  const requestedRef = useRef(requested);
  /** A change of list, filter or search: applied at once (no request) and kept in the query. */
  const update = useCallback(
    (change: Partial<LotteryListState>) => {
      const next = { ...requestedRef.current, ...change };
      requestedRef.current = next;
      setRequested(next);
      const search = new URLSearchParams(location.search);
      for (const key of ['menu', 'list', 'day', 'name']) search.delete(key);
      const menu = next.menu && menuTags.includes(next.menu) ? next.menu : (menuTags[0] ?? null);
      for (const [key, value] of lotteryStateParams({ ...next, menu }, menuTags)) search.set(key, value);
      const query = search.toString();
      history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
    },
    [menuTags],
  );

  const [favourites, setFavourites] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => {
    setFavourites(readFavourites(storage(), username));
    if (!username) return;
    const onStorage = (event: StorageEvent) => {
      if (event.key === favouritesKey(username)) setFavourites(readFavourites(storage(), username));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [username]);

  const askToLogIn = useCallback(() => {
    if (canOpenModal('login')) openModal('login');
    else location.assign(loginHrefWithNext(loginHref, `${location.pathname}${location.search}`));
  }, [loginHref]);

  const toggle = useCallback(
    (gameId: number) => {
      if (!username) return askToLogIn();
      setFavourites((current) => {
        const next = toggleFavourite(current, gameId);
        writeFavourites(storage(), username, next);
        return next;
      });
    },
    [username, askToLogIn],
  );

  // The player's recent games: loaded once when the list is first shown, dropped at logout.
  const [recentValue, recentQuery] = useQuery<string, ClockedItem[]>(() => ({
    fetch: callFetcher(
      browserClient,
      recentLotteryMenus,
      () => ({ prizeMode, device: LOTTERY_DEVICE, language }),
      (items) => {
        const arrivedAt = Date.now();
        return items.map((item) => clockItem(item, arrivedAt));
      },
    ),
  }));
  const recentPhase = phaseOf(recentValue);
  const recent: Recent =
    recentPhase === 'ready' || recentPhase === 'empty'
      ? { status: 'ready', items: recentValue.data ?? [] }
      : { status: recentPhase === 'error' ? 'error' : recentValue.key === null ? 'idle' : 'loading' };
  const loadRecent = recentQuery.refresh;
  useEffect(() => {
    if (!signedIn) recentQuery.clear();
    else if (mounted && username && state.list === 'recent' && recentQuery.$value.get().key === null) recentQuery.load(username);
  }, [mounted, signedIn, username, state.list, recentQuery]);

  return {
    board,
    now,
    mounted,
    menus,
    state,
    update,
    signedIn,
    favourites,
    toggle,
    askToLogIn,
    recent,
    loadRecent,
    reloadFailed: menusValue.error !== undefined,
    loading: menusValue.loading,
    reloadNow: menusQuery.refresh,
  };
}

export type LotteryListModel = ReturnType<typeof useLotteryList>;
