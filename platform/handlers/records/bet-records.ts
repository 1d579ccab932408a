import { betRecords } from '../../../src/contract/calls/records';
import { defineHandler, success } from '../../http/context';
import { betFilterOptions, betPage, betTotals, type BetRecord } from '../../records/bets';
import { minorToMajor } from '../../wallet/money';
import { currencyOf, isOutcome, pages, readRange } from './range';

export const betValue = (bet: BetRecord) => ({
  id: bet.id,
  source: bet.source,
  gameCode: bet.gameCode,
  gameName: bet.gameName,
  vendor: bet.vendor,
  gameType: bet.gameType,
  stake: minorToMajor(bet.stakeMinor),
  validBet: minorToMajor(bet.validMinor),
  win: minorToMajor(bet.winMinor),
  net: minorToMajor(bet.netMinor),
  status: bet.status,
  placedAt: bet.placedAt.toISOString(),
});

/** GET /wps/v2/records/bets (token): one page of the betting record, the filter's totals and the filter options. */
export default defineHandler(betRecords, async (context) => {
  const range = readRange(context);
  if (isOutcome(range)) return range;
  const { input, services } = context;
  const filter = { memberId: context.memberId!, ...range, gameType: input.gameType || undefined, vendor: input.vendor || undefined, status: input.status };
  const [totals, rows, options, currency] = await Promise.all([
    betTotals(services.db, filter),
    betPage(services.db, filter, { offset: (input.pageNo - 1) * input.pageSize, limit: input.pageSize }),
    betFilterOptions(services.db),
    currencyOf(services),
  ]);
  return success({
    currency,
    rows: rows.map(betValue),
    totals: {
      count: totals.count,
      stake: minorToMajor(totals.stakeMinor),
      validBet: minorToMajor(totals.validMinor),
      win: minorToMajor(totals.winMinor),
      net: minorToMajor(totals.netMinor),
    },
    pageNo: input.pageNo,
    totalPages: pages(totals.count, input.pageSize),
    totalRows: totals.count,
    ...options,
  });
});
