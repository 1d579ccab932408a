import { agentIncome } from '../../../src/contract/calls/agent';
import { ErrorCodes } from '../../../src/contract/refusals';
import { isTimeZone } from '../../../src/contract/records/range';
import { subAgentNetBase } from '../../agent/pay/rules';
import { income } from '../../agent/pay/status';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, refusal, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { currencyOf } from '../records/range';

/** GET /wps/agent/income (token, agents): my income, the commission per period and how it is computed (platform/agent/pay/status.ts). */
export default defineHandler(agentIncome, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const { period, timeZone } = context.input;
  if (!isTimeZone(timeZone)) return refusal(200, context.t('recordsTimeZone'), ErrorCodes.validation, { field: 'timeZone' });
  const [report, currency] = await Promise.all([
    income(context.services.db, { agentId: found.agent.id, period, zone: timeZone, now: context.now }),
    currencyOf(context.services),
  ]);
  const major = (minor: bigint) => minorToMajor(minor, currency);
  const totals = { stakes: 0n, wins: 0n, bonuses: 0n, netRevenue: 0n, netCommission: 0n, turnoverCommission: 0n, total: 0n };
  const lines = report.lines.map((line) => {
    const figures = {
      stakes: line.stakesMinor,
      wins: line.winsMinor,
      bonuses: line.bonusesMinor,
      netRevenue: line.netRevenueMinor,
      netCommission: line.netCommissionMinor,
      turnoverCommission: line.turnoverCommissionMinor,
      total: line.totalMinor,
    };
    for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += figures[key];
    const subAgents = line.subAgents
      .filter((sub) => sub.activity.stakesMinor > 0n)
      .map((sub) => ({
        account: sub.account,
        netBase: major(subAgentNetBase(sub)),
        stakes: major(sub.activity.stakesMinor),
        netCommissionBp: sub.rates.netBp,
        turnoverCommissionBp: sub.rates.turnoverBp,
      }));
    return {
      from: line.from,
      to: line.to,
      contractFrom: line.contractFrom,
      ...Object.fromEntries(Object.entries(figures).map(([key, value]) => [key, major(value)])),
      subAgents,
    };
  });
  return success({
    currency,
    netCommissionBp: report.rates.netBp,
    turnoverCommissionBp: report.rates.turnoverBp,
    contractStartsAt: report.contractStartsAt === null ? null : new Date(report.contractStartsAt).toISOString(),
    lines,
    totals: Object.fromEntries(Object.entries(totals).map(([key, value]) => [key, major(value)])),
    payments: report.payments.map((row) => ({
      period: row.period,
      from: row.from.toISOString(),
      to: row.to.toISOString(),
      amount: major(row.amountMinor),
      settledAt: row.settledAt.toISOString(),
    })),
  });
});
