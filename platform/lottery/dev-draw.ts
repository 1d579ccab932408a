import { z } from 'astro/zod';
import { ErrorCodes } from '../../src/lib/platform/envelope';
import { refusal, success, type Outcome, type Services } from '../http/context';
import type { Translate } from '../i18n';
import { drawGameNow } from './draws';
import { drawFormatOf, findLotteryGame } from './games';
import { fitsFormat } from './rules';

/** The dev endpoint's path (PLATFORM_DEV_TOOLS=1 only). */
export const DEV_DRAW_PATH = '/platform-dev/lottery/draw';

const devDrawRequest = z.object({ gameCode: z.string().min(1).max(100), numbers: z.array(z.number().int()).min(1).max(20).optional() });

/**
 * POST /platform-dev/lottery/draw `{ gameCode, numbers? }`: draws the game's open draw now,
 * with `numbers` when given (they must fit the game's draw format), settles its bets like any
 * draw, and opens the next one, so a test can settle a known bet. Answers
 * `{ drawId, gameCode, numero, numbers, settled, won }`.
 */
export async function devDraw(services: Services, request: Request, t: Translate): Promise<Outcome> {
  let input: z.infer<typeof devDrawRequest>;
  try {
    input = devDrawRequest.parse(JSON.parse(await request.text()));
  } catch {
    return refusal(400, t('badRequest'), ErrorCodes.badRequest);
  }
  const game = await findLotteryGame(services.db, input.gameCode);
  if (!game) return refusal(404, t('gameNotFound'), ErrorCodes.notFound);
  if (input.numbers && !fitsFormat(input.numbers, drawFormatOf(game))) return refusal(400, t('badRequest'), ErrorCodes.badRequest);
  const { db, options } = services;
  const result = await drawGameNow(db, input.gameCode, options.now(), options.lotteryDrawIntervalSeconds, input.numbers);
  if (!result) return refusal(409, t('drawClosed'), 'DRAW_CLOSED');
  return success({ ...result, drawId: String(result.drawId) });
}
