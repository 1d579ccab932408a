import { describe, expect, it } from 'vitest';
import { ALL_LOCALES, localeByCode } from '../i18n/locales';
import { barePath, hreflangAlternates, pageLocales, pageUrl, xDefaultLocale } from './urls';

const SITE = 'https://www.example.com';
const at = (code: string) => localeByCode(code)!;

describe('page URLs', () => {
  it('puts the localized path on SITE_URL, TY unprefixed and home with its slash', () => {
    expect(pageUrl(SITE, '/help/terms', at('TY'))).toBe('https://www.example.com/help/terms');
    expect(pageUrl(SITE, '/help/terms', at('PT-BR'))).toBe('https://www.example.com/pt-br/help/terms');
    expect(pageUrl(SITE, '/', at('TY'))).toBe('https://www.example.com/');
    expect(pageUrl(SITE, '/', at('AR'))).toBe('https://www.example.com/ar/');
  });

  it('keeps a query that belongs to the address, with or without its "?"', () => {
    expect(pageUrl(SITE, '/promoDetail', at('EN'), '?id=3')).toBe('https://www.example.com/en/promoDetail?id=3');
    expect(pageUrl(SITE, '/promoDetail', at('EN'), 'id=3')).toBe('https://www.example.com/en/promoDetail?id=3');
    expect(pageUrl(SITE, '/promoDetail', at('EN'), '?')).toBe('https://www.example.com/en/promoDetail');
  });

  it('spells every page one way: no locale prefix, no trailing slash', () => {
    expect(barePath('/en/help/terms/')).toBe('/help/terms');
    expect(barePath('/en')).toBe('/');
    expect(barePath('/en/')).toBe('/');
    expect(barePath('/rng')).toBe('/rng');
  });
});

describe('hreflang', () => {
  it('lists every locale by default, then x-default on the Filipino version', () => {
    const alternates = hreflangAlternates(SITE, '/rng', pageLocales(undefined));
    expect(alternates).toHaveLength(ALL_LOCALES.length + 1);
    expect(alternates[0]).toEqual({ hreflang: 'fil', href: 'https://www.example.com/rng' });
    expect(alternates).toContainEqual({ hreflang: 'zh-Hans', href: 'https://www.example.com/cn/rng' });
    expect(alternates.at(-1)).toEqual({ hreflang: 'x-default', href: 'https://www.example.com/rng' });
  });

  it('falls back to English, then the first version, for x-default', () => {
    expect(xDefaultLocale(pageLocales(['VI', 'EN']))?.code).toBe('EN');
    expect(xDefaultLocale(pageLocales(['TH', 'VI']))?.code).toBe('VI');
    expect(xDefaultLocale([])).toBeUndefined();
    expect(hreflangAlternates(SITE, '/help/faq', [])).toEqual([]);
  });

  it('orders the locales of a page as the site does and ignores unknown codes', () => {
    expect(pageLocales(['EN', 'XX', 'TY', 'pt-br']).map((info) => info.code)).toEqual(['TY', 'EN', 'PT-BR']);
  });

  it('gives every version of a page the same set (return links)', () => {
    const locales = pageLocales(['TY', 'EN', 'AR']);
    const set = hreflangAlternates(SITE, '/en/help/terms', locales);
    expect(hreflangAlternates(SITE, '/ar/help/terms', locales)).toEqual(set);
    expect(hreflangAlternates(SITE, '/help/terms', locales)).toEqual(set);
  });
});
