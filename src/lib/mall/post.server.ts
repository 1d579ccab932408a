import type { AstroCookies } from 'astro';
import { pointsConvert, pointsRedeem } from '../../contract/calls/points';
import { PlatformError } from '../../contract/envelope';
import type { PlatformClient } from '../platform/client';
import { siteConfig } from '../config.server';
import { serverClient } from '../platform/server-client.server';
import { SESSION_COOKIE } from '../session/cookies';
import { type MallAction, type MallFormError, readMallForm } from './mall';

/**
 * Where a post goes next (Post/Redirect/Get), the form's error, or a session that has ended.
 * `retryKey` is set when no answer is known (the platform may have done it): the form comes back
 * with the same idempotency key, so sending it again cannot redeem or convert twice.
 */
export type MallPostOutcome =
  | { kind: 'done'; query: string }
  | { kind: 'error'; request: MallAction | null; error: MallFormError | { field: MallFormError['field']; message: string }; retryKey?: string }
  | { kind: 'guest' };

type MallClient = Pick<PlatformClient<'server'>, 'call'>;

const FIELDS = ['paymentPassword', 'points', 'itemId'] as const;

/**
 * One posted redeem or convert form, sent with the `sid` cookie's token (server to platform,
 * encrypted as the declaration says, docs/platform-api.md "Wire protocol"). The form's hidden
 * idempotency key was made when the form was rendered, so a double submission or a resubmitted
 * form is one redemption: the platform replays the first answer (docs/architecture.md "Money
 * moves once"). A refusal is shown under the field it names. Only an answer ends the action: after
 * a transport failure the key is kept, as the money islands keep theirs (src/lib/withdraw/money-action.ts).
 */
export async function mallPost(
  form: FormData,
  context: { cookies: AstroCookies; language: string; clientIp: string | undefined },
  clientFor: (token: string) => MallClient = (token) =>
    serverClient({ token, language: context.language, clientIp: context.clientIp, timeoutMs: siteConfig().platformTimeoutMs }),
): Promise<MallPostOutcome> {
  const token = context.cookies.get(SESSION_COOKIE)?.value;
  if (!token) return { kind: 'guest' };
  const read = readMallForm(form);
  if (!read.ok) {
    const request = readRequestLoosely(form);
    return { kind: 'error', request, error: read.error };
  }
  const client = clientFor(token);
  const { request } = read;
  try {
    if (request.action === 'redeem') {
      const done = await client.call(pointsRedeem, {
        itemId: request.itemId,
        paymentPassword: request.paymentPassword,
        idempotencyKey: request.idempotencyKey,
      });
      return { kind: 'done', query: `result=redeemed&id=${done.redemption.id}` };
    }
    const done = await client.call(pointsConvert, { points: request.points, paymentPassword: request.paymentPassword, idempotencyKey: request.idempotencyKey });
    return { kind: 'done', query: `result=converted&points=${done.points}` };
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') return { kind: 'guest' };
    if (error instanceof PlatformError && !error.isTransport) {
      const named = (error.details.value as { field?: unknown } | undefined)?.field;
      const field = FIELDS.find((candidate) => candidate === named) ?? 'form';
      return { kind: 'error', request, error: { field, message: error.message } };
    }
    return { kind: 'error', request, error: { field: 'form', key: 'mall.error.generic' }, retryKey: request.idempotencyKey };
  }
}

/** The step a refused form belongs to, so the page opens it again with the error under its field. */
function readRequestLoosely(form: FormData): MallAction | null {
  const action = form.get('action');
  const number = Number(form.get(action === 'redeem' ? 'itemId' : 'points'));
  if (!Number.isSafeInteger(number) || number <= 0) return null;
  if (action === 'redeem') return { action, itemId: number, paymentPassword: '', idempotencyKey: '' };
  if (action === 'convert') return { action, points: number, paymentPassword: '', idempotencyKey: '' };
  return null;
}
