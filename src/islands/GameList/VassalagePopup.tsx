import { useEffect } from 'react';
import { browserClient } from '../../lib/platform/browser-client';
import { vassalageGames } from '../../contract/calls/games';
import { callFetcher, phaseOf } from '../../lib/stores/query';
import { useQuery } from '../shared/use-query';
import { launchPlan } from '../../lib/games/launch';
import { Modal } from '../shared/Modal';
import { fill, type GameListStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './GameList.module.css';

export interface VassalageTarget {
  vassalage: string;
  gameType: string;
  /** The vendor's name for the title. */
  vendorName: string;
}

interface Props {
  target: VassalageTarget | null;
  language: string;
  localePrefix: string;
  strings: GameListStrings;
  onClose: () => void;
}

/**
 * The game popup of a lobby game (docs/product.md §4: `isGame` VASSALAGE fetches a popup list): the
 * vendor's games, each a link to its own launch, with loading, empty and error states.
 */
export function VassalagePopup({ target, language, localePrefix, strings, onClose }: Props) {
  const [value, query] = useQuery(() => ({
    fetch: callFetcher(browserClient, vassalageGames, (key: VassalageTarget) => ({ vassalage: key.vassalage, gameType: key.gameType, language })),
  }));
  useEffect(() => {
    if (target) query.load(target);
    else query.clear();
  }, [target, query]);
  const phase = phaseOf(value, (games) => games.length === 0);
  const games = value.data ?? [];

  return (
    <Modal
      open={target !== null}
      onClose={onClose}
      title={fill(strings.vassalageTitle, { vendor: target?.vendorName ?? '' })}
      closeLabel={strings.close}
      size="wide"
    >
      {phase === 'error' ? (
        <div className={styles.state} role="alert">
          <p>{strings.networkError}</p>
          <button type="button" className={form.secondary} onClick={query.refresh}>
            {strings.retry}
          </button>
        </div>
      ) : phase === 'loading' || phase === 'idle' ? (
        <div className={styles.popupSkeleton} role="status" aria-label={strings.loading} />
      ) : phase === 'empty' ? (
        <p className={styles.state}>{strings.vassalageEmpty}</p>
      ) : (
        <ul className={styles.popupList}>
          {games.map((game) => (
            <li key={game.nodeId}>
              <a className={styles.popupLink} href={`${localePrefix}${launchPlan(game).path}`}>
                {game.name}
              </a>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
