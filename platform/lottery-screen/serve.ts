import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { ErrorCodes, fail, ok } from '../../src/lib/platform/envelope';
import { DEMO_PAGE_CSP } from '../demo-game/serve';
import { stakeOptionsMinor } from '../demo-game/round';
import { findGame } from '../games/rows';
import { readTicket, type LaunchTicket } from '../games/tickets';
import { PlatformErrorCodes, type Services } from '../http/context';
import { translator } from '../i18n';
import { placeBet } from '../lottery/bets';
import { findLotteryGame, rulesOf, type LotteryGameRow } from '../lottery/games';
import { majorToMinor, minorToMajor } from '../wallet/money';
import { endedPage, screenPage } from './page';
import { screenState } from './state';
import { screenTexts } from './texts';

/**
 * The lottery betting screen a lottery launch opens (docs/platform-api.md "The lottery
 * betting screen"), ticketed like the demo game:
 *   GET  /lgw/lottery-screen/play?ticket=…&lang=…  the screen (401 page for a bad ticket)
 *   GET  /lgw/lottery-screen/state?ticket=…        its state now (open draw, balance, bets, results)
 *   POST /lgw/lottery-screen/bet {ticket, numero, picks, stake}  one bet → { betId, numero, balance, state }
 *   GET  /lgw/lottery-screen/screen.js, screen.css
 */
export const LOTTERY_SCREEN_PREFIX = '/lgw/lottery-screen/';

const ASSET_TYPES = { 'screen.js': 'text/javascript; charset=utf-8', 'screen.css': 'text/css; charset=utf-8' } as const;
type AssetName = keyof typeof ASSET_TYPES;
let assets: Record<AssetName, string> | undefined;

/** The asset files: beside this module in the source tree, else the copies Vite bundled. */
function loadAssets(): Record<AssetName, string> {
  if (assets) return assets;
  try {
    const folder = fileURLToPath(new URL('./assets/', import.meta.url));
    assets = { 'screen.js': readFileSync(`${folder}screen.js`, 'utf8'), 'screen.css': readFileSync(`${folder}screen.css`, 'utf8') };
  } catch {
    const files = import.meta.glob<string>('./assets/*', { query: '?raw', import: 'default', eager: true });
    assets = { 'screen.js': files['./assets/screen.js'] ?? '', 'screen.css': files['./assets/screen.css'] ?? '' };
  }
  return assets;
}

