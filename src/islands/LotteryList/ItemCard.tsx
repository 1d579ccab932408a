import type { ClockedItem } from '../../lib/lottery/clock';
import { formatCountdown, itemClock } from '../../lib/lottery/clock';
import { displayNumbers } from '../../lib/lottery/numbers';
import { fill, type LotteryListStrings } from './strings';
import styles from './LotteryList.module.css';

interface Props {
  entry: ClockedItem;
  now: number;
  href: string;
  selected: boolean;
  favourite: boolean;
  signedIn: boolean;
  strings: LotteryListStrings;
  onToggleFavourite: (gameId: number) => void;
}

/**
 * One lottery game (docs/product.md §3 "Lottery item"): name, the open draw's number, the countdowns to
 * the close and to the draw (or "closed · drawing" once betting has closed), the last drawn
 * numbers (at most 6 digits each), a favourite toggle and the link that opens its betting
 * screen. The countdowns are `role="timer"` (not announced every second).
 */
export function ItemCard({ entry, now, href, selected, favourite, signedIn, strings, onToggleFavourite }: Props) {
  const { item } = entry;
  const clock = itemClock(entry, now);
  const numbers = displayNumbers(item.lastNumbers);
  return (
    <li className={styles.card} data-game-code={item.gameCode} aria-current={selected ? 'true' : undefined}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardName}>{item.name}</h3>
        <button
          type="button"
          className={styles.star}
          aria-pressed={signedIn ? favourite : undefined}
          aria-label={fill(signedIn ? strings.favourite : strings.favouriteLogin, { name: item.name })}
          onClick={() => onToggleFavourite(item.gameId)}
        >
          <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
        </button>
      </div>
      <p className={styles.numero}>{fill(strings.numero, { numero: item.numero })}</p>
      <dl className={styles.clocks}>
        {clock.phase === 'open' ? (
          <div>
            <dt>{strings.closesIn}</dt>
            <dd>
              <span role="timer" data-clock="close">
                {formatCountdown(clock.toClose)}
              </span>
            </dd>
          </div>
        ) : (
          <div>
            <dt className="visually-hidden">{strings.closesIn}</dt>
            <dd className={styles.closed}>
              <span data-clock="close">{strings.closed}</span>
            </dd>
          </div>
        )}
        <div>
          <dt>{strings.drawsIn}</dt>
          <dd>
            <span role="timer" data-clock="draw">
              {formatCountdown(clock.toDraw)}
            </span>
          </dd>
        </div>
      </dl>
      <div className={styles.last}>
        <span className={styles.lastLabel}>{strings.lastNumbers}</span>
        {numbers.length > 0 ? (
          <ul className={styles.balls} aria-label={strings.lastNumbers}>
            {numbers.map((number, index) => (
              <li key={index} className={styles.ball}>
                {number}
              </li>
            ))}
          </ul>
        ) : (
          <span className={styles.muted}>{strings.noNumbers}</span>
        )}
      </div>
      <a className={styles.bet} href={href} aria-current={selected ? 'page' : undefined}>
        <span aria-hidden="true">{selected ? strings.selected : strings.bet}</span>
        <span className="visually-hidden">{fill(strings.betOn, { name: item.name })}</span>
      </a>
    </li>
  );
}

/** A card's placeholder of the same size while a list loads. */
export const SkeletonCard = () => <li className={`${styles.card} ${styles.skeleton}`} aria-hidden="true" />;
