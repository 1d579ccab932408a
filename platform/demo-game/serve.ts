import { z } from 'zod/mini';
import { fail } from '../../src/contract/envelope';
import { ErrorCodes } from '../../src/contract/refusals';
import { findGame } from '../games/rows';
import { success, type Services } from '../http/context';
import { applyOnce, keyOf, withoutKey } from '../http/idempotency';
import { toResponse } from '../http/respond';
import { translator } from '../i18n';
import { languageOf } from '../vendor-screen/page';
import { assetServer, currencyOf, html, insufficientFunds, json, launched, offeredStake, readBody, stakeInvalid, ticketInvalid } from '../vendor-screen/serve';
import { balanceMinor } from '../wallet/ledger';
import { minorToMajor } from '../wallet/money';
import { endedPage, playPage } from './page';
import { assertWithinLimits } from '../safety/enforce';
import { lastRounds, playRound, stakeOptionsMinor } from './round';
import { demoTexts } from './texts';

/**
 * The demo game every launch opens (docs/platform-api.md "The demo game"):
 *   GET  /lgw/demo/play?ticket=…&lang=…  the game page (401 page for an unknown or expired ticket)
 *   POST /lgw/demo/round {ticket, stake, idempotencyKey}  one round → { roundId, reels, stake, win, balance }
 *   GET  /lgw/demo/game.js, game.css      its script and style sheet
 * These are not calls of the contract: the game stands in for a vendor's, which the site
 * frames and never calls itself.
 */
export const DEMO_PREFIX = '/lgw/demo/';

const asset = assetServer({ 'game.js': 'text/javascript; charset=utf-8', 'game.css': 'text/css; charset=utf-8' }, new URL('./assets/', import.meta.url), () =>
  import.meta.glob<string>('./assets/*', { query: '?raw', import: 'default', eager: true }),
);

async function play(services: Services, url: URL): Promise<Response> {
  const language = url.searchParams.get('lang');
  const ticket = url.searchParams.get('ticket') ?? '';
  const found = await launched(services, ticket, findGame);
  if (!found) return html(401, endedPage(demoTexts(language)));
  const { launch, game } = found;
  const [balance, rounds, currency] = await Promise.all([
    balanceMinor(services.db, launch.memberId, 'MAIN'),
    lastRounds(services.db, launch.memberId, game.game_code),
    currencyOf(services),
  ]);
  const page = playPage({
    ticket,
    gameName: game.name,
    vendorName: game.vendor_name,
    balanceMinor: balance,
    currency,
    stakesMinor: stakeOptionsMinor(BigInt(game.min_bet_minor)),
    rounds,
    language: languageOf(language ?? launch.language),
    texts: demoTexts(language ?? launch.language),
  });
  return html(200, page);
}

const roundRequest = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(100)),
  stake: z.number().check(z.positive()),
  idempotencyKey: z.optional(z.string()),
});

/** One round, once per idempotency key (the page makes one per spin: http/idempotency.ts). */
async function round(services: Services, request: Request): Promise<Response> {
  const parsed = await readBody(request, roundRequest);
  if (!parsed) return json(400, fail(translator(request.headers.get('Language'))('badRequest'), ErrorCodes.badRequest));
  const found = await launched(services, parsed.ticket, findGame);
  if (!found) return ticketInvalid(translator(request.headers.get('Language')));
  const { launch, game } = found;
  const t = translator(launch.language);
  const now = services.options.now();
  const keyed = { scope: `member:${launch.memberId}`, key: keyOf(parsed), request: { call: 'POST /lgw/demo/round', input: withoutKey(parsed) }, now };
  return toResponse(
    await applyOnce(services.db, keyed, t, async (db) => {
      const stakeMinor = offeredStake(parsed.stake, stakeOptionsMinor(BigInt(game.min_bet_minor)));
      if (stakeMinor === null) return stakeInvalid(t);
      const limited = await assertWithinLimits(db, launch.memberId, 'stake', stakeMinor, { now, language: launch.language });
      if (limited) return limited;
      const outcome = await playRound(db, { memberId: launch.memberId, gameCode: game.game_code, stakeMinor, now });
      if (!outcome.ok) return insufficientFunds(t);
      const { roundId, reels, winMinor, balanceMinor: after } = outcome.round;
      return success({ roundId, reels, stake: minorToMajor(stakeMinor), win: minorToMajor(winMinor), balance: minorToMajor(after) });
    }),
  );
}

/** Answers a `/lgw/demo/…` request, or null when the path is not one of the game's. */
export async function serveDemo(services: Services, request: Request, url: URL): Promise<Response | null> {
  const name = url.pathname.slice(DEMO_PREFIX.length);
  if (request.method === 'GET' && (name === 'game.js' || name === 'game.css')) return asset(name, request);
  if (request.method === 'GET' && name === 'play') return play(services, url);
  if (request.method === 'POST' && name === 'round') return round(services, request);
  return null;
}
