import { promotionDetail } from '../../../src/contract/calls/promotions';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { findPromotion } from '../../promotions/store';

/** GET /wps/promotion/detail?id=7: one promotion with its terms, ended ones included. */
export default defineHandler(promotionDetail, async ({ services, input, language, t }) => {
  const promotion = await findPromotion(services.db, input.id, input.language?.trim().toUpperCase() || language);
  return promotion ? success(promotion) : refusal(200, t('promotionNotFound'), ErrorCodes.notFound);
});
