import { agentAffiliate } from '../../../src/contract/calls/member';
import { defineHandler, refusal, success } from '../../http/context';
import { ErrorCodes } from '../../../src/contract/refusals';
import { findAgentByAffiliateCode } from '../../members/members';
import { linkForRegistration } from '../../agent/links';

/**
 * GET /wps/agent/affiliate?code=&domain=: whether an invitation code belongs to an agent
 * (case-insensitive). The reference platform serves one merchant, so `domain` is not checked.
 * Answers the code as stored, never the agent's account. An agent's registration link's code is
 * an invitation code too (platform/agent/links.ts): refused with LINK_INACTIVE while off or expired,
 * so the registration form says why before the player fills it in.
 */
export default defineHandler(agentAffiliate, async ({ services, input, t, now, language }) => {
  const agent = await findAgentByAffiliateCode(services.db, input.code);
  if (agent?.affiliate_code) return success({ affiliateCode: agent.affiliate_code });
  const link = await linkForRegistration(services.db, input.code, now, language);
  if (link.kind === 'refused') return link.outcome;
  if (link.kind === 'active') return success({ affiliateCode: link.code });
  return refusal(200, t('invalidInvitation'), ErrorCodes.invalidInvitation);
});
