import type { AstroCookies } from 'astro';
import {
  safetyBlock,
  safetyConfirmLimit,
  safetyOverview,
  safetyRequestLift,
  safetySetLimit,
  safetySetRealityCheck,
  safetySetSessionLimit,
} from '../../contract/calls/safety';
import { PlatformError } from '../../contract/envelope';
import type { ResponseOf } from '../../contract/define';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';
import { guestAfter, type SessionEnd } from '../session/ended';
import { siteConfig } from '../config.server';
import { serverClient } from '../platform/server-client.server';
import { SESSION_COOKIE } from '../session/cookies';
import { type FormError, formOf, readSaferForm, type SaferAction } from './form';

export type SaferOverview = ResponseOf<typeof safetyOverview>;

/** The page's first content, read on the server with the visitor's session (docs/architecture.md). */
export const saferPageData = (cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<SessionAnswer<SaferOverview>> =>
  askWithSession(cookies, language, clientIp, (client) => client.call(safetyOverview));

/** What a post comes to: where to go next (Post/Redirect/Get), the form's error, or a session that has ended. */
export type PostOutcome =
  | { kind: 'done'; result: string; blocked?: { kind: string; until: string | null } }
  | { kind: 'error'; error: FormError }
  | { kind: 'guest'; ended?: SessionEnd };

async function send(request: SaferAction, context: { token: string; language: string; clientIp: string | undefined }) {
  const client = serverClient({ ...context, timeoutMs: siteConfig().platformTimeoutMs });
  switch (request.action) {
    case 'limit':
      return (await client.call(safetySetLimit, { kind: request.kind, period: request.period, amount: request.amount })).change;
    case 'session':
      return (await client.call(safetySetSessionLimit, { minutes: request.minutes })).change;
    case 'confirm':
      return (await client.call(safetyConfirmLimit, { kind: request.kind, period: request.period })).change;
    case 'reality':
      await client.call(safetySetRealityCheck, { minutes: request.minutes });
      return 'applied';
    case 'block': {
      const body =
        request.kind === 'timeout' ? { kind: 'timeout' as const, duration: request.duration } : { kind: 'exclusion' as const, duration: request.duration };
      const { until } = await client.call(safetyBlock, body as Parameters<typeof client.call<typeof safetyBlock>>[1]);
      return `blocked:${until ?? ''}`;
    }
    case 'lift':
      await client.call(safetyRequestLift, {});
      return 'lift';
  }
}

/** Handles one posted form with the `sid` cookie's session (server to platform; the token never reaches the page). */
export async function saferPost(
  form: FormData,
  context: { cookies: AstroCookies; language: string; clientIp: string | undefined; localeTag: string },
): Promise<PostOutcome> {
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return { kind: 'guest' };
  const read = readSaferForm(form, context.localeTag);
  if (!read.ok) return { kind: 'error', error: read.error };
  try {
    const result = await send(read.request, { token, language: context.language, clientIp: context.clientIp });
    if (result.startsWith('blocked:') && read.request.action === 'block') {
      return { kind: 'done', result: 'blocked', blocked: { kind: read.request.kind, until: result.slice('blocked:'.length) || null } };
    }
    return { kind: 'done', result };
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') return guestAfter(error);
    const message = error instanceof PlatformError && !error.isTransport ? error.message : undefined;
    return { kind: 'error', error: message ? { form: formOf(read.request), message } : { form: formOf(read.request), key: 'safer.error.generic' } };
  }
}
