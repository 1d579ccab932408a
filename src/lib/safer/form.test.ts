import { describe, expect, it } from 'vitest';
import { countdown, formOf, percentUsed, readSaferForm } from './form';

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

describe('readSaferForm', () => {
  it('reads a money limit as wire major units, typed the way the locale writes it', () => {
    expect(readSaferForm(form({ action: 'limit', kind: 'deposit', period: 'day', amount: '1,234.50' }), 'en-PH')).toEqual({
      ok: true,
      request: { action: 'limit', kind: 'deposit', period: 'day', amount: 1234.5 },
    });
    expect(readSaferForm(form({ action: 'limit', kind: 'loss', period: 'month', amount: '', intent: 'remove' }), 'en-PH')).toEqual({
      ok: true,
      request: { action: 'limit', kind: 'loss', period: 'month', amount: null },
    });
  });

  it('refuses a bad amount under its own form, and unknown kinds or periods', () => {
    for (const amount of ['abc', '0', '']) {
      expect(readSaferForm(form({ action: 'limit', kind: 'wager', period: 'week', amount }), 'en-PH')).toEqual({
        ok: false,
        error: { form: 'limit-wager-week', key: 'safer.error.amount', typed: amount },
      });
    }
    // Named exactly where the money forms name it, and the typed text kept for the field.
    expect(readSaferForm(form({ action: 'limit', kind: 'wager', period: 'week', amount: '100.999' }), 'en-PH')).toEqual({
      ok: false,
      error: { form: 'limit-wager-week', key: 'wallet.errors.tooManyDecimals', typed: '100.999' },
    });
    expect(readSaferForm(form({ action: 'limit', kind: 'wager', period: 'week', amount: '-5' }), 'en-PH')).toMatchObject({
      error: { key: 'wallet.errors.negative', typed: '-5' },
    });
    expect(readSaferForm(form({ action: 'limit', kind: 'bonus', period: 'week', amount: '5' }), 'en-PH').ok).toBe(false);
    expect(readSaferForm(form({ action: 'limit', kind: 'loss', period: 'year', amount: '5' }), 'en-PH').ok).toBe(false);
  });

  it('reads the session limit (15 to 1440 whole minutes) and the reality-check interval', () => {
    expect(readSaferForm(form({ action: 'session', minutes: '90' }), 'en-PH')).toEqual({ ok: true, request: { action: 'session', minutes: 90 } });
    expect(readSaferForm(form({ action: 'session', minutes: '14' }), 'en-PH')).toMatchObject({ ok: false, error: { form: 'limit-session' } });
    expect(readSaferForm(form({ action: 'session', minutes: '1441' }), 'en-PH').ok).toBe(false);
    expect(readSaferForm(form({ action: 'session', minutes: '30.5' }), 'en-PH').ok).toBe(false);
    expect(readSaferForm(form({ action: 'reality', minutes: '45' }), 'en-PH')).toEqual({ ok: true, request: { action: 'reality', minutes: 45 } });
    expect(readSaferForm(form({ action: 'reality', minutes: '20' }), 'en-PH').ok).toBe(false);
  });

  it('takes only the offered time-out and exclusion lengths', () => {
    expect(readSaferForm(form({ action: 'block', kind: 'timeout', duration: '6w' }), 'en-PH')).toEqual({
      ok: true,
      request: { action: 'block', kind: 'timeout', duration: '6w' },
    });
    expect(readSaferForm(form({ action: 'block', kind: 'timeout', duration: '6m' }), 'en-PH').ok).toBe(false);
    expect(readSaferForm(form({ action: 'block', kind: 'exclusion', duration: 'indefinite' }), 'en-PH').ok).toBe(true);
    expect(formOf({ action: 'block', kind: 'exclusion', duration: '1y' })).toBe('exclusion');
  });
});

describe('countdown and progress', () => {
  it('counts whole minutes up, never below zero', () => {
    expect(countdown(24 * 3_600_000, 0)).toEqual({ hours: 24, minutes: 0 });
    expect(countdown(24 * 3_600_000, 1)).toEqual({ hours: 24, minutes: 0 });
    expect(countdown(24 * 3_600_000, 60_001)).toEqual({ hours: 23, minutes: 59 });
    expect(countdown(0, 5)).toEqual({ hours: 0, minutes: 0 });
  });

  it('fills the bar to 100 at most', () => {
    expect(percentUsed(400, 500)).toBe(80);
    expect(percentUsed(600, 500)).toBe(100);
  });
});
