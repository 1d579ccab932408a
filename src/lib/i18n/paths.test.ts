import { describe, expect, it } from 'vitest';
import { localizedPath, stripLocale } from './paths';
import { localeByCode, localeByPath, ALL_LOCALES, DEFAULT_LOCALE_INFO } from './locales';
import { aliasTarget } from '../routes/aliases';
import { isValidLocaleParam } from '../routes/locale-param';

const EN = localeByCode('EN')!;

describe('locale paths', () => {
  it('keeps TY unprefixed and prefixes the others', () => {
    expect(localizedPath('/help/responsible-gaming', DEFAULT_LOCALE_INFO)).toBe('/help/responsible-gaming');
    expect(localizedPath('/help/responsible-gaming', EN)).toBe('/en/help/responsible-gaming');
    expect(localizedPath('/en/help/responsible-gaming', DEFAULT_LOCALE_INFO)).toBe('/help/responsible-gaming');
    expect(localizedPath('/', EN)).toBe('/en/');
    expect(localizedPath('/en/', DEFAULT_LOCALE_INFO)).toBe('/');
  });

  it('does not mistake a page for a locale', () => {
    expect(stripLocale('/english/page')).toBe('/english/page');
    expect(stripLocale('/en')).toBe('/');
  });

  it('knows all 33 platform codes, TY as Filipino', () => {
    expect(ALL_LOCALES).toHaveLength(33);
    expect(DEFAULT_LOCALE_INFO).toMatchObject({ code: 'TY', tag: 'fil', path: 'ty' });
    expect(ALL_LOCALES.filter((info) => info.dir === 'rtl').map((info) => info.code)).toEqual(['UR', 'AR', 'FA']);
    expect(localeByPath('EN')).toBe(EN);
    expect(localeByPath('xx')).toBe(DEFAULT_LOCALE_INFO);
  });

  it('validates the locale route parameter', () => {
    expect(isValidLocaleParam(undefined)).toBe(true);
    expect(isValidLocaleParam('en')).toBe(true);
    expect(isValidLocaleParam('ty')).toBe(false); // TY is unprefixed: /ty/… would duplicate pages
    expect(isValidLocaleParam('help')).toBe(false);
  });

  it('redirects the home aliases of docs/product.md §2 to one URL', () => {
    expect(aliasTarget('/index.html', ['ty', 'en'])).toBe('/');
    expect(aliasTarget('/home', ['ty', 'en'])).toBe('/');
    expect(aliasTarget('/en/index', ['ty', 'en'])).toBe('/en/');
    expect(aliasTarget('/help/home', ['ty', 'en'])).toBeNull();
  });
});
