import type { GameRules, NumberFormat } from '../lottery/rules';
import { dataTexts, endedPage as vendorEndedPage, escapeHtml, fill, shell, stakeChoices, topBar, type PageAssets } from '../vendor-screen/page';
import type { ScreenState } from './state';
import type { ScreenTextKey, ScreenTexts } from './texts';

/**
 * The lottery betting screen's HTML (the shell, header and escaping shared with the demo game
 * in platform/vendor-screen/page.ts): behaviour is /lgw/lottery-screen/screen.js, looks
 * are screen.css, and what the script needs (ticket, times, texts) is in data attributes.
 * Every choice is a native radio button or checkbox inside a labelled fieldset, so the picker
 * works with a keyboard and a screen reader as it is.
 */
const ASSETS: PageAssets = { css: '/lgw/lottery-screen/screen.css', js: '/lgw/lottery-screen/screen.js' };

/** Texts the script uses after the page has loaded. */
const SCRIPT_TEXTS: readonly ScreenTextKey[] = [
  'closesIn',
  'drawsIn',
  'closed',
  'waiting',
  'noDraw',
  'draw',
  'days',
  'placeBet',
  'placing',
  'betPlaced',
  'choosePicks',
  'failed',
  'chosen',
  'noBets',
  'noResults',
];

const two = (n: number) => String(n).padStart(2, '0');

