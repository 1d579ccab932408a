import { dataTexts, endedPage as vendorEndedPage, escapeHtml, fill, formatMoney, shell, stakeChoices, topBar, type PageAssets } from '../vendor-screen/page';
import type { PastRound } from './round';
import { SYMBOLS, type Symbol } from './paytable';
import { symbolFace, symbolSprite } from './symbols';
import type { DemoTextKey } from './texts';

/**
 * The demo game's HTML (the shell, header and escaping shared with the lottery screen in
 * platform/vendor-screen/page.ts): behaviour is /lgw/demo/game.js, looks are /lgw/demo/game.css,
 * and what the script needs (ticket, currency, texts) is in data attributes.
 */
const ASSETS: PageAssets = { css: '/lgw/demo/game.css', js: '/lgw/demo/game.js' };

type Texts = Record<DemoTextKey, string>;

/** Texts the script uses after a round, as `data-text-<key>` attributes. */
const SCRIPT_TEXTS: readonly DemoTextKey[] = ['youWon', 'noWin', 'spin', 'spinning', 'failed', 'roundLine', ...SYMBOLS];

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
  const data = dataTexts(texts, SCRIPT_TEXTS);
  const stakes = stakeChoices(page.stakesMinor, texts, currency, '\n');
  const reels = [0, 1, 2]
    .map((index) => {
      const symbol = SYMBOLS[index]!;
      return `<li class="reel">${symbolFace(symbol)}<span class="name">${escapeHtml(texts[symbol])}</span></li>`;
    })
    .join('');
  const rounds = page.rounds
    .map((round) => `<li class="${round.winMinor > 0n ? 'won' : ''}">${escapeHtml(roundLine(round, texts, locale, currency))}</li>`)
    .join('\n');
  const body = `<main id="game" class="game" data-ticket="${escapeHtml(page.ticket)}" data-language="${escapeHtml(page.language)}" data-locale="${locale}" data-currency="${escapeHtml(currency)}" ${data}>
${topBar(texts, page.gameName, page.vendorName, money(page.balanceMinor))}
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
  return shell(texts, ASSETS, `${page.gameName} · ${page.vendorName}`, body);
}

/** The page for an unknown or expired ticket. */
export const endedPage = (texts: Texts): string => vendorEndedPage(texts, ASSETS, 'game');