function asset(name: AssetName, request: Request): Response {
  const body = loadAssets()[name];
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = { 'Content-Type': ASSET_TYPES[name], 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400', ETag: etag };
  return request.headers.get('If-None-Match') === etag ? new Response(null, { status: 304, headers }) : new Response(body, { headers });
}

const html = (status: number, body: string) =>
  new Response(body, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': DEMO_PAGE_CSP } });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

const currencyOf = async (services: Services): Promise<string> => ((await services.settings.get())['merchant'] as { currency?: string } | undefined)?.currency ?? 'PHP';
const languageOf = (language: string | null | undefined): 'TY' | 'EN' => ((language ?? '').toUpperCase() === 'TY' ? 'TY' : 'EN');

/** The launch a ticket stands for and its lottery game, or null (unknown, expired, not a lottery). */
async function launched(services: Services, ticket: string): Promise<{ launch: LaunchTicket; game: LotteryGameRow } | null> {
  const launch = await readTicket(services.db, ticket, services.options.now());
  const game = launch ? await findLotteryGame(services.db, launch.gameCode) : null;
  return launch && game ? { launch, game } : null;
}

const stateFor = async (services: Services, memberId: bigint, game: LotteryGameRow, language: string) =>
  screenState(services.db, game, { memberId, now: services.options.now(), texts: screenTexts(language), currency: await currencyOf(services) });

async function play(services: Services, url: URL): Promise<Response> {
  const ticket = url.searchParams.get('ticket') ?? '';
  const found = await launched(services, ticket);
  if (!found) return html(401, endedPage(screenTexts(url.searchParams.get('lang'))));
  const { launch, game } = found;
  const language = languageOf(url.searchParams.get('lang') ?? launch.language);
  const [catalogue, state, currency] = await Promise.all([findGame(services.db, game.game_code), stateFor(services, launch.memberId, game, language), currencyOf(services)]);
  return html(
    200,
    screenPage({
      ticket,
      language,
      gameName: game.name,
      vendorName: catalogue?.vendor_name ?? game.vendor,
      currency,
      rules: rulesOf(game),
      stakesMinor: stakeOptionsMinor(BigInt(game.min_bet_minor)),
      state,
      texts: screenTexts(language),
    }),
  );
}

async function state(services: Services, request: Request, url: URL): Promise<Response> {
  const found = await launched(services, url.searchParams.get('ticket') ?? '');
  if (!found) return json(401, fail(translator(request.headers.get('Language'))('launchTicketInvalid'), 'LAUNCH_TICKET_INVALID'));
  return json(200, ok(await stateFor(services, found.launch.memberId, found.game, languageOf(found.launch.language))));
}

const betRequest = z.object({
  ticket: z.string().min(1).max(100),
  numero: z.string().min(1).max(40).optional(),
  picks: z.array(z.number().int()).min(1).max(20),
  stake: z.number().positive(),
});

async function bet(services: Services, request: Request): Promise<Response> {
  let t = translator(request.headers.get('Language'));
  let parsed: z.infer<typeof betRequest>;
  try {
    const text = await request.text();
    if (text.length > 10_000) throw new Error('too long');
    parsed = betRequest.parse(JSON.parse(text));
  } catch {
    return json(400, fail(t('badRequest'), ErrorCodes.badRequest));
  }
  const found = await launched(services, parsed.ticket);
  // Not UNAUTHORIZED: the site's session is fine, only this game's ticket is not.
  if (!found) return json(401, fail(t('launchTicketInvalid'), 'LAUNCH_TICKET_INVALID'));
  const { launch, game } = found;
  const language = languageOf(launch.language);
  t = translator(language);

  let stakeMinor: bigint;
  try {
    stakeMinor = majorToMinor(parsed.stake);
  } catch {
    stakeMinor = -1n;
  }
  if (!stakeOptionsMinor(BigInt(game.min_bet_minor)).includes(stakeMinor)) {
    return json(200, fail(t('stakeInvalid'), PlatformErrorCodes.validation, { field: 'stake' }));
  }
  const { pick } = rulesOf(game);
  // Numbers picked as a set are kept in order; positions keep theirs.
  const picks = game.rule === 'MATCHES' ? [...parsed.picks].sort((a, b) => a - b) : parsed.picks;
  const outcome = await placeBet(services.db, game, { memberId: launch.memberId, picks, stakeMinor, numero: parsed.numero, now: services.options.now() });
  if (!outcome.ok) {
    const current = await stateFor(services, launch.memberId, game, language);
    if (outcome.reason === 'picks') {
      const message = t(pick.distinct ? 'picksInvalidDistinct' : 'picksInvalid', { count: pick.count, min: pick.min, max: pick.max });
      return json(200, fail(message, PlatformErrorCodes.validation, { field: 'picks' }));
    }
    if (outcome.reason === 'closed') return json(200, fail(t('drawClosed'), PlatformErrorCodes.drawClosed, { state: current }));
    return json(200, fail(t('insufficientFunds'), PlatformErrorCodes.insufficientFunds, { field: 'stake' }));
  }
  const placed = outcome.bet;
  return json(
    200,
    ok({ betId: placed.betId, numero: placed.numero, stake: minorToMajor(placed.stakeMinor), balance: minorToMajor(placed.balanceMinor), state: await stateFor(services, launch.memberId, game, language) }),
  );
}

/** Answers a `/lgw/lottery-screen/…` request, or null when the path is not one of the screen's. */
export async function serveLotteryScreen(services: Services, request: Request, url: URL): Promise<Response | null> {
  const name = url.pathname.slice(LOTTERY_SCREEN_PREFIX.length);
  if (request.method === 'GET' && (name === 'screen.js' || name === 'screen.css')) return asset(name, request);
  if (request.method === 'GET' && name === 'play') return play(services, url);
  if (request.method === 'GET' && name === 'state') return state(services, request, url);
  if (request.method === 'POST' && name === 'bet') return bet(services, request);
  return null;
}
