import { profitLoss } from '../../../src/contract/calls/records';
import { defineHandler, success } from '../../http/context';
import { profitReport, type ProfitFigures } from '../../records/profit';
import { minorToMajor } from '../../wallet/money';
import { currencyOf, isOutcome, readRange, readTimeZone } from './range';

const figures = (value: ProfitFigures) => ({
  count: value.count,
  stake: minorToMajor(value.stakeMinor),
  validBet: minorToMajor(value.validMinor),
  win: minorToMajor(value.winMinor),
  net: minorToMajor(value.netMinor),
});

/** GET /wps/v2/records/profit (token): profit and loss per day (in `timeZone`) and per game type. */
export default defineHandler(profitLoss, async (context) => {
  const range = readRange(context);
  if (isOutcome(range)) return range;
  const timeZone = readTimeZone(context);
  if (typeof timeZone !== 'string') return timeZone;
  const [report, currency] = await Promise.all([
    profitReport(context.services.db, { memberId: context.memberId!, ...range, timeZone }),
    currencyOf(context.services),
  ]);
  return success({
    currency,
    days: report.days.map(({ day, ...rest }) => ({ day, ...figures(rest) })),
    gameTypes: report.gameTypes.map(({ gameType, ...rest }) => ({ gameType, ...figures(rest) })),
    totals: figures(report.totals),
  });
});
