import { describe, expect, it } from 'vitest';
import { getT, markedText, resolveText } from './i18n.server';
import { languageMark } from './language-mark';
import { localeByCode } from './locales';

const AR = localeByCode('AR')!;
const EN = localeByCode('EN')!;
const CN = localeByCode('CN')!;

describe('resolveText', () => {
  it('says a string came from the page language when the catalogue has it', () => {
    const resolved = resolveText(getT('CN'), 'error.network');
    expect(resolved).toEqual({ text: '网络连接异常，请重试', locale: CN });
  });

  it('says a string fell back to English when the catalogue lacks it', () => {
    // The Arabic catalogue has no copy of the login form yet: that string is English.
    const resolved = resolveText(getT('AR'), 'login.submit');
    expect(resolved).toEqual({ text: 'Log in', locale: EN });
  });

  it('interpolates like t', () => {
    expect(resolveText(getT('EN'), 'help.updated', { date: '1 May' }).text).toBe('Last updated 1 May');
  });
});

describe('languageMark', () => {
  it('marks English fallback text in a right-to-left page as English, left to right', () => {
    expect(languageMark(resolveText(getT('AR'), 'login.submit').locale, AR)).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('marks nothing when the text is in the page language', () => {
    expect(languageMark(resolveText(getT('AR'), 'language.label').locale, AR)).toEqual({});
  });

  it('marks right-to-left text shown in a left-to-right page', () => {
    expect(languageMark(AR, EN)).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('markedText', () => {
  it('gives the text and the mark an Arabic page needs for an English fallback', () => {
    expect(markedText(getT('AR'), AR, 'login.submit')).toEqual({ text: 'Log in', mark: { lang: 'en', dir: 'ltr' } });
    expect(markedText(getT('AR'), AR, 'language.label').mark).toEqual({});
  });
});
