import { z } from 'zod/mini';
import { ErrorCodes } from '../../src/contract/refusals';
import { refusal, success, type Outcome, type Services } from '../http/context';
import type { Translate } from '../i18n';
import { drawGameNow } from './draws';
import { drawFormatOf, findLotteryGame } from './games';
import { fitsFormat } from './rules';

/** The dev endpoint's path (PLATFORM_DEV_TOOLS=1 only). */
export const DEV_DRAW_PATH = '/platform-dev/lottery/draw';

const devDrawRequest = z.object({
  gameCode: z.string().check(z.minLength(1), z.maxLength(100)),
  numbers: z.optional(z.array(z.int()).check(z.minLength(1), z.maxLength(20))),
});

/** Reads `{ gameCode, numbers? }` from a POST's JSON body or a GET's query (`numbers=1,7,3`). */
async function readRequest(request: Request, url: URL): Promise<z.infer<typeof devDrawRequest>> {
  if (request.method === 'POST') return devDrawRequest.parse(JSON.parse(await request.text()));
  const numbers = url.searchParams.get('numbers');
  return devDrawRequest.parse({
    gameCode: url.searchParams.get('gameCode') ?? '',
    ...(numbers ? { numbers: numbers.split(',').map((n) => (/^\s*\d+\s*$/.test(n) ? Number(n) : NaN)) } : {}),
  });
}

/**
 * `POST /platform-dev/lottery/draw` with JSON `{ gameCode, numbers? }`, or the same as a GET
 * with a query (`?gameCode=…&numbers=1,7,3,4,2`: the site forwards only GETs under
 * /platform-dev, src/pages/platform-dev/[...path].ts): draws the game's open draw now, with
 * `numbers` when given (they must fit the game's draw format), settles its bets like any draw,
 * and opens the next one, so a test can settle a known bet. Answers
 * `{ drawId, gameCode, numero, numbers, settled, won }`, never cached.
 */
export async function devDraw(services: Services, request: Request, url: URL, t: Translate): Promise<Outcome> {
  const noStore = { 'Cache-Control': 'no-store' };
  let input: z.infer<typeof devDrawRequest>;
  try {
    input = await readRequest(request, url);
  } catch {
    return refusal(400, t('badRequest'), ErrorCodes.badRequest, undefined, noStore);
  }
  const game = await findLotteryGame(services.db, input.gameCode);
  if (!game) return refusal(404, t('gameNotFound'), ErrorCodes.notFound, undefined, noStore);
  if (input.numbers && !fitsFormat(input.numbers, drawFormatOf(game))) return refusal(400, t('badRequest'), ErrorCodes.badRequest, undefined, noStore);
  const { db, options } = services;
  const result = await drawGameNow(db, input.gameCode, options.now(), options.lotteryDrawIntervalSeconds, input.numbers);
  if (!result) return refusal(409, t('drawClosed'), 'DRAW_CLOSED', undefined, noStore);
  return { ...success({ ...result, drawId: String(result.drawId) }), headers: noStore };
}
