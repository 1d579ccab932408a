import { AGENT_BETS_PAGE_SIZE, agentBets } from '../../../src/contract/calls/agent';
import { teamBetPage, teamBetTotals } from '../../agent/bets';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { currencyOf, isOutcome, pages, readRange } from '../records/range';

/** GET /wps/agent/team/bets (token, agents): the team's bets, paged, with totals (platform/agent/bets.ts). */
export default defineHandler(agentBets, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const range = readRange(context);
  if (isOutcome(range)) return range;
  const { db } = context.services;
  const filter = {
    agentId: found.agent.id,
    scope: context.input.scope,
    ...range,
    account: context.input.account,
    gameType: context.input.gameType || undefined,
  };
  const [totals, currency] = await Promise.all([teamBetTotals(db, filter), currencyOf(context.services)]);
  const totalPages = pages(totals.count, AGENT_BETS_PAGE_SIZE);
  const pageNo = Math.min(context.input.pageNo, totalPages);
  const rows = await teamBetPage(db, filter, { offset: (pageNo - 1) * AGENT_BETS_PAGE_SIZE, limit: AGENT_BETS_PAGE_SIZE });
  return success({
    currency,
    pageNo,
    totalPages,
    totalRows: totals.count,
    rows: rows.map((row) => ({
      id: row.id,
      account: row.account,
      gameName: row.gameName,
      gameType: row.gameType,
      stake: minorToMajor(row.stakeMinor),
      validBet: minorToMajor(row.validMinor),
      win: minorToMajor(row.winMinor),
      net: minorToMajor(row.netMinor),
      status: row.status,
      placedAt: row.placedAt.toISOString(),
    })),
    totals: {
      count: totals.count,
      stake: minorToMajor(totals.stakeMinor),
      validBet: minorToMajor(totals.validMinor),
      win: minorToMajor(totals.winMinor),
      net: minorToMajor(totals.netMinor),
    },
  });
});
