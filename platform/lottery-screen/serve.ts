import { z } from 'zod/mini';
import { fail, ok } from '../../src/contract/envelope';
import { ErrorCodes } from '../../src/contract/refusals';
import { stakeOptionsMinor } from '../demo-game/round';
import { findGame } from '../games/rows';
import { refusal, success, type Services } from '../http/context';
import { applyOnce, keyOf, withoutKey } from '../http/idempotency';
import { toResponse } from '../http/respond';
import { translator } from '../i18n';
import { holdOpenDraw, placeBet } from '../lottery/bets';
import { findLotteryGame, rulesOf, type LotteryGameRow } from '../lottery/games';
import { languageOf } from '../vendor-screen/page';
import { assertWithinLimits } from '../safety/enforce';
import { assetServer, currencyOf, html, insufficientFunds, json, launched, offeredStake, readBody, stakeInvalid, ticketInvalid } from '../vendor-screen/serve';
import { minorToMajor } from '../wallet/money';
import { endedPage, screenPage } from './page';
import { screenState } from './state';
import { screenTexts } from './texts';

/**
 * The lottery betting screen a lottery launch opens (docs/platform-api.md "The lottery
 * betting screen"), ticketed like the demo game:
 *   GET  /lgw/lottery-screen/play?ticket=…&lang=…  the screen (401 page for a bad ticket)
 *   GET  /lgw/lottery-screen/state?ticket=…        its state now (open draw, balance, bets, results)
 *   POST /lgw/lottery-screen/bet {ticket, numero, picks, stake, idempotencyKey}  one bet → { betId, numero, balance, state }
 *   GET  /lgw/lottery-screen/screen.js, screen.css
 */
export const LOTTERY_SCREEN_PREFIX = '/lgw/lottery-screen/';

const asset = assetServer(
  { 'screen.js': 'text/javascript; charset=utf-8', 'screen.css': 'text/css; charset=utf-8' },
  new URL('./assets/', import.meta.url),
  () => import.meta.glob<string>('./assets/*', { query: '?raw', import: 'default', eager: true }),
);

const stateFor = async (services: Services, memberId: bigint, game: LotteryGameRow, language: string) =>
  screenState(services.db, game, { memberId, now: services.options.now(), texts: screenTexts(language), currency: await currencyOf(services) });

async function play(services: Services, url: URL): Promise<Response> {
  const ticket = url.searchParams.get('ticket') ?? '';
  const found = await launched(services, ticket, findLotteryGame);
  if (!found) return html(401, endedPage(screenTexts(url.searchParams.get('lang'))));
  const { launch, game } = found;
  const language = languageOf(url.searchParams.get('lang') ?? launch.language);
  const [catalogue, state, currency] = await Promise.all([
    findGame(services.db, game.game_code),
    stateFor(services, launch.memberId, game, language),
    currencyOf(services),
  ]);
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
  const found = await launched(services, url.searchParams.get('ticket') ?? '', findLotteryGame);
  if (!found) return ticketInvalid(translator(request.headers.get('Language')));
  return json(200, ok(await stateFor(services, found.launch.memberId, found.game, languageOf(found.launch.language))));
}

const betRequest = z.object({
  ticket: z.string().check(z.minLength(1), z.maxLength(100)),
  numero: z.optional(z.string().check(z.minLength(1), z.maxLength(40))),
  picks: z.array(z.int()).check(z.minLength(1), z.maxLength(20)),
  stake: z.number().check(z.positive()),
  idempotencyKey: z.optional(z.string()),
});

/** One bet, once per idempotency key (the screen makes one per bet: http/idempotency.ts). */
async function bet(services: Services, request: Request): Promise<Response> {
  const parsed = await readBody(request, betRequest);
  if (!parsed) return json(400, fail(translator(request.headers.get('Language'))('badRequest'), ErrorCodes.badRequest));
  const found = await launched(services, parsed.ticket, findLotteryGame);
  if (!found) return ticketInvalid(translator(request.headers.get('Language')));
  const { launch, game } = found;
  const language = languageOf(launch.language);
  const t = translator(language);
  const now = services.options.now();
  // Read before the key's transaction: inside it, only its own database may be used.
  const currency = await currencyOf(services);
  const keyed = { scope: `member:${launch.memberId}`, key: keyOf(parsed), request: { call: 'POST /lgw/lottery-screen/bet', input: withoutKey(parsed) }, now };
  const outcome = await applyOnce(services.db, keyed, t, async (db) => {
    const stateNow = () => screenState(db, game, { memberId: launch.memberId, now, texts: screenTexts(language), currency });
    const stakeMinor = offeredStake(parsed.stake, stakeOptionsMinor(BigInt(game.min_bet_minor)));
    if (stakeMinor === null) return stakeInvalid(t);
    const { pick } = rulesOf(game);
    // Numbers picked as a set are kept in order; positions keep theirs.
    const picks = game.rule === 'MATCHES' ? [...parsed.picks].sort((a, b) => a - b) : parsed.picks;
    // The draw before the member, whom the limits check locks (platform/lottery/bets.ts holdOpenDraw).
    await holdOpenDraw(db, game.game_code);
    const limited = await assertWithinLimits(db, launch.memberId, 'stake', stakeMinor, { now, language });
    if (limited) return limited;
    const placed = await placeBet(db, game, { memberId: launch.memberId, picks, stakeMinor, numero: parsed.numero, now });
    if (!placed.ok) {
      if (placed.reason === 'picks') {
        const message = t(pick.distinct ? 'picksInvalidDistinct' : 'picksInvalid', { count: pick.count, min: pick.min, max: pick.max });
        return refusal(200, message, ErrorCodes.validation, { field: 'picks' });
      }
      if (placed.reason === 'closed') return refusal(200, t('drawClosed'), ErrorCodes.drawClosed, { state: await stateNow() });
      return insufficientFunds(t);
    }
    const { betId, numero, stakeMinor: staked, balanceMinor } = placed.bet;
    return success({ betId, numero, stake: minorToMajor(staked), balance: minorToMajor(balanceMinor), state: await stateNow() });
  });
  return toResponse(outcome);
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
