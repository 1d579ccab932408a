import type { ClockedItem } from '../../lib/lottery/clock';
import { emptyReason, visibleGames } from '../../lib/lottery/list';
import type { LotteryListModel } from './use-lottery-list';
import { ItemCard, SkeletonCard } from './ItemCard';
import { fill, type LotteryListStrings } from './strings';
import styles from './LotteryList.module.css';

interface Props {
  model: LotteryListModel;
  strings: LotteryListStrings;
  selectedCode: string | null;
  cardHref: (entry: ClockedItem) => string;
  loginHref: string;
}

const SKELETON_CARDS = 6;

const Skeleton = ({ label }: { label: string }) => (
  <div role="status">
    <span className="visually-hidden">{label}</span>
    <ul className={styles.grid}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <SkeletonCard key={index} />
      ))}
    </ul>
  </div>
);

const Failed = ({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) => (
  <div className={styles.error} role="alert">
    <p>{text}</p>
    <button type="button" className={styles.button} onClick={onRetry}>
      {retry}
    </button>
  </div>
);

/** What the list shows: its loading, login, error and empty states, or the cards. */
export function ListBody({ model, strings, selectedCode, cardHref, loginHref }: Props) {
  const { board, state, mounted, signedIn, recent } = model;
  if (!board) {
    return model.reloadFailed && !model.loading ? (
      <Failed text={strings.networkError} retry={strings.retry} onRetry={model.reloadNow} />
    ) : (
      <Skeleton label={strings.loading} />
    );
  }
  if ((state.list === 'fav' || state.list === 'recent') && !signedIn) {
    return (
      <div className={styles.empty}>
        <p>{strings.loginNeeded}</p>
        <a
          className={styles.button}
          href={loginHref}
          onClick={(event) => {
            event.preventDefault();
            model.askToLogIn();
          }}
        >
          {strings.login}
        </a>
      </div>
    );
  }
  // Favourites live in this browser and recent games are the player's: neither is in the server's HTML.
  if (state.list === 'fav' && !mounted) return <Skeleton label={strings.loading} />;
  if (state.list === 'recent' && recent.status === 'error')
    return <Failed text={strings.networkError} retry={strings.retry} onRetry={() => void model.loadRecent()} />;
  if (state.list === 'recent' && recent.status !== 'ready') return <Skeleton label={strings.loading} />;

  const sources = { menus: model.menus, favourites: model.favourites, recent: recent.status === 'ready' ? recent.items : null };
  const games = visibleGames(state, sources);
  const reloadAlert = model.reloadFailed && <Failed text={strings.reloadFailed} retry={strings.retry} onRetry={model.reloadNow} />;
  if (games.length === 0) {
    const reason = emptyReason(state, sources);
    const listEmpty = { '': strings.emptyList, hot: strings.emptyHot, fav: strings.emptyFav, recent: strings.emptyRecent }[state.list];
    const text = reason === 'day' ? strings.emptyDay : reason === 'name' ? fill(strings.emptyName, { name: state.name }) : listEmpty;
    return (
      <>
        {reloadAlert}
        <p className={styles.empty} role="status">
          {text}
        </p>
      </>
    );
  }
  return (
    <>
      {reloadAlert}
      <ul className={styles.grid}>
        {games.map((entry) => (
          <ItemCard
            key={entry.item.gameCode}
            entry={entry}
            now={model.now}
            href={cardHref(entry)}
            selected={entry.item.gameCode === selectedCode}
            favourite={model.favourites.has(entry.item.gameId)}
            signedIn={signedIn}
            strings={strings}
            onToggleFavourite={model.toggle}
          />
        ))}
      </ul>
    </>
  );
}
