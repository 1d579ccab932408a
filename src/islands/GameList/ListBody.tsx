import type { MouseEvent } from 'react';
import type { Game } from '../../contract/calls/games';
import { GAME_PAGE_SIZE } from '../../contract/calls/games';
import { launchPlan } from '../../lib/games/launch';
import type { ListType } from '../../lib/games/list-state';
import { GameCard } from './GameCard';
import { Pager } from './Pager';
import type { GameListModel } from './use-game-list';
import { isPlainClick } from '../shared/plain-click';
import type { GameListStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './GameList.module.css';

/** Cards above the fold on a phone and most desktops: their images load at once. */
const EAGER_CARDS = 4;

const EMPTY: Record<ListType, keyof GameListStrings> = { '': 'empty', hot: 'emptyHot', fav: 'emptyFav', recent: 'emptyRecent' };

interface Props {
  list: GameListModel;
  strings: GameListStrings;
  loginHref: string;
  localePrefix: string;
  vendorName: (code: string) => string;
  imageBase: string;
  localeTag: string;
  currency: string | null;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, game: Game) => void;
}

/** The list's states: skeletons of the cards' size, error with retry, login call, empty, or the grid and pager. */
export function ListBody({ list, strings, loginHref, localePrefix, vendorName, imageBase, localeTag, currency, onOpen }: Props) {
  const { state, result, status } = list;
  if (status === 'loading' || (status === 'ready' && !result)) {
    return (
      <div role="status" aria-label={strings.loading}>
        <ul className={styles.grid} aria-hidden="true">
          {Array.from({ length: GAME_PAGE_SIZE }, (_, index) => (
            <li key={index} className={`${styles.card} ${styles.skeleton}`}>
              <span className={styles.thumb} />
              <span className={styles.skeletonLine} />
              <span className={styles.skeletonLine} />
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>{strings.networkError}</p>
        <a
          className={form.secondary}
          href={list.hrefFor(state)}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            list.retry();
          }}
        >
          {strings.retry}
        </a>
      </div>
    );
  }
  if (status === 'login') {
    return (
      <div className={styles.state}>
        <p>{strings.loginNeeded}</p>
        <a
          className={form.primary}
          href={loginHref}
          onClick={(event) => {
            if (isPlainClick(event)) list.askToLogIn(event, state.type);
          }}
        >
          {strings.login}
        </a>
      </div>
    );
  }
  if (!result || result.games.length === 0) return <p className={styles.state}>{strings[EMPTY[state.type]]}</p>;
  return (
    <>
      {list.favouriteFailed && (
        <p className={styles.alert} role="alert">
          {strings.favouriteFailed}
        </p>
      )}
      <ul className={styles.grid}>
        {result.games.map((game, index) => (
          <GameCard
            key={`${game.nodeId}-${game.gameCode}`}
            game={game}
            href={`${localePrefix}${launchPlan(game).path}`}
            vendorName={vendorName(game.vendor || game.vassalage)}
            imageBase={imageBase}
            eager={index < EAGER_CARDS}
            favourite={list.favourites.has(game.nodeId)}
            favouriteBusy={list.favouriteBusy.has(game.nodeId)}
            strings={strings}
            localeTag={localeTag}
            currency={currency}
            onOpen={onOpen}
            onToggleFavourite={(target) => void list.toggleFavourite(target)}
          />
        ))}
      </ul>
      <Pager state={state} pageNo={result.pageNo} totalPages={result.totalPages} strings={strings} hrefFor={list.hrefFor} onNavigate={list.navigate} />
    </>
  );
}
