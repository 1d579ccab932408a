import { formatMoney as formatMinor, minorFromBigInt } from '../../src/contract/money';
import { minorToMajor } from '../wallet/money';

/**
 * What the vendor-style pages the platform serves in a game frame (the demo game, the lottery
 * betting screen) share: HTML escaping, texts with `{placeholders}`, money, the page shell, the
 * header with the balance and the page for an ended session. No inline script or style (they are
 * served with `script-src 'self'; style-src 'self'`): each page links its own script and sheet.
 */
export const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export const fill = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));

/** The ledger's bigint minor units, formatted by the contract's money module (as the site does). */
export const formatMoney = (minor: bigint, locale: string, currency: string): string => formatMinor(minorFromBigInt(minor), locale, currency);

/** The platform language code of a page: TY (Filipino) or EN (anything else). */
export const languageOf = (language: string | null | undefined): 'TY' | 'EN' => ((language ?? '').toUpperCase() === 'TY' ? 'TY' : 'EN');

/** The words every vendor page has, in both languages. */
export const COMMON_TEXTS = {
  EN: {
    htmlLang: 'en',
    locale: 'en-PH',
    by: 'by {vendor}',
    balance: 'Balance',
    stake: 'Stake',
    sessionEnded: 'This game session has ended. Please close the game and open it again from the site.',
    sessionEndedTitle: 'Game session ended',
  },
  TY: {
    htmlLang: 'fil',
    locale: 'fil-PH',
    by: 'mula sa {vendor}',
    balance: 'Balanse',
    stake: 'Taya',
    sessionEnded: 'Natapos na ang session ng larong ito. Isara ang laro at buksan itong muli mula sa site.',
    sessionEndedTitle: 'Natapos ang session ng laro',
  },
} as const;

export type CommonTexts = Record<keyof (typeof COMMON_TEXTS)['EN'], string>;

/** A page's own script and style sheet. */
export interface PageAssets {
  css: string;
  js: string;
}

export function shell(texts: CommonTexts, assets: PageAssets, title: string, body: string): string {
  return `<!doctype html>
<html lang="${texts.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${assets.css}">
<script src="${assets.js}" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

/** Texts a page's script uses after it has loaded, as `data-text-<key>` attributes. */
export const dataTexts = <K extends string>(texts: Record<K, string>, keys: readonly K[]): string =>
  keys.map((key) => `data-text-${key.toLowerCase()}="${escapeHtml(texts[key])}"`).join(' ');

/** The stakes offered, as radio buttons (the first checked). */
export const stakeChoices = (stakesMinor: readonly bigint[], texts: CommonTexts, currency: string, separator: string): string =>
  stakesMinor
    .map(
      (stake, index) =>
        `<label class="stake"><input type="radio" name="stake" value="${minorToMajor(stake)}"${index === 0 ? ' checked' : ''}><span>${escapeHtml(formatMoney(stake, texts.locale, currency))}</span></label>`,
    )
    .join(separator);

/** The page's header: the game, its vendor and the player's balance (which the script updates). */
export const topBar = (texts: CommonTexts, gameName: string, vendorName: string, balanceText: string): string => `<header class="top">
<h1>${escapeHtml(gameName)}</h1>
<p class="vendor">${escapeHtml(fill(texts.by, { vendor: vendorName }))}</p>
<p class="balance">${escapeHtml(texts.balance)}: <output id="balance">${escapeHtml(balanceText)}</output></p>
</header>`;

/** The page for an unknown or expired ticket; `mainClass` is the page's own (`game`, `screen`). */
export const endedPage = (texts: CommonTexts, assets: PageAssets, mainClass: string): string =>
  shell(
    texts,
    assets,
    texts.sessionEndedTitle,
    `<main class="${mainClass} ended"><h1>${escapeHtml(texts.sessionEndedTitle)}</h1><p role="alert">${escapeHtml(texts.sessionEnded)}</p></main>`,
  );
