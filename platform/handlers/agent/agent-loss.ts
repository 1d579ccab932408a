import { agentLoss } from '../../../src/contract/calls/agent';
import { type LossFigures, lossStatement } from '../../agent/loss';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { currencyOf, isOutcome, readRange } from '../records/range';

const wire = (figures: LossFigures) => ({
  bets: figures.bets,
  stake: minorToMajor(figures.stakeMinor),
  validBet: minorToMajor(figures.validMinor),
  win: minorToMajor(figures.winMinor),
  net: minorToMajor(figures.netMinor),
  bonus: minorToMajor(figures.bonusMinor),
});

/** GET /wps/agent/team/loss (token, agents): the team's loss statement for a range (platform/agent/loss.ts). */
export default defineHandler(agentLoss, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const range = readRange(context);
  if (isOutcome(range)) return range;
  const [statement, currency] = await Promise.all([
    lossStatement(context.services.db, { agentId: found.agent.id, scope: context.input.scope, ...range }),
    currencyOf(context.services),
  ]);
  return success({
    currency,
    rows: statement.rows.map((row) => ({ id: Number(row.id), account: row.account, type: row.type, level: row.level, ...wire(row) })),
    totals: wire(statement.totals),
  });
});
