import { agentTeam } from '../../../src/contract/calls/agent';
import { teamMembers } from '../../agent/team';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';
import { currencyOf } from '../records/range';

/** GET /wps/agent/team/members (token, agents): the downline, every level (platform/agent/team.ts). */
export default defineHandler(agentTeam, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const [members, currency] = await Promise.all([
    teamMembers(context.services.db, found.agent.id, context.now, context.input.search ?? ''),
    currencyOf(context.services),
  ]);
  return success({
    agentId: Number(found.agent.id),
    agentAccount: found.agent.account,
    currency,
    members: members.map((member) => ({
      id: Number(member.id),
      account: member.account,
      nickname: member.nickname,
      type: member.type,
      uplineId: Number(member.uplineId),
      level: member.level,
      balance: minorToMajor(member.balanceMinor),
      joinedAt: member.joinedAt.toISOString(),
      lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
      online: member.online,
      rebateBp: member.rebateBp,
    })),
  });
});
