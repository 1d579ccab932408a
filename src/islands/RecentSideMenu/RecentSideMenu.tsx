import { useSharedStore } from '../shared/use-shared-store';
import { type ReactNode, useEffect, useId, useState } from 'react';
import { launchPlan } from '../../lib/games/launch';
import { localeByCode } from '../../lib/i18n/locales';
import { localizedPath } from '../../lib/i18n/paths';
import { vendorName } from '../../lib/lobby/vendors';
import { $recentGames, loadRecentGames, RECENT_SIDE_COUNT, type RecentState, resetRecentGames, seedRecentGames } from '../../lib/lobby/recent';
import type { RecentGame } from '../../contract/calls/games';
import { openModalFromLink } from '../../lib/stores/modal';
import { $session, restoreSession } from '../../lib/stores/session';
import type { RecentSideMenuStrings } from './strings';
import styles from './RecentSideMenu.module.css';

interface Props {
  strings: RecentSideMenuStrings;
  /** The page's platform language code (TY, EN): links are localised with it. */
  localeCode: string;
  /** The login page, for the guest's button before the modal host has hydrated. */
  loginHref: string;
  /** Vendor codes to their menu names (src/lib/lobby/vendors.ts). */
  vendors?: Record<string, string>;
  /**
   * Who the server rendered for (the hint cookie): a guest's prompt is plain HTML that needs no
   * script, so the island can wait for the first interaction (issue 18 item 2); a player's list
   * loads at once.
   */
  serverStatus?: 'guest' | 'member';
  /**
   * A player's list as the server read it (src/lib/lobby/recent.server.ts), so a logged-in home
   * shows it with no script; null when the server could not, and the island asks once it runs.
   */
  serverGames?: RecentGame[] | null;
}

/**
 * The side menu of recently played games (docs/product.md §2 "Home"). Guests get a short prompt and a
 * login button (the login popup once the modal host is ready, /login before); players get
 * their latest games, each linking where launchPlan says, with loading, empty and error
 * states. A player's list comes rendered by the server when it could read it; the island follows
 * the session store, so a login or logout on the page updates it.
 */
export default function RecentSideMenu({ strings, localeCode, loginHref, vendors = {}, serverStatus = 'member', serverGames = null }: Props) {
  const session = useSharedStore($session);
  const stored = useSharedStore($recentGames);
  const [started, setStarted] = useState(false);
  const status = started ? session.status : serverStatus;
  const recent: RecentState = !started && serverGames ? { status: 'ready', games: serverGames } : stored;
  const headingId = useId();
  const locale = localeByCode(localeCode);

  useEffect(() => {
    if (serverGames) seedRecentGames(serverGames);
    restoreSession();
    setStarted(true);
  }, [serverGames]);
  useEffect(() => {
    if (!started) return;
    // The server's list stands; a login on the page (or no list from the server) asks for it.
    if (session.status === 'member') {
      if ($recentGames.get().status === 'idle') void loadRecentGames();
    } else resetRecentGames();
  }, [started, session.status]);

  const link = (path: string) => (locale ? localizedPath(path, locale) : path);
  let body: ReactNode;
  if (status === 'member' && (recent.status === 'idle' || recent.status === 'loading')) {
    body = (
      <div className={styles.list} role="status" aria-label={strings.loading}>
        {Array.from({ length: RECENT_SIDE_COUNT }, (_, position) => (
          <span key={position} className={styles.skeleton} />
        ))}
      </div>
    );
  } else if (status === 'guest') {
    body = (
      <div className={styles.prompt}>
        <p>{strings.guest}</p>
        <a className={styles.primary} href={loginHref} onClick={(event) => openModalFromLink('login', event)}>
          {strings.login}
        </a>
      </div>
    );
  } else if (recent.status === 'error') {
    body = (
      <div className={styles.prompt} role="alert">
        <p>{strings.networkError}</p>
        <button type="button" className={styles.secondary} onClick={() => void loadRecentGames()}>
          {strings.retry}
        </button>
      </div>
    );
  } else if (recent.status === 'ready' && recent.games.length === 0) {
    body = <p className={styles.prompt}>{strings.empty}</p>;
  } else if (recent.status === 'ready') {
    body = (
      <ul className={styles.list}>
        {recent.games.map((game) => (
          <li key={`${game.vendor}:${game.gameCode}`}>
            <a className={styles.game} href={link(launchPlan(game).path)}>
              {game.image ? (
                <img src={game.image} alt="" width={48} height={48} loading="lazy" decoding="async" />
              ) : (
                <span className={styles.noImage} aria-hidden="true" />
              )}
              <span className={styles.text}>
                <span className={styles.name}>{game.name}</span>
                <span className={styles.vendor}>{vendorName(vendors, game.vendor)}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className={styles.menu} aria-labelledby={headingId}>
      <h2 id={headingId}>{strings.heading}</h2>
      {body}
    </section>
  );
}
