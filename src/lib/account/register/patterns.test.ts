import { describe, expect, it } from 'vitest';
import { en, ty } from '../../i18n/catalogues';
import { PATTERN_COUNT, PATTERNS, patternKey, patternMessage } from './patterns';
import { formatMessage } from './validate';

const lookup = (catalogue: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], catalogue);

describe('patternMessage', () => {
  it('fills min and max, or one number when they are equal', () => {
    expect(patternMessage(2, 7, 20)).toEqual({ key: 'register.pattern.reg_pattern_2', params: { min: 7, max: 20 } });
    expect(patternMessage(5, 6, 6)).toEqual({ key: 'register.patternExact.reg_pattern_5', params: { length: 6 } });
  });

  it("takes the pattern's usual bounds for the ones the setting leaves out", () => {
    expect(patternMessage(1, null, null)).toEqual({ key: 'register.pattern.reg_pattern_1', params: { min: 2, max: 15 } });
    expect(patternMessage(0, 4, null)).toEqual({ key: 'register.pattern.reg_pattern_0', params: { min: 4, max: 20 } });
    expect(patternMessage(0, null, 10)).toEqual({ key: 'register.pattern.reg_pattern_0', params: { min: 1, max: 10 } });
    expect(patternMessage(3, null, null)).toEqual({ key: 'register.patternExact.reg_pattern_3', params: { length: 4 } });
    // A bound beyond the usual one still gives a sensible range.
    expect(patternMessage(5, 8, null)).toEqual({ key: 'register.patternExact.reg_pattern_5', params: { length: 8 } });
  });

  it('falls back to the generic text for an id the site does not know', () => {
    expect(patternMessage(99, 1, 5).key).toBe('register.pattern.reg_pattern_0');
  });
});

describe('the 24 pattern texts', () => {
  it('has ids 0 to 23 in order', () => {
    expect(PATTERNS.map((info) => info.id)).toEqual(Array.from({ length: PATTERN_COUNT }, (_, id) => id));
  });

  for (const [language, catalogue] of [
    ['en', en],
    ['ty', ty],
  ] as const) {
    it(`exists in ${language} in both variants, and reads without placeholders once filled`, () => {
      for (const { id } of PATTERNS) {
        const range = lookup(catalogue, patternKey(id, false));
        const fixed = lookup(catalogue, patternKey(id, true));
        expect(typeof range, `${language} range ${id}`).toBe('string');
        expect(typeof fixed, `${language} exact ${id}`).toBe('string');
        // The date formats are fixed texts; every other text states its bounds.
        if (id !== 12 && id !== 13) {
          expect(range, `${language} range ${id}`).toMatch(/{{min}}[\s\S]*{{max}}/);
          expect(fixed, `${language} exact ${id}`).toMatch(/{{length}}/);
          expect(fixed, `${language} exact ${id}`).not.toMatch(/{{min}}|{{max}}/);
        }
        expect(formatMessage(String(range), { min: 2, max: 9 })).not.toMatch(/{{/);
        expect(formatMessage(String(fixed), { length: 6 })).not.toMatch(/{{/);
      }
    });
  }

  it('states the seeded meanings in the English texts', () => {
    const text = (id: number) => String(lookup(en, patternKey(id, false)));
    expect(text(0)).toMatch(/letters and numbers only/i);
    expect(text(1)).toMatch(/start with a letter/i);
    expect(text(2)).toMatch(/^Please fill in your password with {{min}} - {{max}} characters/);
    expect(text(3)).toMatch(/digits/i);
    expect(text(4)).toMatch(/CAPITAL/);
    expect(text(5)).toMatch(/payment password/i);
    expect(text(6)).toMatch(/e-mail/i);
    expect(text(7)).toMatch(/^Phone number format is incorrect/);
    expect(text(12)).toMatch(/yyyy-MM-dd/);
    expect(text(13)).toMatch(/MM-dd-yyyy/);
    expect(text(15)).toMatch(/^Please enter a valid mobile number/);
  });
});
