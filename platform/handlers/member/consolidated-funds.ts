import { consolidatedFunds } from '../../../src/contract/calls/member';
import { agentFeatures } from '../../agent/features';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, success } from '../../http/context';

/**
 * GET /wps/member/info/funds/consolidated (token, agents): the agent's consolidated contract
 * settings, 1 for each feature the operator switched on (platform/agent/features.ts).
 */
export default defineHandler(consolidatedFunds, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  return success(agentFeatures(await context.services.settings.get(), found.agent.account));
});
