import { depositOrder } from '../../../src/contract/calls/deposits';
import { ErrorCodes } from '../../../src/contract/refusals';
import { findOrder } from '../../deposits/orders';
import { defineHandler, refusal, success } from '../../http/context';
import { orderValue } from './order-value';

/** GET /wps/v2/deposit/order?reference=… (token): one of the member's orders, expired if past its time. */
export default defineHandler(depositOrder, async ({ services, input, memberId, now, t, language }) => {
  const order = await findOrder(services.db, memberId!, input.reference, now);
  return order ? success(orderValue(order, language)) : refusal(200, t('depositOrderNotFound'), ErrorCodes.notFound);
});
