import { ErrorCodes } from '../../src/contract/refusals';
import { refusal, type CallContext, type Outcome } from '../http/context';
import { AGENT_ONLY_TYPES, findById, TRIAL_TYPE, type MemberRow } from '../members/members';

/**
 * The agent behind an agent-centre call, or the refusal (docs/product.md §6): 401 without a
 * session, NEED_REAL_ACCOUNT for a trial account (type 4), NOT_AGENT for any other non-agent.
 * The site's route table refuses them the pages too; the platform does not rely on it.
 */
export async function centreAgent({ services, memberId, t }: CallContext<unknown>): Promise<{ ok: true; agent: MemberRow } | { ok: false; outcome: Outcome }> {
  const member = memberId === null ? null : await findById(services.db, memberId);
  if (!member) return { ok: false, outcome: refusal(401, t('unauthorized'), ErrorCodes.unauthorized) };
  if (member.type === TRIAL_TYPE) return { ok: false, outcome: refusal(200, t('needRealAccount'), ErrorCodes.needRealAccount) };
  if (!AGENT_ONLY_TYPES.includes(member.type)) return { ok: false, outcome: refusal(200, t('agentOnly'), ErrorCodes.notAgent) };
  return { ok: true, agent: member };
}
