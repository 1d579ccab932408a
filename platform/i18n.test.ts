import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FIELD_LABELS, MESSAGE_LANGUAGES, MESSAGE_TABLES, messageLanguage, translator } from './i18n';

/** The site's complete languages, read as text: the platform imports nothing from src/ but the contract. */
const locales = readFileSync(new URL('../src/lib/i18n/locales.ts', import.meta.url), 'utf8');
const COMPLETE_CODES = [...(locales.match(/COMPLETE_CODES[^=]*=\s*\[([^\]]*)\]/)?.[1] ?? '').matchAll(/'([^']+)'/g)].map((match) => match[1]);

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();

describe('platform messages', () => {
  it('is written in each of the site’s complete languages', () => {
    expect(COMPLETE_CODES.length).toBeGreaterThan(0);
    expect([...MESSAGE_LANGUAGES].sort()).toEqual([...COMPLETE_CODES].sort());
    expect(Object.keys(MESSAGE_TABLES).sort()).toEqual([...MESSAGE_LANGUAGES].sort());
    expect(Object.keys(FIELD_LABELS).sort()).toEqual([...MESSAGE_LANGUAGES].sort());
  });

  for (const language of MESSAGE_LANGUAGES) {
    it(`${language} has every message, with the same placeholders as English, and every field label`, () => {
      const table = MESSAGE_TABLES[language];
      expect(Object.keys(table).sort()).toEqual(Object.keys(MESSAGE_TABLES.EN).sort());
      for (const [key, english] of Object.entries(MESSAGE_TABLES.EN)) {
        const text = table[key as keyof typeof table];
        expect(text.trim(), `${language} ${key}`).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(english));
      }
      const labels = FIELD_LABELS[language];
      expect(Object.keys(labels).sort()).toEqual(Object.keys(FIELD_LABELS.EN).sort());
      for (const [field, label] of Object.entries(labels)) expect(label.trim(), `${language} ${field}`).not.toBe('');
    });
  }

  it('translates the messages rather than copying English into the other languages', () => {
    for (const language of MESSAGE_LANGUAGES.filter((code) => code !== 'EN')) {
      expect(MESSAGE_TABLES[language].invalidCredentials, language).not.toBe(MESSAGE_TABLES.EN.invalidCredentials);
      expect(MESSAGE_TABLES[language].fieldRequired, language).not.toBe(MESSAGE_TABLES.EN.fieldRequired);
    }
  });

  it('picks the language case-insensitively, English for any other or none', () => {
    expect(MESSAGE_LANGUAGES.map((code) => messageLanguage(code.toLowerCase()))).toEqual([...MESSAGE_LANGUAGES]);
    expect(messageLanguage('KO')).toBe('EN');
    expect(messageLanguage('PT-BR')).toBe('EN');
    expect(messageLanguage('')).toBe('EN');
    expect(messageLanguage(undefined)).toBe('EN');
    expect(messageLanguage('constructor')).toBe('EN');
  });

  it('fills placeholders and field labels in the request language, English by default', () => {
    expect(translator('EN')('fieldLength', { field: 'password', min: 7, max: 20 })).toBe('Please fill in your password with 7 - 20 characters');
    expect(translator('ty')('fieldRequired', { field: 'confirmPassword' })).toBe('Pakilagay ang kumpirmasyon ng password.');
    expect(translator('VI')('invalidInvitation')).toBe('Mã mời không hợp lệ');
    expect(translator('vi')('fieldRequired', { field: 'username' })).toBe('Vui lòng điền tên đăng nhập.');
    expect(translator('CN')('fieldLength', { field: 'password', min: 7, max: 20 })).toBe('请输入 7 - 20 个字符的密码');
    expect(translator('TH')('fieldFormat', { field: 'email' })).toBe('รูปแบบ อีเมล ไม่ถูกต้อง');
    expect(translator('id')('fieldTooShort', { field: 'paymentPassword', min: 6 })).toBe('Isi kata sandi pembayaran Anda minimal 6 karakter.');
    expect(translator('KO')('invalidInvitation')).toBe('Invalid invitation code');
    expect(translator(null)('userEmailUnknown')).toBe('Username/Email does not exist');
    expect(translator('EN')('smsBody', { site: 'Lucky', code: '012345' })).toContain('012345');
    for (const language of MESSAGE_LANGUAGES) {
      const sms = translator(language)('smsBody', { site: 'Lucky', code: '012345', minutes: 5 });
      expect(sms, language).toContain('012345');
      expect(sms, language).toContain('Lucky');
      expect(sms, language).not.toMatch(/\{\w+\}/);
    }
  });
});
