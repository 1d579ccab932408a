import type { AstroCookies } from 'astro';
import { pointsConvert, pointsRedeem, pointsRedemptionDelivery } from '../../contract/calls/points';
import { PlatformError } from '../../contract/envelope';
import type { PlatformClient } from '../platform/client';
import { siteConfig } from '../config.server';
import { serverClient } from '../platform/server-client.server';
import { SESSION_COOKIE } from '../session/cookies';
import { guestAfter, type SessionEnd } from '../session/ended';
import { deliveryOf, MALL_FIELDS, type MallAction, type MallField, type MallFormError, readMallForm } from './mall';

/**
 * Where a post goes next (Post/Redirect/Get), the form's error, or a session that has ended (with
 * the platform's reason when it gave one, for the login page: docs/decisions/0067-session-end-reason-cookie.md).
 * `retryKey` is set when no answer is known (the platform may have done it): the form comes back
 * with the same idempotency key, so sending it again cannot redeem or convert twice.
 */
export type MallPostError = MallFormError | { field: MallField; message: string };
export type MallPostOutcome =
  | { kind: 'done'; query: string }
  | { kind: 'error'; request: MallAction | null; errors: MallPostError[]; retryKey?: string }
  | { kind: 'guest'; ended?: SessionEnd };

type MallClient = Pick<PlatformClient<'server'>, 'call'>;

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
    return { kind: 'error', request, errors: read.errors };
  }
  const client = clientFor(token);
  const { request } = read;
  try {
    if (request.action === 'redeem') {
      const done = await client.call(pointsRedeem, {
        itemId: request.itemId,
        paymentPassword: request.paymentPassword,
        idempotencyKey: request.idempotencyKey,
        ...(request.delivery ? { delivery: request.delivery } : {}),
      });
      return { kind: 'done', query: `result=redeemed&id=${done.redemption.id}` };
    }
    if (request.action === 'delivery') {
      const done = await client.call(pointsRedemptionDelivery, {
        redemptionId: request.redemptionId,
        paymentPassword: request.paymentPassword,
        delivery: request.delivery,
      });
      return { kind: 'done', query: `result=deliveryChanged&id=${done.redemption.id}` };
    }
    const done = await client.call(pointsConvert, { points: request.points, paymentPassword: request.paymentPassword, idempotencyKey: request.idempotencyKey });
    return { kind: 'done', query: `result=converted&points=${done.points}` };
  } catch (error) {
    if (error instanceof PlatformError && error.kind === 'unauthorized') return guestAfter(error);
    if (error instanceof PlatformError && !error.isTransport) {
      const named = (error.details.value as { field?: unknown } | undefined)?.field;
      const field = MALL_FIELDS.find((candidate) => candidate === named) ?? 'form';
      return { kind: 'error', request, errors: [{ field, message: error.message }] };
    }
    // A change of delivery details has no key: sending the same details again changes nothing more.
    const retryKey = request.action === 'delivery' ? undefined : request.idempotencyKey;
    return { kind: 'error', request, errors: [{ field: 'form', key: 'mall.error.generic' }], ...(retryKey ? { retryKey } : {}) };
  }
}

/**
 * The step a refused form belongs to, so the page opens it again with the errors under their
 * fields and the delivery details as typed (never the password).
 */
function readRequestLoosely(form: FormData): MallAction | null {
  const action = form.get('action');
  const number = Number(form.get(action === 'redeem' ? 'itemId' : action === 'convert' ? 'points' : 'redemptionId'));
  if (!Number.isSafeInteger(number) || number <= 0) return null;
  const delivery = deliveryOf(form)?.input;
  if (action === 'redeem') return { action, itemId: number, paymentPassword: '', idempotencyKey: '', ...(delivery ? { delivery } : {}) };
  if (action === 'convert') return { action, points: number, paymentPassword: '', idempotencyKey: '' };
  if (action === 'delivery' && delivery) return { action, redemptionId: number, paymentPassword: '', delivery };
  return null;
}
