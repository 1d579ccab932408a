import type { AstroCookies } from 'astro';
import { agentLinkCreate, agentLinks, agentLinkSwitch, agentRegister } from '../../contract/calls/agent';
import type { ResponseOf } from '../../contract/define';
import { PlatformError } from '../../contract/envelope';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';
import { guestAfter, type SessionEnd } from '../session/ended';
import { siteConfig } from '../config.server';
import { serverClient } from '../platform/server-client.server';
import { SESSION_COOKIE } from '../session/cookies';
import { type RegisterAction, type RegisterFormError, readRegisterForm } from './register-form';

/**
 * The agent register page's server side (issue 17 items 1-2): its first content (the agent's own
 * rates and links) and the posted forms, sent with the `sid` cookie's session (server to platform:
 * the token never reaches the page). A refusal comes back as the form's error under the field the
 * platform names (`value.field`), as docs/platform-api.md "Error codes" promises.
 */
export type AgentLinks = ResponseOf<typeof agentLinks>;

export const registerPageData = (cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<SessionAnswer<AgentLinks>> =>
  askWithSession(cookies, language, clientIp, (client) => client.call(agentLinks, {}));

export type RegisterPostOutcome = { kind: 'done'; result: string } | { kind: 'error'; error: RegisterFormError } | { kind: 'guest'; ended?: SessionEnd };

async function send(request: RegisterAction, context: { token: string; language: string; clientIp: string | undefined }): Promise<string> {
  const client = serverClient({ ...context, timeoutMs: siteConfig().platformTimeoutMs });
  switch (request.action) {
    case 'register': {
      const { action: _action, ...body } = request;
      const created = await client.call(agentRegister, body);
      return `created:${created.account}`;
    }
    case 'link':
      await client.call(agentLinkCreate, { rebate: request.rebate, days: request.days });
      return 'link';
    case 'switch':
      await client.call(agentLinkSwitch, { id: request.id, enabled: request.enabled });
      return request.enabled ? 'on' : 'off';
  }
}

const formOf = (request: RegisterAction): RegisterFormError['form'] =>
  request.action === 'register' ? 'register' : request.action === 'link' ? 'link' : 'links';

export async function registerPost(
  form: FormData,
  context: { cookies: AstroCookies; language: string; clientIp: string | undefined },
): Promise<RegisterPostOutcome> {
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return { kind: 'guest' };
  const read = readRegisterForm(form);
  if (!read.ok) return { kind: 'error', error: read.error };
  try {
    return { kind: 'done', result: await send(read.request, { token, language: context.language, clientIp: context.clientIp }) };
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') return guestAfter(error);
    const which = formOf(read.request);
    if (error instanceof PlatformError && !error.isTransport) {
      const value = error.details.value as { field?: unknown } | undefined;
      return { kind: 'error', error: { form: which, field: typeof value?.field === 'string' ? value.field : null, message: error.message } };
    }
    return { kind: 'error', error: { form: which, field: null, key: 'agent.register.error.generic' } };
  }
}
