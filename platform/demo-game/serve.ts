import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'astro/zod';
import { ErrorCodes, fail, ok } from '../../src/lib/platform/envelope';
import { findGame } from '../games/rows';
import { readTicket } from '../games/tickets';
import { PlatformErrorCodes, type Services } from '../http/context';
import { translator } from '../i18n';
import { balanceMinor } from '../wallet/ledger';
import { majorToMinor, minorToMajor } from '../wallet/money';
import { endedPage, playPage } from './page';
import { lastRounds, playRound, stakeOptionsMinor } from './round';
import { demoTexts } from './texts';

/**
 * The demo game every launch opens (docs/platform-api.md "The demo game"):
 *   GET  /lgw/demo/play?ticket=…&lang=…  the game page (401 page for an unknown or expired ticket)
 *   POST /lgw/demo/round {ticket, stake}  one round → { roundId, reels, stake, win, balance }
 *   GET  /lgw/demo/game.js, game.css      its script and style sheet
 * These are not calls of the contract: the game stands in for a vendor's, which the site
 * frames and never calls itself.
 */
export const DEMO_PREFIX = '/lgw/demo/';

const ASSET_TYPES = { 'game.js': 'text/javascript; charset=utf-8', 'game.css': 'text/css; charset=utf-8' } as const;
type AssetName = keyof typeof ASSET_TYPES;

let assets: Record<AssetName, string> | undefined;

/**
 * The asset files: read from disk beside this module when it runs from the source tree (tsx,
 * vitest), else the copies Vite bundled into the server build (where the files are not beside
 * the built chunk).
 */
function loadAssets(): Record<AssetName, string> {
  if (assets) return assets;
  let loaded: Record<AssetName, string>;
  try {
    const folder = fileURLToPath(new URL('./assets/', import.meta.url));
    loaded = { 'game.js': readFileSync(`${folder}game.js`, 'utf8'), 'game.css': readFileSync(`${folder}game.css`, 'utf8') };
  } catch {
    const files = import.meta.glob<string>('./assets/*', { query: '?raw', import: 'default', eager: true });
    loaded = { 'game.js': files['./assets/game.js'] ?? '', 'game.css': files['./assets/game.css'] ?? '' };
  }
  assets = loaded;
  return assets;
}

function asset(name: AssetName, request: Request): Response {
  const body = loadAssets()[name];
  const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
  const headers = { 'Content-Type': ASSET_TYPES[name], 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400', ETag: etag };
  return request.headers.get('If-None-Match') === etag ? new Response(null, { status: 304, headers }) : new Response(body, { headers });
}

/**
 * The page's own policy, the same as the site's for responses it does not render (no inline
 * code, framed by its own origin only), so the page is as strict wherever it is served from.
 */
export const DEMO_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
].join('; ');

const html = (status: number, body: string) =>
  new Response(body, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': DEMO_PAGE_CSP },
  });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

const currencyOf = async (services: Services): Promise<string> =>
  ((await services.settings.get())['merchant'] as { currency?: string } | undefined)?.currency ?? 'PHP';

async function play(services: Services, url: URL): Promise<Response> {
  const { db, options } = services;
  const language = url.searchParams.get('lang');
  const launch = await readTicket(db, url.searchParams.get('ticket') ?? '', options.now());
  const game = launch ? await findGame(db, launch.gameCode) : null;
  if (!launch || !game) return html(401, endedPage(demoTexts(language)));
  const [balance, rounds, currency] = await Promise.all([balanceMinor(db, launch.memberId), lastRounds(db, launch.memberId, game.game_code), currencyOf(services)]);
  const page = playPage({
    ticket: url.searchParams.get('ticket') ?? '',
    gameName: game.name,
    vendorName: game.vendor_name,
    balanceMinor: balance,
    currency,
    stakesMinor: stakeOptionsMinor(BigInt(game.min_bet_minor)),
    rounds,
    language: (language ?? launch.language).toUpperCase() === 'TY' ? 'TY' : 'EN',
    texts: demoTexts(language ?? launch.language),
  });
  return html(200, page);
}

const roundRequest = z.object({ ticket: z.string().min(1).max(100), stake: z.number().positive() });

async function round(services: Services, request: Request): Promise<Response> {
  const { db, options } = services;
  let t = translator(request.headers.get('Language'));
  let parsed: z.infer<typeof roundRequest>;
  try {
    const text = await request.text();
    if (text.length > 10_000) throw new Error('too long');
    parsed = roundRequest.parse(JSON.parse(text));
  } catch {
    return json(400, fail(t('badRequest'), ErrorCodes.badRequest));
  }
  const now = options.now();
  const launch = await readTicket(db, parsed.ticket, now);
  const game = launch ? await findGame(db, launch.gameCode) : null;
  // Not UNAUTHORIZED: the site's session is fine, only this game's ticket is not.
  if (!launch || !game) return json(401, fail(t('launchTicketInvalid'), 'LAUNCH_TICKET_INVALID'));
  t = translator(launch.language);

  let stakeMinor: bigint;
  try {
    stakeMinor = majorToMinor(parsed.stake);
  } catch {
    stakeMinor = -1n;
  }
  if (!stakeOptionsMinor(BigInt(game.min_bet_minor)).includes(stakeMinor)) {
    return json(200, fail(t('stakeInvalid'), PlatformErrorCodes.validation, { field: 'stake' }));
  }
  const outcome = await playRound(db, { memberId: launch.memberId, gameCode: game.game_code, stakeMinor, now });
  if (!outcome.ok) return json(200, fail(t('insufficientFunds'), PlatformErrorCodes.insufficientFunds, { field: 'stake' }));
  const { roundId, reels, winMinor, balanceMinor: after } = outcome.round;
  return json(200, ok({ roundId, reels, stake: minorToMajor(stakeMinor), win: minorToMajor(winMinor), balance: minorToMajor(after) }));
}

/** Answers a `/lgw/demo/…` request, or null when the path is not one of the game's. */
export async function serveDemo(services: Services, request: Request, url: URL): Promise<Response | null> {
  const name = url.pathname.slice(DEMO_PREFIX.length);
  if (request.method === 'GET' && (name === 'game.js' || name === 'game.css')) return asset(name, request);
  if (request.method === 'GET' && name === 'play') return play(services, url);
  if (request.method === 'POST' && name === 'round') return round(services, request);
  return null;
}
