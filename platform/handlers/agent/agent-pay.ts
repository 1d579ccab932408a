import { dailySalary, dividend, hourlySalary, realTimeSalary } from '../../../src/contract/calls/agent';
import { ErrorCodes } from '../../../src/contract/refusals';
import { agentFeatures } from '../../agent/features';
import type { PayKind } from '../../agent/pay/rules';
import { PAY_FEATURES } from '../../agent/pay/settle';
import { payStatus } from '../../agent/pay/status';
import { centreAgent } from '../../agent/viewer';
import { type CallHandler, defineHandler, refusal, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { currencyOf } from '../records/range';
import { SETTLE_GRACE_MS } from '../../agent/pay/settle';

/**
 * GET /wps/agent/dividend and /wps/agent/salary/{daily,hourly,realtime} (token, agents): a pay
 * kind's rules, estimate so far and settled periods (platform/agent/pay/status.ts), only while
 * the agent's feature is on (docs/decisions/0043-agent-pay.md).
 */
const payHandler = (kind: PayKind, call: typeof dividend | typeof dailySalary | typeof hourlySalary | typeof realTimeSalary): CallHandler =>
  defineHandler(call, async (context) => {
    const found = await centreAgent(context);
    if (!found.ok) return found.outcome;
    if (agentFeatures(await context.services.settings.get(), found.agent.account)[PAY_FEATURES[kind]] !== 1) {
      return refusal(200, context.t('featureDisabled'), ErrorCodes.featureDisabled);
    }
    const [status, currency] = await Promise.all([payStatus(context.services.db, found.agent.id, kind, context.now), currencyOf(context.services)]);
    const major = (minor: bigint) => minorToMajor(minor, currency);
    return success({
      currency,
      kind,
      rules: status.rules.map((tier) => ({ minBase: major(tier.minBaseMinor), minActive: tier.minActive, rateBp: tier.rateBp })),
      open: {
        period: status.open.key,
        from: new Date(status.open.from).toISOString(),
        to: new Date(status.open.to).toISOString(),
        base: major(status.open.baseMinor),
        active: status.open.active,
        rateBp: status.open.rateBp,
        estimate: major(status.open.estimateMinor),
      },
      // The earliest a settlement pass pays the open period (platform/agent/pay/settle.ts).
      nextSettlementAt: new Date(status.open.to + SETTLE_GRACE_MS).toISOString(),
      payments: status.payments.map((row) => ({
        period: row.period,
        from: row.from.toISOString(),
        to: row.to.toISOString(),
        base: major(row.baseMinor),
        active: row.active,
        rateBp: row.rateBp,
        amount: major(row.amountMinor),
        settledAt: row.settledAt.toISOString(),
      })),
    });
  });

export const dividendHandler = payHandler('dividend', dividend);
export const dailySalaryHandler = payHandler('daily', dailySalary);
export const hourlySalaryHandler = payHandler('hourly', hourlySalary);
export const realTimeSalaryHandler = payHandler('realtime', realTimeSalary);
