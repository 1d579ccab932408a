import { agentLinkCreate, agentLinks, agentLinkSwitch } from '../../../src/contract/calls/agent';
import { ErrorCodes } from '../../../src/contract/refusals';
import { contractOf, createLink, listLinks, MAX_LINKS, switchLink } from '../../agent/links';
import { agentMessages } from '../../agent/messages';
import { aboveContractRefusal, rateAboveContract } from '../../agent/register';
import { centreAgent } from '../../agent/viewer';
import { defineHandler, refusal, success } from '../../http/context';

/** GET /wps/agent/links (token, agents): the agent's own rates and its registration links (platform/agent/links.ts). */
export const list = defineHandler(agentLinks, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const [own, links] = await Promise.all([contractOf(context.services.db, found.agent.id), listLinks(context.services.db, found.agent.id)]);
  return success({
    max: MAX_LINKS,
    contract: { rebate: own.rebateBp, netCommission: own.netBp, turnoverCommission: own.turnoverBp },
    links: links.map((link) => ({
      id: Number(link.id),
      code: link.code,
      rebate: link.rebateBp,
      expiresAt: link.expiresAt?.toISOString() ?? null,
      expired: link.expiresAt !== null && link.expiresAt.getTime() <= context.now,
      enabled: link.enabled,
      signUps: link.signUps,
      createdAt: link.createdAt.toISOString(),
    })),
  });
});

/** POST /wps/agent/links/create (token, agents): a new link; ABOVE_CONTRACT over the agent's rebate, LINK_LIMIT past 10. */
export const create = defineHandler(agentLinkCreate, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const { db } = context.services;
  const above = rateAboveContract({ rebate: context.input.rebate }, await contractOf(db, found.agent.id));
  if (above) return aboveContractRefusal(context.language, above);
  const expiresAt = context.input.days === 0 ? null : new Date(context.now + context.input.days * 86_400_000);
  const created = await createLink(db, found.agent.id, { rebateBp: context.input.rebate, expiresAt, now: context.now });
  if (!created.ok) {
    return refusal(200, agentMessages(context.language)('linkLimit', { max: MAX_LINKS }), ErrorCodes.linkLimit, { field: 'rebate', max: MAX_LINKS });
  }
  return success({ id: Number(created.id), code: created.code });
});

/** POST /wps/agent/links/switch (token, agents): on or off; NOT_FOUND for a link that is not the agent's. */
export const toggle = defineHandler(agentLinkSwitch, async (context) => {
  const found = await centreAgent(context);
  if (!found.ok) return found.outcome;
  const { id, enabled } = context.input;
  const switched = await switchLink(context.services.db, found.agent.id, BigInt(id), enabled);
  if (!switched) return refusal(200, agentMessages(context.language)('linkNotFound'), ErrorCodes.notFound, { field: 'id' });
  return success({ id, enabled });
});
