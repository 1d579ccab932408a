import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { browserClient } from '../../lib/platform/browser-client';
import { addFavourite, removeFavourite, type Game } from '../../lib/platform/calls/games';
import { $session, restoreSession } from '../../lib/stores/session';
import { canOpenModal, openModal } from '../../lib/stores/modal';
import { createListLoader, type ListResult } from '../../lib/games/list-loader';
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

/**
 * The game list's state machine: the list state mirrored in the URL (pushState for the
 * player's steps, so back and forward walk them; popstate reads them back), the loads with
 * only the newest one applied, the session (favourites and recent need it) and favourites.
 * Logic about lists lives in src/lib/games/; this only wires it to React and the browser.
 */
export function useGameList(config: ListConfig, initialState: ListState, initial: ListResult | null | 'error', signedIn: boolean) {
  const { category, basePath, context, keys, fixed, language, loginHref } = config;
  const loader = useMemo(() => createListLoader(browserClient, category, language), [category, language]);
  const session = useStore($session);
  const [mounted, setMounted] = useState(false);
  // Before hydration the server's view (the session cookie) decides, so the HTML matches.
  const member = mounted ? session.status === 'member' : signedIn;
  const needsLogin = (type: ListType) => LOGIN_LIST_TYPES.includes(type);

  const [state, setState] = useState(initialState);
  const stateRef = useRef(state);
  const [result, setResult] = useState<ListResult | null>(initial === 'error' ? null : initial);
  const [status, setStatus] = useState<ListStatus>(() => {
    if (initial === 'error') return 'error';
    if (needsLogin(initialState.type)) return signedIn ? 'loading' : 'login';
    return 'ready';
  });
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(new Set());
  const [favouriteBusy, setFavouriteBusy] = useState<ReadonlySet<string>>(new Set());
  const [favouriteFailed, setFavouriteFailed] = useState(false);
  const latest = useRef(0);
  const pendingType = useRef<ListType | null>(null);

  const hrefFor = useCallback((next: ListState) => `${basePath}${serialiseListState(next, context, keys, fixed)}`, [basePath, context, keys, fixed]);

  const load = useCallback(
    async (next: ListState, isMember: boolean, fresh = false) => {
      const id = ++latest.current;
      if (needsLogin(next.type) && !isMember) {
        setStatus('login');
        return;
      }
      setStatus('loading');
      try {
        const loaded = await loader.load(next, { fresh });
        if (id === latest.current) {
          setResult(loaded);
          setStatus('ready');
        }
      } catch {
        if (id === latest.current) setStatus('error');
      }
    },
    [loader],
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
      void loadRef.current(next, memberRef.current, next.type !== current.type);
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
      void loadRef.current(next, memberRef.current);
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
      if (needsLogin(stateRef.current.type)) setStatus('login');
      return;
    }
    loader.favouriteIds().then(setFavourites, () => setFavourites(new Set()));
    const pending = pendingType.current;
    pendingType.current = null;
    const current = stateRef.current;
    if (pending) navigate(selectListType(current, pending));
    else if (needsLogin(current.type)) void load(current, true);
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

  const retry = useCallback(() => void load(state, member, true), [load, state, member]);

  return { state, result, status, member, mounted, favourites, favouriteBusy, favouriteFailed, hrefFor, navigate, askToLogIn, toggleFavourite, retry };
}

export type GameListModel = ReturnType<typeof useGameList>;
