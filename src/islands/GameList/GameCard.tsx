import type { MouseEvent } from 'react';
import type { Game } from '../../contract/calls/games';
import { gameImageUrl } from '../../lib/games/images';
import { formatMoney, minorFromWire } from '../../contract/money';
import { fill, type GameListStrings } from './strings';
import styles from './GameList.module.css';

/** Thumbnails are drawn at 4:3; width and height reserve the room before they load. */
export const THUMB_WIDTH = 240;
export const THUMB_HEIGHT = 180;

export interface CardProps {
  game: Game;
  href: string;
  vendorName: string;
  imageBase: string;
  /** The first cards are above the fold: load them at once, the rest lazily. */
  eager: boolean;
  favourite: boolean;
  favouriteBusy: boolean;
  strings: GameListStrings;
  localeTag: string;
  currency: string | null;
  onOpen: (event: MouseEvent<HTMLAnchorElement>, game: Game) => void;
  onToggleFavourite: (game: Game) => void;
}

/**
 * A game: a real link to where it launches (docs/product.md §4, via the launch plan), with its
 * thumbnail, name, vendor and smallest stake, and a favourite toggle beside the link (a
 * button cannot sit inside a link).
 */
export function GameCard({
  game,
  href,
  vendorName,
  imageBase,
  eager,
  favourite,
  favouriteBusy,
  strings,
  localeTag,
  currency,
  onOpen,
  onToggleFavourite,
}: CardProps) {
  const image = gameImageUrl(game.image, imageBase);
  return (
    <li className={styles.card}>
      <a className={styles.cardLink} href={href} onClick={(event) => onOpen(event, game)} data-game-code={game.gameCode}>
        {image ? (
          <img className={styles.thumb} src={image} alt="" width={THUMB_WIDTH} height={THUMB_HEIGHT} loading={eager ? 'eager' : 'lazy'} decoding="async" />
        ) : (
          <span className={`${styles.thumb} ${styles.noThumb}`} aria-hidden="true">
            {game.name.slice(0, 2)}
          </span>
        )}
        {/* Spaces between the parts, so the link's accessible name reads as words (flex ignores them). */}
        <span className={styles.cardName}>{game.name}</span> <span className={styles.cardMeta}>{vendorName}</span>{' '}
        {game.minBet !== null && (
          <span className={styles.cardMeta}>
            {fill(strings.minBetValue, { amount: formatMoney(minorFromWire(game.minBet, currency), localeTag, currency) })}
          </span>
        )}
      </a>
      <button
        type="button"
        className={styles.favourite}
        aria-pressed={favourite}
        aria-label={fill(strings.favourite, { name: game.name })}
        disabled={favouriteBusy}
        onClick={() => onToggleFavourite(game)}
      >
        <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            d="m12 17.3-6.2 3.7 1.6-7L2 9.3l7.1-.6L12 2l2.9 6.7 7.1.6-5.4 4.7 1.6 7Z"
            fill={favourite ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
          />
        </svg>
      </button>
    </li>
  );
}
