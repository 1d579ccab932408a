import { describe, expect, it } from 'vitest';
import { localeByCode } from '../i18n/locales';
import { askedLanguage, contentLanguage, fallbackTarget } from './fallback';

const DE = localeByCode('DE')!;
const EN = localeByCode('EN')!;
const TH = localeByCode('TH')!;

describe('content in a language it is not written in', () => {
  it('shows the chosen language where the content exists', () => {
    expect(contentLanguage(TH, ['TY', 'EN', 'TH'])).toBe(TH);
    expect(fallbackTarget('/help/faq', TH, ['TY', 'EN', 'TH'])).toBeNull();
  });

  it('otherwise goes to English with the asked language named', () => {
    expect(contentLanguage(DE, ['TY', 'EN', 'TH'])).toBe(EN);
    expect(fallbackTarget('/landing/sabong', DE, ['TY', 'EN'])).toBe('/en/landing/sabong?asked=DE');
  });

  it('without English, to another written language, the unprefixed default last', () => {
    expect(fallbackTarget('/help/x', DE, ['TY', 'TH'])).toBe('/th/help/x?asked=DE');
    expect(fallbackTarget('/help/x', DE, ['TY'])).toBe('/help/x?asked=DE');
  });

  it('is a 404 when written in no language', () => {
    expect(fallbackTarget('/help/nothing', DE, [])).toBeNull();
  });

  it('names the asked language only when the content is missing there', () => {
    expect(askedLanguage(new URL('http://x/en/help/faq?asked=DE'), EN, ['EN', 'TY'])).toBe(DE);
    expect(askedLanguage(new URL('http://x/en/help/faq?asked=TY'), EN, ['EN', 'TY'])).toBeNull();
    expect(askedLanguage(new URL('http://x/en/help/faq?asked=EN'), EN, ['EN'])).toBeNull();
    expect(askedLanguage(new URL('http://x/en/help/faq?asked=XX'), EN, ['EN'])).toBeNull();
    expect(askedLanguage(new URL('http://x/en/help/faq'), EN, ['EN'])).toBeNull();
  });
});
