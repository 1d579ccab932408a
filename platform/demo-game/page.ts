import { minorToMajor } from '../wallet/money';
import type { PastRound } from './round';
import { SYMBOLS, type Symbol } from './paytable';
import { symbolFace, symbolSprite } from './symbols';
import type { DemoTextKey } from './texts';

/**
 * The demo game's HTML. No inline script or style (the site sends `script-src 'self';
 * style-src 'self'` with it): behaviour is /lgw/demo/game.js, looks are /lgw/demo/game.css,
 * and what the script needs (ticket, currency, texts) is in data attributes.
 */
const escapeHtml = (text: string): string =>
  text.replace(/[<>&"']/g, (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&#39;' })[char] ?? char);

export const formatMoney = (minor: bigint, locale: string, currency: string): string =>
  new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minorToMajor(minor));

const fill = (text: string, values: Record<string, string>): string => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

type Texts = Record<DemoTextKey, string>;

/** Texts the script uses after a round, as `data-text-<key>` attributes. */
const SCRIPT_TEXTS: readonly DemoTextKey[] = ['youWon', 'noWin', 'spin', 'spinning', 'failed', 'roundLine', ...SYMBOLS];

function shell(texts: Texts, title: string, body: string): string {
  return `<!doctype html>
<html lang="${texts.htmlLang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="/lgw/demo/game.css">
<script src="/lgw/demo/game.js" defer></script>
</head>
<body>
${body}
</body>
</html>
`;
}

export function roundLine(round: PastRound, texts: Texts, locale: string, currency: string): string {
  return fill(texts.roundLine, {
    reels: round.reels.map((symbol) => texts[symbol as Symbol] ?? symbol).join(', '),
    stake: formatMoney(round.stakeMinor, locale, currency),
    win: formatMoney(round.winMinor, locale, currency),
  });
}

export interface PlayPage {
  ticket: string;
  gameName: string;
  vendorName: string;
  balanceMinor: bigint;
  currency: string;
  stakesMinor: readonly bigint[];
  rounds: readonly PastRound[];
  /** The platform language code of the page (`TY`, `EN`), sent back with each round. */
  language: string;
  texts: Texts;
}

export function playPage(page: PlayPage): string {
  const { texts, currency } = page;
  const locale = texts.locale;
  const money = (minor: bigint) => formatMoney(minor, locale, currency);
  const data = SCRIPT_TEXTS.map((key) => `data-text-${key.toLowerCase()}="${escapeHtml(texts[key])}"`).join(' ');
  const stakes = page.stakesMinor
    .map(
      (stake, index) =>
        `<label class="stake"><input type="radio" name="stake" value="${minorToMajor(stake)}"${index === 0 ? ' checked' : ''}><span>${escapeHtml(money(stake))}</span></label>`,
    )
    .join('\n');
  const reels = [0, 1, 2]
    .map((index) => {
      const symbol = SYMBOLS[index]!;
      return `<li class="reel">${symbolFace(symbol)}<span class="name">${escapeHtml(texts[symbol])}</span></li>`;
    })
    .join('');
  const rounds = page.rounds.map((round) => `<li class="${round.winMinor > 0n ? 'won' : ''}">${escapeHtml(roundLine(round, texts, locale, currency))}</li>`).join('\n');
  const body = `<main id="game" class="game" data-ticket="${escapeHtml(page.ticket)}" data-language="${escapeHtml(page.language)}" data-locale="${locale}" data-currency="${escapeHtml(currency)}" ${data}>
<header class="top">
<h1>${escapeHtml(page.gameName)}</h1>
<p class="vendor">${escapeHtml(fill(texts.by, { vendor: page.vendorName }))}</p>
<p class="balance">${escapeHtml(texts.balance)}: <output id="balance">${escapeHtml(money(page.balanceMinor))}</output></p>
</header>
${symbolSprite()}
<ul class="reels" id="reels" aria-label="${escapeHtml(texts.reels)}">${reels}</ul>
<p id="result" class="result" role="status" aria-live="polite">${escapeHtml(texts.ready)}</p>
<p class="win">${escapeHtml(texts.win)}: <output id="win">${escapeHtml(money(0n))}</output></p>
<form id="play" class="play">
<fieldset class="stakes"><legend>${escapeHtml(texts.stake)}</legend>
${stakes}
</fieldset>
<button type="submit" id="spin" class="spin">${escapeHtml(texts.spin)}</button>
<noscript><p class="note">${escapeHtml(texts.needsScript)}</p></noscript>
</form>
<p class="note">${escapeHtml(texts.paytable)}</p>
<section class="history" aria-labelledby="history-title">
<h2 id="history-title">${escapeHtml(texts.lastRounds)}</h2>
<p id="history-empty"${page.rounds.length > 0 ? ' hidden' : ''}>${escapeHtml(texts.noRounds)}</p>
<ol id="history">${rounds}</ol>
</section>
</main>`;
  return shell(texts, `${page.gameName} · ${page.vendorName}`, body);
}

/** The page for an unknown or expired ticket. */
export function endedPage(texts: Texts): string {
  return shell(texts, texts.sessionEndedTitle, `<main class="game ended"><h1>${escapeHtml(texts.sessionEndedTitle)}</h1><p role="alert">${escapeHtml(texts.sessionEnded)}</p></main>`);
}