/** A countdown as the screen writes it: `04:59`, `1:04:59`, `2 d 03:04:59` (screen.js writes it the same way). */
export function clockText(seconds: number, texts: ScreenTexts): string {
  const s = Math.max(0, Math.floor(seconds));
  const days = Math.floor(s / 86_400);
  const hours = Math.floor((s % 86_400) / 3600);
  const time = `${hours > 0 || days > 0 ? `${days > 0 ? two(hours) : hours}:` : ''}${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
  return days > 0 ? fill(texts.days, { days, time }) : time;
}

const values = (format: NumberFormat): number[] => Array.from({ length: format.max - format.min + 1 }, (_, i) => format.min + i);
const label = (n: number, format: NumberFormat) => String(n).padStart(format.max > 9 ? 2 : 1, '0');

/** One position's choices: a fieldset of radio buttons. */
function radioGroup(name: string, legend: string, format: NumberFormat): string {
  const choices = values(format)
    .map((n) => `<label class="choice"><input type="radio" name="${name}" value="${n}" required><span>${label(n, format)}</span></label>`)
    .join('');
  return `<fieldset class="group"><legend>${escapeHtml(legend)}</legend><div class="choices">${choices}</div></fieldset>`;
}

/** How the game pays, in one sentence. */
function paysText(rules: GameRules, texts: ScreenTexts): string {
  const times = (hundredths: number) => new Intl.NumberFormat(texts.locale, { maximumFractionDigits: 2 }).format(hundredths / 100);
  if (rules.rule === 'MATCHES') {
    const list = Object.entries(rules.payouts)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([count, value]) => fill(texts.matches, { count, times: times(value) }))
      .join(', ');
    return fill(texts.paysMatches, { list });
  }
  if (rules.rule === 'SUM') {
    const all = Object.values(rules.payouts);
    return fill(texts.paysSum, { low: times(Math.min(...all)), high: times(Math.max(...all)) });
  }
  return fill(texts.paysHit, { times: times(rules.payouts['hit'] ?? 0) });
}

/** The picker a game's rule needs. */
function picker(rules: GameRules, texts: ScreenTexts): string {
  const { pick } = rules;
  if (rules.rule === 'MATCHES') {
    const choices = values(pick)
      .map((n) => `<label class="choice"><input type="checkbox" name="pick" value="${n}"><span>${label(n, pick)}</span></label>`)
      .join('');
    const legend = fill(texts.pickNumbers, { count: pick.count, min: pick.min, max: pick.max });
    return `<fieldset class="group" id="picks" data-mode="many" data-count="${pick.count}" aria-describedby="chosen"><legend>${escapeHtml(legend)}</legend>
<p id="chosen" class="chosen" aria-live="polite">${escapeHtml(fill(texts.chosen, { chosen: 0, count: pick.count }))}</p>
<div class="choices wide">${choices}</div></fieldset>`;
  }
  if (rules.rule === 'SUM') return `<div id="picks" data-mode="one">${radioGroup('pick-0', texts.pickSum, pick)}</div>`;
  if (rules.rule === 'FIRST') return `<div id="picks" data-mode="one">${radioGroup('pick-0', texts.pickFirst, pick)}</div>`;
  const groups = Array.from({ length: pick.count }, (_, i) => radioGroup(`pick-${i}`, fill(texts.digit, { n: i + 1 }), pick)).join('\n');
  return `<div id="picks" data-mode="positions" class="positions" role="group" aria-labelledby="picks-title">
<p id="picks-title" class="picks-title">${escapeHtml(fill(texts.pickDigits, { count: pick.count }))}</p>
${groups}</div>`;
}

export interface ScreenPage {
  ticket: string;
  language: string;
  gameName: string;
  vendorName: string;
  currency: string;
  rules: GameRules;
  stakesMinor: readonly bigint[];
  state: ScreenState;
  texts: ScreenTexts;
}

const list = (id: string, lines: readonly string[], attributes: (index: number) => string = () => '') =>
  `<ol id="${id}">${lines.map((line, index) => `<li${attributes(index)}>${escapeHtml(line)}</li>`).join('')}</ol>`;

export function screenPage(page: ScreenPage): string {
  const { texts, state } = page;
  const data = dataTexts(texts, SCRIPT_TEXTS);
  const stakes = stakeChoices(page.stakesMinor, texts, page.currency, '');
  const drawTitle = state.numero ? fill(texts.draw, { numero: state.numero }) : texts.noDraw;
  // Betting open: the countdown runs to the close; closed: to the draw.
  const open = state.numero !== null && state.closesIn > 0;
  const body = `<main id="screen" class="screen" data-ticket="${escapeHtml(page.ticket)}" data-language="${escapeHtml(page.language)}" data-numero="${escapeHtml(state.numero ?? '')}" data-closes-in="${state.closesIn}" data-draw-in="${state.drawIn}" ${data}>
${topBar(texts, page.gameName, page.vendorName, state.balanceText)}
<section class="draw" aria-labelledby="draw-title">
<h2 id="draw-title">${escapeHtml(drawTitle)}</h2>
<p class="countdown"><span id="countdown-label">${escapeHtml(open ? texts.closesIn : texts.drawsIn)}</span> <span id="countdown" role="timer" aria-labelledby="countdown-label">${escapeHtml(clockText(open ? state.closesIn : state.drawIn, texts))}</span></p>
</section>
<p id="status" class="status" role="status" aria-live="polite"></p>
<form id="bet" class="bet" novalidate>
${picker(page.rules, texts)}
<p class="note">${escapeHtml(paysText(page.rules, texts))}</p>
<div class="tools"><button type="button" id="quick" class="secondary">${escapeHtml(texts.quickPick)}</button><button type="button" id="clear" class="secondary">${escapeHtml(texts.clear)}</button></div>
<fieldset class="group stakes"><legend>${escapeHtml(texts.stake)}</legend><div class="choices">${stakes}</div></fieldset>
<button type="submit" id="place" class="place"${open ? '' : ' disabled'}>${escapeHtml(texts.placeBet)}</button>
<noscript><p class="note">${escapeHtml(texts.needsScript)}</p></noscript>
</form>
<section class="history" aria-labelledby="bets-title">
<h2 id="bets-title">${escapeHtml(texts.yourBets)}</h2>
<p id="bets-empty"${state.bets.length > 0 ? ' hidden' : ''}>${escapeHtml(texts.noBets)}</p>
${list(
  'bets',
  state.bets.map((bet) => bet.line),
  (index) => ` data-bet="${escapeHtml(state.bets[index]!.id)}" data-status="${state.bets[index]!.status}"`,
)}
</section>
<section class="history" aria-labelledby="results-title">
<h2 id="results-title">${escapeHtml(texts.lastResults)}</h2>
<p id="results-empty"${state.results.length > 0 ? ' hidden' : ''}>${escapeHtml(texts.noResults)}</p>
${list('results', state.results)}
</section>
</main>`;
  return shell(texts, ASSETS, `${page.gameName} · ${page.vendorName}`, body);
}

/** The page for an unknown or expired ticket. */
export const endedPage = (texts: ScreenTexts): string => vendorEndedPage(texts, ASSETS, 'screen');
