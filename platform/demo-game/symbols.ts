import { SYMBOLS, type Symbol } from './paytable';

/**
 * The reels' pictures, drawn as SVG so that they look the same on every device (emoji fonts
 * differ, and some systems have none). The page carries them once, as a sprite of <symbol>s;
 * each reel shows one with <use href="#sym-…">, which game.js repoints after a round.
 */
const ART: Record<Symbol, string> = {
  DIAMOND:
    '<polygon points="24,4 44,18 24,44 4,18" fill="#29b6f6" stroke="#01579b" stroke-width="2"/>' +
    '<path d="M4 18h40M14 18l10-14 10 14-10 26z" fill="none" stroke="#e1f5fe" stroke-width="1.5" stroke-linejoin="round"/>',
  SEVEN: '<path d="M9 7h30v7L23 43h-9l15-28H9z" fill="#e53935" stroke="#7f0000" stroke-width="2" stroke-linejoin="round"/>',
  BELL:
    '<path d="M24 5c-8 0-13 6-13 14v11l-5 7h36l-5-7V19c0-8-5-14-13-14z" fill="#fbc02d" stroke="#8d6e00" stroke-width="2" stroke-linejoin="round"/>' +
    '<circle cx="24" cy="41" r="4" fill="#8d6e00"/>',
  STAR: '<polygon points="24,4 29.9,16.9 44,18.5 33.5,28 36.4,42 24,35 11.6,42 14.5,28 4,18.5 18.1,16.9" fill="#ffb300" stroke="#a15c00" stroke-width="2" stroke-linejoin="round"/>',
  CHERRY:
    '<path d="M16 28Q20 14 34 6M32 30Q29 17 34 6" fill="none" stroke="#2e7d32" stroke-width="3" stroke-linecap="round"/>' +
    '<circle cx="15" cy="34" r="9" fill="#d81b60" stroke="#6d0b30" stroke-width="2"/><circle cx="33" cy="36" r="9" fill="#d81b60" stroke="#6d0b30" stroke-width="2"/>',
  LEMON:
    '<ellipse cx="24" cy="25" rx="18" ry="13" fill="#fdd835" stroke="#8d7a00" stroke-width="2"/>' +
    '<path d="M5 25l-3 0M43 25l3 0" stroke="#8d7a00" stroke-width="3" stroke-linecap="round"/>',
};

/** The sprite, once per page. */
export const symbolSprite = (): string =>
  `<svg class="sprite" aria-hidden="true" focusable="false">${SYMBOLS.map((symbol) => `<symbol id="sym-${symbol}" viewBox="0 0 48 48">${ART[symbol]}</symbol>`).join('')}</svg>`;

/** One reel's picture of a symbol. */
export const symbolFace = (symbol: Symbol): string =>
  `<svg class="face" aria-hidden="true" focusable="false" width="48" height="48" viewBox="0 0 48 48"><use href="#sym-${symbol}"></use></svg>`;
