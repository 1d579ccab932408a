import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JACKPOT_STEP_MINOR, JACKPOT_STEP_MS, jackpotValue, msUntilNextStep, refigure, rollerParts } from './jackpot';
import { formatMoney, type MinorUnits } from '../../contract/money';

const WEEK = 7 * 24 * 60 * 60 * 1000;
const at = Date.UTC(2026, 10, 21, 12, 0, 0);

describe('jackpotValue', () => {
  it('is the same for the same moment (server render and hydration agree)', () => {
    expect(jackpotValue(at)).toBe(jackpotValue(at));
    expect(jackpotValue(at + 1)).toBe(jackpotValue(at));
  });

  it('grows by exactly 165.11 every 3000 ms, without floating-point drift', () => {
    const start = at - (at % JACKPOT_STEP_MS);
    expect(jackpotValue(start + JACKPOT_STEP_MS - 1)).toBe(jackpotValue(start));
    expect(jackpotValue(start + JACKPOT_STEP_MS)).toBe(jackpotValue(start) + JACKPOT_STEP_MINOR);
    const later = jackpotValue(start + 1000 * JACKPOT_STEP_MS);
    expect(later - jackpotValue(start)).toBe(1000 * 16_511);
    expect(Number.isSafeInteger(later)).toBe(true);
  });

  it('starts a new cycle from its base each week, and stays between base and a week of steps', () => {
    const cycleStart = Math.floor(at / WEEK) * WEEK;
    expect(jackpotValue(cycleStart)).toBe(800_000_000);
    expect(jackpotValue(cycleStart + WEEK)).toBe(800_000_000);
    const top = jackpotValue(cycleStart + WEEK - 1);
    expect(top).toBe(800_000_000 + (WEEK / JACKPOT_STEP_MS - 1) * JACKPOT_STEP_MINOR);
    expect(jackpotValue(at)).toBeGreaterThanOrEqual(800_000_000);
    expect(jackpotValue(at)).toBeLessThanOrEqual(top);
  });

  describe('with a fake clock', () => {
    beforeEach(() => {
      vi.useFakeTimers();
      vi.setSystemTime(at + 1_234);
    });
    afterEach(() => vi.useRealTimers());

    it('changes once per step when read at each step boundary', () => {
      const readings: number[] = [jackpotValue(Date.now())];
      let delay = msUntilNextStep(Date.now());
      for (let i = 0; i < 3; i += 1) {
        vi.advanceTimersByTime(delay);
        readings.push(jackpotValue(Date.now()));
        delay = msUntilNextStep(Date.now());
        expect(delay).toBe(JACKPOT_STEP_MS);
      }
      const steps = readings.slice(1).map((value, index) => value - readings[index]!);
      expect(steps).toEqual([JACKPOT_STEP_MINOR, JACKPOT_STEP_MINOR, JACKPOT_STEP_MINOR]);
    });
  });
});

describe('msUntilNextStep', () => {
  it('counts down to the next 3000 ms boundary', () => {
    const boundary = at - (at % JACKPOT_STEP_MS);
    expect(msUntilNextStep(boundary)).toBe(JACKPOT_STEP_MS);
    expect(msUntilNextStep(boundary + 1)).toBe(JACKPOT_STEP_MS - 1);
    expect(msUntilNextStep(boundary + 2_999)).toBe(1);
  });
});

describe('rollerParts', () => {
  it('turns digits into strips and keeps separators and signs', () => {
    expect(rollerParts('₱1,2.05')).toEqual([
      { kind: 'symbol', text: '₱' },
      { kind: 'digit', digit: 1 },
      { kind: 'symbol', text: ',' },
      { kind: 'digit', digit: 2 },
      { kind: 'symbol', text: '.' },
      { kind: 'digit', digit: 0 },
      { kind: 'digit', digit: 5 },
    ]);
  });

  it('reads back as the formatted amount', () => {
    const formatted = formatMoney(jackpotValue(at), 'fil');
    expect(
      rollerParts(formatted)
        .map((part) => (part.kind === 'digit' ? String(part.digit) : part.text))
        .join(''),
    ).toBe(formatted);
  });
});

describe('refigure', () => {
  const from = 812_345_678 as MinorUnits;
  const to = (from + 3 * JACKPOT_STEP_MINOR) as MinorUnits;
  // Latin digits with different separators, the Arabic-Indic and Devanagari digits, a currency
  // sign before and after the number.
  const locales = ['en', 'fil', 'de', 'fr', 'ar-EG', 'hi-IN-u-nu-deva', 'th-TH-u-nu-thai'];

  it.each(locales)('draws exactly what Intl would for the next figure of the same length (%s)', (locale) => {
    for (const currency of [null, 'PHP', 'VND']) {
      expect(refigure(formatMoney(from, locale, currency), from, to)).toBe(formatMoney(to, locale, currency));
    }
  });

  it('says it cannot when the figure gains a digit, or when the text does not hold the amount', () => {
    expect(refigure(formatMoney(999_999_999 as MinorUnits, 'en'), 999_999_999, 1_000_016_510)).toBeNull();
    expect(refigure('1.00', from, to)).toBeNull();
    expect(refigure(formatMoney(from, 'en'), -1, 5)).toBeNull();
  });
});
