import { useEffect, useId, useMemo, useState, type MouseEvent } from 'react';
import { useSharedStore } from '../shared/use-shared-store';
import type { Game, Lane } from '../../contract/calls/games';
import { launchPlan, needsRealAccount } from '../../lib/games/launch';
import { DEFAULT_KEYS, SEAMLESS_KEYS, type ListState } from '../../lib/games/list-state';
import type { ListResult } from '../../lib/games/list-loader';
import { isRealAccount } from '../../contract/roles';
import { $member, loadMember } from '../../lib/stores/member';
import { $session } from '../../lib/stores/session';
import { $wallet } from '../../lib/stores/wallet';
import { openModal } from '../../lib/stores/modal';
import { useGameList } from './use-game-list';
import { isPlainClick } from '../shared/plain-click';
import { loginHrefWithNext } from '../../lib/routes/safe-path';
import { VendorTabs } from './VendorTabs';
import { ListTypeTabs } from './ListTypeTabs';
import { Filters } from './Filters';
import { ListBody } from './ListBody';
import { VassalagePopup, type VassalageTarget } from './VassalagePopup';
import type { GameListStrings } from './strings';
import styles from './GameList.module.css';

export interface GameListProps {
  /** The category (lane `gameType`). */
  category: string;
  /** The page's localised path: every list URL starts with it. */
  basePath: string;
  /** '' for TY, '/en' for EN…: launch links are the launch plan's paths under it. */
  localePrefix: string;
  vendors: Lane['cards'];
  gameClassify: Lane['gameClassify'];
  /** /seamless: the category is the `type` query, the list type is `list`. */
  seamless?: boolean;
  initialState: ListState;
  /** The server's first page; null for the player's own lists; 'error' when it failed. */
  initial: ListResult | null | 'error';
  /** Whether the request had a session cookie (what the server rendered for). */
  signedIn: boolean;
  imageBase: string;
  localeTag: string;
  language: string;
  loginHref: string;
  /** /rng?vassalage=…: the popup list of that vendor opens on load. */
  vassalage?: string | null;
  strings: GameListStrings;
}

/**
 * The game list of a category page (docs/product.md §2 "Game list page"): server-rendered first, then
 * this island takes over without a reload and keeps the URL in step. Hydrates `client:idle`.
 */
export default function GameList(props: GameListProps) {
  const { category, basePath, localePrefix, vendors, gameClassify, seamless = false, imageBase, localeTag, language, loginHref, strings } = props;
  const context = useMemo(() => ({ cards: vendors, gameClassify }), [vendors, gameClassify]);
  const keys = seamless ? SEAMLESS_KEYS : DEFAULT_KEYS;
  const fixed = useMemo((): Record<string, string> => (seamless ? { type: category } : {}), [seamless, category]);
  const list = useGameList({ category, basePath, context, keys, fixed, language, loginHref }, props.initialState, props.initial, props.signedIn);
  const { state, mounted, member } = list;
  const wallet = useSharedStore($wallet);
  const currency = mounted ? wallet.currency : null;
  const vendorName = (code: string) => vendors.find((vendor) => vendor.vassalage === code)?.displayName ?? code;
  const [popup, setPopup] = useState<VassalageTarget | null>(null);
  // /rng?vassalage=…: the popup opens once hydrated (a modal needs the browser's dialog).
  const initialVassalage = props.vassalage;
  useEffect(() => {
    if (initialVassalage) setPopup({ vassalage: initialVassalage, gameType: category, vendorName: vendorName(initialVassalage) });
  }, [initialVassalage, category]);
  const headingId = useId();

  /** Cards are links; only a lobby game and a trial account's PVP game are handled here. */
  const openGame = (event: MouseEvent<HTMLAnchorElement>, game: Game) => {
    if (!isPlainClick(event)) return;
    if (launchPlan(game).kind === 'vassalage') {
      event.preventDefault();
      setPopup({ vassalage: game.vassalage, gameType: game.gameType, vendorName: vendorName(game.vassalage) });
      return;
    }
    if (!needsRealAccount(game)) return;
    const account = $member.get();
    if (account) {
      if (isRealAccount(account.type)) return;
      event.preventDefault();
      openModal('needRealAccount');
      return;
    }
    // Signed in, but the account's details have not arrived yet (a tap right after the page
    // loaded): ask for them rather than guess, then warn or follow the card's link.
    if ($session.get().status !== 'member') return;
    event.preventDefault();
    const href = event.currentTarget.href;
    void loadMember().then(
      (loaded) => (loaded && !isRealAccount(loaded.type) ? openModal('needRealAccount') : location.assign(href)),
      () => location.assign(href),
    );
  };

  const closePopup = () => {
    setPopup(null);
    if (new URLSearchParams(location.search).has('vassalage')) history.replaceState(null, '', list.hrefFor(state));
  };

  const loginFor = (target: ListState) => loginHrefWithNext(loginHref, list.hrefFor(target));

  return (
    <div className={styles.list} data-testid="game-list">
      {vendors.length === 0 ? (
        <p className={styles.state}>{strings.noVendors}</p>
      ) : (
        <>
          <VendorTabs
            vendors={vendors}
            context={context}
            state={state}
            label={strings.vendors}
            scrollBack={strings.scrollBack}
            scrollForward={strings.scrollForward}
            mounted={mounted}
            hrefFor={list.hrefFor}
            onNavigate={list.navigate}
          />
          <ListTypeTabs
            state={state}
            strings={strings}
            member={member}
            loginHref={loginHref}
            hrefFor={list.hrefFor}
            onNavigate={list.navigate}
            onLogin={list.askToLogIn}
          />
          <Filters
            state={state}
            context={context}
            keys={keys}
            fixed={fixed}
            basePath={basePath}
            strings={strings}
            localeTag={localeTag}
            currency={currency}
            onNavigate={list.navigate}
          />
          <section className={styles.results} aria-labelledby={headingId} aria-busy={list.status === 'loading'}>
            <h2 id={headingId} className="visually-hidden">
              {strings.results}
            </h2>
            <ListBody
              list={list}
              strings={strings}
              loginHref={loginFor(state)}
              localePrefix={localePrefix}
              vendorName={vendorName}
              imageBase={imageBase}
              localeTag={localeTag}
              currency={currency}
              onOpen={openGame}
            />
          </section>
        </>
      )}
      {/* Client only: the modal's ids are made in the browser, and it opens on a click or on load. */}
      {mounted && <VassalagePopup target={popup} language={language} localePrefix={localePrefix} strings={strings} onClose={closePopup} />}
    </div>
  );
}
