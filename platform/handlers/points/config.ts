import { pointsConfig } from '../../../src/contract/calls/points';
import { defineHandler, success } from '../../http/context';
import { POINTS_RULES } from '../../points/points';
import { merchantCurrency } from '../../promotions/currency';
import { minorToMajor } from '../../wallet/money';

/** GET /wps/points/config (public): the rules of platform/points/points.ts. */
export default defineHandler(pointsConfig, async ({ services }) =>
  success({
    currency: await merchantCurrency(services.settings),
    stakePerPoint: minorToMajor(POINTS_RULES.stakePerPointMinor),
    cashPerPoint: minorToMajor(POINTS_RULES.cashPerPointMinor),
    minConvertPoints: POINTS_RULES.minConvertPoints,
    convertTurnoverMultiple: POINTS_RULES.convertTurnoverMultiple,
    expires: false as const,
  }),
);
