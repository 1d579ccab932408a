import { accountRecords } from '../../../src/contract/calls/records';
import { defineHandler, success } from '../../http/context';
import { entryCount, entryPage, entrySummary } from '../../records/entries';
import { minorToMajor } from '../../wallet/money';
import { currencyOf, isOutcome, pages, readRange } from './range';

/** GET /wps/v2/records/transactions (token): one page of ledger entries with the balance after each, and the range's summary. */
export default defineHandler(accountRecords, async (context) => {
  const range = readRange(context);
  if (isOutcome(range)) return range;
  const { input, services } = context;
  const filter = { memberId: context.memberId!, ...range, type: input.type };
  const [count, rows, summary, currency] = await Promise.all([
    entryCount(services.db, filter),
    entryPage(services.db, filter, { offset: (input.pageNo - 1) * input.pageSize, limit: input.pageSize }),
    entrySummary(services.db, filter),
    currencyOf(services),
  ]);
  return success({
    currency,
    rows: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      type: row.type,
      wallet: row.wallet,
      amount: minorToMajor(row.amountMinor),
      balanceAfter: minorToMajor(row.balanceAfterMinor),
      reference: row.reference,
      status: row.status,
      createdAt: row.createdAt.toISOString(),
      walletName: row.walletName,
      otherWallet: row.otherWallet,
      otherWalletName: row.otherWalletName,
    })),
    summary: { deposits: minorToMajor(summary.depositsMinor), withdrawals: minorToMajor(summary.withdrawalsMinor), net: minorToMajor(summary.netMinor) },
    pageNo: input.pageNo,
    totalPages: pages(count, input.pageSize),
    totalRows: count,
  });
});
