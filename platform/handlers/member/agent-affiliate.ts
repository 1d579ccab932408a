import { agentAffiliate } from '../../../src/contract/calls/member';
import { defineHandler, refusal, success } from '../../http/context';
import { ErrorCodes } from '../../../src/contract/refusals';
import { findAgentByAffiliateCode } from '../../members/members';

/**
 * GET /wps/agent/affiliate?code=&domain=: whether an invitation code belongs to an agent
 * (case-insensitive). The reference platform serves one merchant, so `domain` is not checked.
 * Answers the code as stored, never the agent's account.
 */
export default defineHandler(agentAffiliate, async ({ services, input, t }) => {
  const agent = await findAgentByAffiliateCode(services.db, input.code);
  return agent?.affiliate_code ? success({ affiliateCode: agent.affiliate_code }) : refusal(200, t('invalidInvitation'), ErrorCodes.invalidInvitation);
});
