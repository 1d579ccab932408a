import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../contract/envelope';
import type { MinorUnits } from '../../contract/money';
import { actionKeys } from './action-key';
import { bonusPreview, feeKey, feeOf, orderParam, pollDelay, settledFrom } from './deposit';
import { checkTyped, refusalError } from './errors';

const m = (value: number) => value as MinorUnits;

describe('actionKeys', () => {
  it('keeps the key for a retry of the same unanswered action, makes a new one after an answer or for another action', () => {
    let n = 0;
    const keys = actionKeys(() => `key-${++n}`);
    expect(keys.keyFor('MAIN>SABA:100')).toBe('key-1');
    expect(keys.keyFor('MAIN>SABA:100')).toBe('key-1');
    expect(keys.keyFor('MAIN>SABA:200')).toBe('key-2');
    keys.settled();
    expect(keys.keyFor('MAIN>SABA:200')).toBe('key-3');
  });
});

describe('amounts and refusals', () => {
  it('classifies what the player typed, under the amount field, with the limit in the page language', () => {
    const cases: [string, string][] = [
      ['', 'wallet.errors.empty'],
      ['abc', 'wallet.errors.notANumber'],
      ['-5', 'wallet.errors.negative'],
      ['1.234', 'wallet.errors.tooManyDecimals'],
      ['0', 'wallet.errors.zero'],
      ['2000', 'wallet.errors.aboveBalance'],
    ];
    for (const [typed, key] of cases) {
      const check = checkTyped(typed, { balance: m(100_000) }, 'en-PH', 'PHP');
      expect(check.ok ? null : check.error, typed).toMatchObject({ field: 'amount', key });
    }
    const below = checkTyped('100', { min: m(50_000) }, 'en-PH', 'PHP');
    expect(below.ok ? null : below.error).toMatchObject({ key: 'wallet.errors.belowMinimum', values: { limit: '₱500.00' } });
    expect(checkTyped('1,000.50', {}, 'en-PH', 'PHP')).toEqual({ ok: true, minor: 100_050 });
  });

  it('puts a platform refusal under the field it names, a lost connection above the form', () => {
    const refused = (errorCode: string, value?: unknown) => new PlatformError('rejected', 'platform text', { errorCode, value });
    expect(refusalError(refused('VALIDATION', { field: 'amount' }))).toMatchObject({ field: 'amount', text: 'platform text' });
    expect(refusalError(refused('CHANNEL_CLOSED', { field: 'channel' }))).toMatchObject({ field: 'channel', key: 'wallet.errors.channelClosed' });
    expect(refusalError(refused('INSUFFICIENT_FUNDS', { field: 'amount' }))).toMatchObject({ field: 'amount', key: 'wallet.errors.insufficient' });
    expect(refusalError(refused('VALIDATION', { field: 'promotionId' }))).toMatchObject({ field: 'promotion', text: 'platform text' });
    expect(refusalError(new PlatformError('network', 'x'))).toEqual({ field: 'form', key: 'wallet.network' });
  });
});

describe('deposits', () => {
  it('computes the fee as the platform does (rounded up) and picks its sentence', () => {
    expect(feeOf({ feeFixed: m(0), feeBps: 150 }, m(50_000))).toBe(750);
    expect(feeOf({ feeFixed: m(1_000), feeBps: 0 }, m(50_000))).toBe(1_000);
    expect(feeOf({ feeFixed: m(0), feeBps: 150 }, m(101))).toBe(2);
    expect(feeKey({ feeFixed: m(0), feeBps: 0 })).toBe('feeNone');
    expect(feeKey({ feeFixed: m(1), feeBps: 5 })).toBe('feeBoth');
  });

  it('polls only a pending order and tells when it settled', () => {
    expect(pollDelay('PENDING')).toBe(3_000);
    expect(pollDelay('PAID')).toBeUndefined();
    expect(settledFrom('PENDING', 'PAID')).toBe('PAID');
    expect(settledFrom('PENDING', 'PENDING')).toBeNull();
    expect(settledFrom(undefined, 'PAID')).toBeNull();
    expect(orderParam('DP20261121ABC234')).toBe('DP20261121ABC234');
    expect(orderParam('<script>')).toBeNull();
  });

  it('previews a bonus as the platform grants it: the share rounded down, at most the cap, turnover on deposit and bonus', () => {
    const reload = { percentBps: 1_000, maxBonus: m(100_000), turnoverMultiple: 5 };
    expect(bonusPreview(reload, m(33_333))).toEqual({ bonus: 3_333, turnover: (33_333 + 3_333) * 5 });
    expect(bonusPreview(reload, m(2_000_000))).toEqual({ bonus: 100_000, turnover: 2_100_000 * 5 });
  });
});
