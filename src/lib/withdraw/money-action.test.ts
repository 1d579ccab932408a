import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../contract/envelope';
import { ActionKey, refusalOf } from './money-action';

describe('the action key', () => {
  it('is kept until an answer arrives, then the next action gets a new one', () => {
    let n = 0;
    const key = new ActionKey(() => `key-${++n}`);
    expect(key.current()).toBe('key-1');
    expect(key.current()).toBe('key-1');
    key.settle(new PlatformError('network', 'offline'));
    expect(key.current()).toBe('key-1');
    key.settle(new PlatformError('rejected', 'wrong', { errorCode: 'VALIDATION' }));
    expect(key.current()).toBe('key-2');
    key.settle();
    expect(key.current()).toBe('key-3');
  });
});

describe('a refusal', () => {
  it('goes under the field the platform names, with the lock time of a locked payment password', () => {
    expect(refusalOf(new PlatformError('rejected', 'Too low', { errorCode: 'VALIDATION', value: { field: 'amount' } }))).toEqual({
      field: 'amount',
      message: 'Too low',
    });
    expect(
      refusalOf(
        new PlatformError('rejected', 'Locked', {
          errorCode: 'PAYMENT_PASSWORD_LOCKED',
          value: { field: 'paymentPassword', lockedUntil: '2026-11-21T10:30:00.000Z' },
        }),
      ),
    ).toEqual({ field: 'paymentPassword', message: 'Locked', lockedUntil: '2026-11-21T10:30:00.000Z' });
    expect(refusalOf(new PlatformError('rejected', 'No', { errorCode: 'FEATURE_DISABLED' }))).toEqual({ field: null, message: 'No' });
    expect(refusalOf(new PlatformError('network', 'offline'))).toBeNull();
  });
});
