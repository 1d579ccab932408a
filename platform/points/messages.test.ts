import { describe, expect, it } from 'vitest';
import { MESSAGE_LANGUAGES } from '../i18n';
import { POINTS_TABLES, pointsText } from './messages';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('points mall messages', () => {
  for (const language of MESSAGE_LANGUAGES) {
    it(`${language} has every message, translated, with the same placeholders as English`, () => {
      const table = POINTS_TABLES[language];
      expect(Object.keys(table).sort()).toEqual(Object.keys(POINTS_TABLES.EN).sort());
      for (const [key, english] of Object.entries(POINTS_TABLES.EN)) {
        const text = table[key as keyof typeof table];
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
        if (language !== 'EN') expect(text, `${language} ${key} is translated`).not.toBe(english);
      }
    });
  }

  it('picks the language by code and fills placeholders', () => {
    expect(pointsText('ty')('tooFewPoints', { need: 300, have: 120 })).toBe('Kailangan mo ng 300 points para dito; mayroon kang 120.');
    expect(pointsText('KO')('outOfStock')).toBe('This item is out of stock.');
  });
});
