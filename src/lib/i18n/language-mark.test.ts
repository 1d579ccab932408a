import { describe, expect, it } from 'vitest';
import { catalogues as realCatalogues, createT, getT, markedText, resolveText, translationResources } from './i18n.server';
import { coverage, type CatalogueTree } from './coverage';
import { languageMark } from './language-mark';
import { PUBLISHED_LOCALES, localeByCode } from './locales';

const AR = localeByCode('AR')!;
const EN = localeByCode('EN')!;
const CN = localeByCode('CN')!;
const SV = localeByCode('SV')!;

/** Catalogues with a gap in a right-to-left and a left-to-right language, whatever the real ones hold. */
const catalogues = {
  en: { login: { submit: 'Log in', optional: '(optional)' }, count_one: '{{count}} game', count_other: '{{count}} games' },
  ar: { login: { submit: 'تسجيل الدخول' } },
  sv: { login: { submit: 'Logga in' } },
};
// These catalogues are the test's own, not the English source the keys are typed from.
type LooseT = (key: string, options?: Record<string, unknown>) => string;
const arabic = createT('AR', catalogues);
const swedish = createT('SV', catalogues);
const loose = (t: unknown): LooseT => t as LooseT;

describe('createT', () => {
  it('gives a right-to-left page its missing strings in English, isolated left to right', () => {
    expect(loose(arabic)('login.submit')).toBe('تسجيل الدخول');
    expect(loose(arabic)('login.optional')).toBe('\u2066(optional)\u2069');
    expect(loose(arabic)('count', { count: 3 })).toBe('\u20663 games\u2069');
  });

  it('gives a left-to-right page plain English for what it lacks', () => {
    expect(loose(swedish)('login.optional')).toBe('(optional)');
  });
});

describe('resolveText', () => {
  it('says a string came from the page language when the catalogue has it', () => {
    expect(resolveText(getT('CN'), 'error.network')).toEqual({ text: '网络连接异常，请重试', locale: CN });
    expect(resolveText(arabic, 'login.submit')).toEqual({ text: 'تسجيل الدخول', locale: AR });
  });

  it('says a string fell back to English, unwrapped, when the catalogue lacks it', () => {
    expect(resolveText(arabic, 'login.optional')).toEqual({ text: '(optional)', locale: EN });
    expect(resolveText(swedish, 'login.optional')).toEqual({ text: '(optional)', locale: EN });
  });

  it('interpolates like t', () => {
    expect(resolveText(getT('EN'), 'help.updated', { date: '1 May' }).text).toBe('Last updated 1 May');
  });
});

describe('languageMark', () => {
  it('marks English fallback text in a right-to-left page as English, left to right', () => {
    expect(languageMark(resolveText(arabic, 'login.optional').locale, AR)).toEqual({ lang: 'en', dir: 'ltr' });
  });

  it('marks nothing when the text is in the page language', () => {
    expect(languageMark(resolveText(arabic, 'login.submit').locale, AR)).toEqual({});
  });

  it('marks right-to-left text shown in a left-to-right page', () => {
    expect(languageMark(AR, EN)).toEqual({ lang: 'ar', dir: 'rtl' });
  });
});

describe('markedText', () => {
  it('gives the text and the mark a page needs for an English fallback', () => {
    expect(markedText(arabic, AR, 'login.optional')).toEqual({ text: '(optional)', mark: { lang: 'en', dir: 'ltr' } });
    expect(markedText(swedish, SV, 'login.optional')).toEqual({ text: '(optional)', mark: { lang: 'en', dir: 'ltr' } });
    expect(markedText(arabic, AR, 'login.submit').mark).toEqual({});
  });
});

describe('translationResources', () => {
  it('leave a right-to-left page nothing to fall back on unmarked: each English key is there', () => {
    const resources = translationResources(realCatalogues as Record<string, CatalogueTree>);
    const english = realCatalogues['en'] as CatalogueTree;
    for (const info of PUBLISHED_LOCALES.filter((locale) => locale.dir === 'rtl')) {
      expect(coverage(english, resources[info.path]!.translation).missing, info.code).toEqual([]);
    }
    expect(resources['en']!.translation).toBe(english);
  });
});
