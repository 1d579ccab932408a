import { useCallback, useEffect, useRef, useState } from 'react';
import { useSharedStore } from '../shared/use-shared-store';
import { browserClient } from '../../lib/platform/browser-client';
import { addFavourite, removeFavourite, type Game } from '../../contract/calls/games';
import { $session, restoreSession } from '../../lib/stores/session';
import { canOpenModal, openModal } from '../../lib/stores/modal';
import { createListLoader, type ListResult } from '../../lib/games/list-loader';
import { documentVisibility, phaseOf } from '../../lib/stores/query';
import { useQuery } from '../shared/use-query';
import {
  LOGIN_LIST_TYPES,
  parseListState,
  selectListType,
  serialiseListState,
  type ListContext,
  type ListState,
  type ListType,
  type QueryKeys,
} from '../../lib/games/list-state';

export interface ListConfig {
  category: string;
  /** The page's own path (localised), which every list URL starts with. */
  basePath: string;
  context: ListContext;
  keys: QueryKeys;
  /** Query parameters that stay as they are (/seamless's category). */
  fixed: Record<string, string>;
  /** Platform language code for the calls. */
  language: string;
  loginHref: string;
}

export type ListStatus = 'ready' | 'loading' | 'error' | 'login';

/** A list shown again after this long in a hidden tab is asked for again (favourites and recent change as the player plays). */
export const LIST_STALE_MS = 60_000;

/**
 * The game list's state machine: the list state mirrored in the URL (pushState for the
 * player's steps, so back and forward walk them; popstate reads them back), the session
 * (favourites and recent need it) and favourites. Loading, errors, newest-wins and the
 * refresh when the tab comes back are the shared query's (src/lib/stores/query.ts); what a
 * list state loads is src/lib/games/list-loader.ts. This only wires them to React and the browser.
 */
export function useGameList(config: ListConfig, initialState: ListState, initial: ListResult | null | 'error', signedIn: boolean) {
  const { category, basePath, context, keys, fixed, language, loginHref } = config;
  // One island shows one category in one language: its loader (with its whole-list cache) lives as long as it does.
  const [loader] = useState(() => createListLoader(browserClient, category, language));
  const session = useSharedStore($session);
  const [mounted, setMounted] = useState(false);
  // Before hydration the server's view (the session cookie) decides, so the HTML matches.
  const member = mounted ? session.status === 'member' : signedIn;
  const needsLogin = (type: ListType) => LOGIN_LIST_TYPES.includes(type);

  const [state, setState] = useState(initialState);
  const stateRef = useRef(state);
  const [loaded, query] = useQuery<ListState, ListResult>(() => ({
    fetch: (next, { fresh }) => loader.load(next, { fresh }),
    initial:
      initial === 'error'
        ? { key: initialState, error: new Error('The server could not load the list') }
        : { key: initialState, ...(initial ? { data: initial } : {}) },
    staleAfterMs: LIST_STALE_MS,
    ...(typeof document === 'undefined' ? {} : { visibility: documentVisibility(document) }),
  }));
  const phase = phaseOf(loaded);
  const status: ListStatus =
    needsLogin(state.type) && !member ? 'login' : phase === 'error' ? 'error' : phase === 'ready' || phase === 'empty' ? 'ready' : 'loading';
  const result = status === 'ready' ? (loaded.data ?? null) : null;
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set());
  const [favouriteBusy, setFavouriteBusy] = useState<ReadonlySet<string>>(new Set());
  const [favouriteFailed, setFavouriteFailed] = useState(false);
  const pendingType = useRef<ListType | null>(null);

  const hrefFor = useCallback((next: ListState) => `${basePath}${serialiseListState(next, context, keys, fixed)}`, [basePath, context, keys, fixed]);

  /** Loads a list state; one that needs a login while logged out loads nothing (the view asks to log in). */
  const load = useCallback(
    (next: ListState, isMember: boolean, fresh = false) => {
      if (needsLogin(next.type) && !isMember) query.clear();
      else query.load(next, { fresh });
    },
    [query],
  );
  const loadRef = useRef(load);
  loadRef.current = load;
  const memberRef = useRef(member);
  memberRef.current = member;

  /** A step the player took: into the URL (pushed, or replaced for corrections) and loaded. */
  const navigate = useCallback(
    (next: ListState, { replace = false }: { replace?: boolean } = {}) => {
      const current = stateRef.current;
      stateRef.current = next;
      setState(next);
      loadRef.current(next, memberRef.current, next.type !== current.type);
      const url = hrefFor(next);
      if (replace) history.replaceState(null, '', url);
      else history.pushState(null, '', url);
    },
    [hrefFor],
  );

  useEffect(() => {
    restoreSession();
    setMounted(true);
    const onPop = () => {
      const next = parseListState(new URLSearchParams(location.search), context, keys);
      stateRef.current = next;
      setState(next);
      loadRef.current(next, memberRef.current);
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [context, keys]);

  // The session decides the player's lists: load them when known, favourites for the stars,
  // and a list the guest asked for before logging in (the login modal) once logged in.
  useEffect(() => {
    if (!mounted) return;
    if (!member) {
      setFavourites(new Set());
      if (needsLogin(stateRef.current.type)) query.clear();
      return;
    }
    loader.favouriteIds().then(setFavourites, () => setFavourites(new Set()));
    const pending = pendingType.current;
    pendingType.current = null;
    const current = stateRef.current;
    if (pending) navigate(selectListType(current, pending));
    else if (needsLogin(current.type)) load(current, true);
    // Only a change of session (or hydration) runs this; list steps load themselves.
  }, [mounted, member]);

  /** Guests get the login modal (or the login page when the modal host is not there yet). */
  const askToLogIn = useCallback(
    (event: { preventDefault(): void } | null, then?: ListType) => {
      if (!canOpenModal('login')) {
        if (!event) location.assign(loginHref);
        return;
      }
      event?.preventDefault();
      pendingType.current = then ?? null;
      openModal('login');
    },
    [loginHref],
  );

  const toggleFavourite = useCallback(
    async (game: Game) => {
      if (!member) return askToLogIn(null);
      const on = favourites.has(game.nodeId);
      setFavouriteFailed(false);
      setFavouriteBusy((busy) => new Set(busy).add(game.nodeId));
      try {
        await browserClient.call(on ? removeFavourite : addFavourite, { nodeId: game.nodeId, vassalage: game.vassalage, gameType: game.gameType });
        setFavourites((current) => {
          const next = new Set(current);
          if (on) next.delete(game.nodeId);
          else next.add(game.nodeId);
          return next;
        });
      } catch {
        setFavouriteFailed(true);
      } finally {
        setFavouriteBusy((busy) => {
          const next = new Set(busy);
          next.delete(game.nodeId);
          return next;
        });
      }
    },
    [member, favourites, askToLogIn],
  );

  const retry = useCallback(() => load(stateRef.current, memberRef.current, true), [load]);

  return { state, result, status, member, mounted, favourites, favouriteBusy, favouriteFailed, hrefFor, navigate, askToLogIn, toggleFavourite, retry };
}

export type GameListModel = ReturnType<typeof useGameList>;
