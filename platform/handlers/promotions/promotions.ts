import { promotions } from '../../../src/contract/calls/promotions';
import { defineHandler, success } from '../../http/context';
import { listPromotions } from '../../promotions/store';

/** GET /wps/promotion/list?language=EN&category=raffle: current and upcoming promotions. */
export default defineHandler(promotions, async ({ services, input, language, now }) =>
  success(
    await listPromotions(services.db, {
      language: input.language?.trim().toUpperCase() || language,
      category: input.category?.trim() || undefined,
      now,
    }),
  ),
);
