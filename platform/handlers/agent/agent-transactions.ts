import { AGENT_TRANSACTIONS_PAGE_SIZE, agentTransactions } from '../../../src/contract/calls/agent';
import { teamEntryPage, teamEntryTotals } from '../../agent/transactions';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { currencyOf, isOutcome, pages, readRange } from '../records/range';

/** GET /wps/agent/team/transactions (token, agents): the team's ledger entries, paged, with the card (platform/agent/transactions.ts). */
export default defineHandler(agentTransactions, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const range = readRange(context);
  if (isOutcome(range)) return range;
  const { db } = context.services;
  const filter = { agentId: found.agent.id, scope: context.input.scope, ...range, account: context.input.account, type: context.input.type };
  const [totals, currency] = await Promise.all([teamEntryTotals(db, filter), currencyOf(context.services)]);
  const totalPages = pages(totals.count, AGENT_TRANSACTIONS_PAGE_SIZE);
  const pageNo = Math.min(context.input.pageNo, totalPages);
  const rows = await teamEntryPage(db, filter, { offset: (pageNo - 1) * AGENT_TRANSACTIONS_PAGE_SIZE, limit: AGENT_TRANSACTIONS_PAGE_SIZE });
  return success({
    currency,
    pageNo,
    totalPages,
    totalRows: totals.count,
    rows: rows.map((row) => ({
      id: row.id,
      account: row.account,
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
    totals: { deposits: minorToMajor(totals.depositsMinor), withdrawals: minorToMajor(totals.withdrawalsMinor), net: minorToMajor(totals.netMinor) },
  });
});
