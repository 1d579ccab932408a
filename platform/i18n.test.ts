import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, MESSAGE_TABLES, translator } from './i18n';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('platform messages', () => {
  it('has every message in English and Filipino, with the same placeholders', () => {
    expect(Object.keys(MESSAGE_TABLES.TY).sort()).toEqual(Object.keys(MESSAGE_TABLES.EN).sort());
    for (const [key, english] of Object.entries(MESSAGE_TABLES.EN)) {
      const filipino = MESSAGE_TABLES.TY[key as keyof typeof MESSAGE_TABLES.TY];
      expect(placeholders(filipino), key).toEqual(placeholders(english));
    }
    expect(Object.keys(FIELD_LABELS.TY).sort()).toEqual(Object.keys(FIELD_LABELS.EN).sort());
  });

  it('fills placeholders and field labels in the request language, English by default', () => {
    expect(translator('EN')('fieldLength', { field: 'password', min: 7, max: 20 })).toBe('Please fill in your password with 7 - 20 characters');
    expect(translator('ty')('fieldRequired', { field: 'confirmPassword' })).toBe('Pakilagay ang kumpirmasyon ng password.');
    expect(translator('VI')('invalidInvitation')).toBe('Invalid invitation code');
    expect(translator(null)('userEmailUnknown')).toBe('Username/Email does not exist');
    expect(translator('EN')('smsBody', { site: 'Lucky', code: '012345' })).toContain('012345');
  });
});
