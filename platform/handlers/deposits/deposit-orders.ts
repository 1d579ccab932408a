import { depositOrders } from '../../../src/contract/calls/deposits';
import { recentOrders } from '../../deposits/orders';
import { defineHandler, success } from '../../http/context';
import { orderValue } from './order-value';

/** GET /wps/v2/deposit/orders (token): the member's latest 20 orders, newest first. */
export default defineHandler(depositOrders, async ({ services, memberId, now, language }) =>
  success({ orders: (await recentOrders(services.db, memberId!, now)).map((order) => orderValue(order, language)) }),
);
