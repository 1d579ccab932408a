import type { AstroCookies } from 'astro';
import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../contract/envelope';
import { mallPost } from './post.server';

const KEY = '6f1c2b9e-3d4a-4c5b-8e7f-0a1b2c3d4e5f';
const cookies = { get: (name: string) => (name === 'sid' ? { value: 'token' } : undefined) } as unknown as AstroCookies;
const context = { cookies, language: 'EN', clientIp: undefined };
const convertForm = () => {
  const form = new FormData();
  for (const [name, value] of Object.entries({ action: 'convert', points: '1000', paymentPassword: '246810', idempotencyKey: KEY })) form.set(name, value);
  return form;
};
/** A client whose every call fails with `error`, recording the keys it was sent. */
const failingWith = (error: Error, keys: string[]) => () => ({
  call: async (_call: unknown, params: unknown) => {
    keys.push((params as { idempotencyKey: string }).idempotencyKey);
    throw error;
  },
});

describe('a posted mall form', () => {
  it('keeps its idempotency key when no answer came, so sending it again cannot convert twice', async () => {
    const keys: string[] = [];
    const outcome = await mallPost(convertForm(), context, failingWith(new PlatformError('timeout', 'timed out'), keys) as never);
    expect(keys).toEqual([KEY]);
    expect(outcome).toMatchObject({ kind: 'error', errors: [{ field: 'form', key: 'mall.error.generic' }], retryKey: KEY });
  });

  it('ends as a guest when the platform has ended the session, with its reason for the login page (issue 34 item 18)', async () => {
    const limit = new PlatformError('unauthorized', 'Your session-time limit has ended this session.', {
      status: 401,
      errorCode: 'UNAUTHORIZED',
      value: { ended: 'sessionLimit' },
    });
    expect(await mallPost(convertForm(), context, failingWith(limit, []) as never)).toEqual({ kind: 'guest', ended: 'sessionLimit' });
    const expired = new PlatformError('unauthorized', 'Please log in.', { status: 401, errorCode: 'UNAUTHORIZED' });
    expect(await mallPost(convertForm(), context, failingWith(expired, []) as never)).toEqual({ kind: 'guest' });
  });

  it('drops the key after a refusal: the answer ended that action', async () => {
    const refused = new PlatformError('rejected', 'The payment password is wrong.', { errorCode: 'VALIDATION', value: { field: 'paymentPassword' } });
    const outcome = await mallPost(convertForm(), context, failingWith(refused, []) as never);
    expect(outcome).toEqual({
      kind: 'error',
      request: { action: 'convert', points: 1000, paymentPassword: '246810', idempotencyKey: KEY },
      errors: [{ field: 'paymentPassword', message: 'The payment password is wrong.' }],
    });
  });

  const deliveryForm = () => {
    const form = new FormData();
    const fields = { action: 'delivery', redemptionId: '41', paymentPassword: '246810', delivery: '1', sizes: '' };
    for (const [name, value] of Object.entries({ ...fields, recipient: 'Lia Cruz', address: '12 Mabini St, Makati City 1210', phone: '0917 123 4567' }))
      form.set(name, value);
    return form;
  };

  it('shows a refused change of delivery details under the field the platform names, or for the whole form once it has shipped, with what was typed', async () => {
    const phone = new PlatformError('rejected', 'Enter a phone number the courier can call.', { errorCode: 'VALIDATION', value: { field: 'phone' } });
    expect(await mallPost(deliveryForm(), context, failingWith(phone, []) as never)).toMatchObject({
      kind: 'error',
      request: { action: 'delivery', redemptionId: 41, paymentPassword: '246810', delivery: { recipient: 'Lia Cruz', phone: '0917 123 4567' } },
      errors: [{ field: 'phone', message: 'Enter a phone number the courier can call.' }],
    });
    const shipped = new PlatformError('rejected', 'This item has been shipped.', { errorCode: 'REDEMPTION_CLOSED', value: { state: 'delivered' } });
    const outcome = await mallPost(deliveryForm(), context, failingWith(shipped, []) as never);
    expect(outcome).toMatchObject({ kind: 'error', errors: [{ field: 'form', message: 'This item has been shipped.' }] });
    expect(outcome).not.toHaveProperty('retryKey');
  });
});
