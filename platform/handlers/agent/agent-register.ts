import { agentRegister } from '../../../src/contract/calls/agent';
import { createTeamAccount } from '../../agent/register';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, success } from '../../http/context';

/** POST /wps/agent/team/register (token, encrypted, agents): a player or sub-agent under the agent (platform/agent/register.ts). */
export default defineHandler(agentRegister, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const created = await createTeamAccount(context, found.agent);
  if ('status' in created) return created;
  return success({ id: Number(created.id), account: created.account });
});
