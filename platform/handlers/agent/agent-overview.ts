import { agentOverview } from '../../../src/contract/calls/agent';
import { ErrorCodes } from '../../../src/contract/refusals';
import { isTimeZone } from '../../../src/contract/records/range';
import { teamOverview, type DayFigures } from '../../agent/team';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, refusal, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { currencyOf } from '../records/range';

const figures = (value: DayFigures) => ({
  deposits: minorToMajor(value.depositsMinor),
  withdrawals: minorToMajor(value.withdrawalsMinor),
  bets: minorToMajor(value.betsMinor),
  profit: minorToMajor(value.profitMinor),
  bettors: value.bettors,
});

/** GET /wps/agent/team/overview (token, agents): the team's figures for a period (platform/agent/team.ts). */
export default defineHandler(agentOverview, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const { days, scope, timeZone } = context.input;
  if (!isTimeZone(timeZone)) return refusal(200, context.t('recordsTimeZone'), ErrorCodes.validation, { field: 'timeZone' });
  const [overview, currency] = await Promise.all([
    teamOverview(context.services.db, { agentId: found.agent.id, scope, days, zone: timeZone, now: context.now }),
    currencyOf(context.services),
  ]);
  return success({
    currency,
    balance: minorToMajor(overview.balanceMinor),
    members: overview.members,
    signUps: overview.signUps,
    firstDeposits: overview.firstDeposits,
    ...figures(overview),
    days: overview.days.map(({ day, ...rest }) => ({ day, ...figures(rest) })),
  });
});
