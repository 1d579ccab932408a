import { useCallback, useEffect, useState } from 'react';
import { browserClient } from '../../lib/platform/browser-client';
import { vassalageGames, type Game } from '../../lib/platform/calls/games';
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
  const [games, setGames] = useState<Game[] | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (!target) return;
    setGames(null);
    setFailed(false);
    browserClient.call(vassalageGames, { vassalage: target.vassalage, gameType: target.gameType, language }).then(setGames, () => setFailed(true));
  }, [target, language]);

  useEffect(load, [load]);

  return (
    <Modal open={target !== null} onClose={onClose} title={fill(strings.vassalageTitle, { vendor: target?.vendorName ?? '' })} closeLabel={strings.close} size="wide">
      {failed ? (
        <div className={styles.state} role="alert">
          <p>{strings.networkError}</p>
          <button type="button" className={form.secondary} onClick={load}>
            {strings.retry}
          </button>
        </div>
      ) : games === null ? (
        <div className={styles.popupSkeleton} role="status" aria-label={strings.loading} />
      ) : games.length === 0 ? (
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
