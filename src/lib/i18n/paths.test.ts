import { describe, expect, it } from 'vitest';
import { localizedPath, stripLocale } from './paths';
import { localeByCode, localeByPath, ALL_LOCALES, DEFAULT_LOCALE_INFO } from './locales';
import { homeAliasTarget } from '../routes/aliases';
import { isValidLocaleParam } from '../routes/locale-param';
import { CATALOGUE_FILES, en, ty } from './catalogues';

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

  it('redirects the home aliases of SPEC §2 to one URL', () => {
    expect(homeAliasTarget('/index.html', ['ty', 'en'])).toBe('/');
    expect(homeAliasTarget('/home', ['ty', 'en'])).toBe('/');
    expect(homeAliasTarget('/en/index', ['ty', 'en'])).toBe('/en/');
    expect(homeAliasTarget('/help/home', ['ty', 'en'])).toBeNull();
  });
});

describe('catalogues', () => {
  const keys = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) =>
      typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('TY has exactly the keys of the English source, each translated', () => {
    expect(keys(ty).sort()).toEqual(keys(en).sort());
    const same = keys(en).filter((key) => {
      const get = (tree: object) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
      return get(en) === get(ty) && !/^(site\.name|footer\.copyright)$/.test(key);
    });
    // A handful of words are the same in Filipino (brand names, loanwords); most must differ.
    expect(same.length).toBeLessThan(keys(en).length / 4);
  });

  it('gives every top-level key to one file of a language', () => {
    for (const files of Object.values(CATALOGUE_FILES)) {
      const owners = files.flatMap((file) => Object.keys(file));
      expect(owners.length).toBe(new Set(owners).size);
    }
  });

  it('keeps every interpolation placeholder', () => {
    const placeholders = (text: string) => (text.match(/{{\w+}}/g) ?? []).sort().join();
    const walk = (a: object, b: object): void => {
      for (const [key, value] of Object.entries(a)) {
        const other = (b as Record<string, unknown>)[key];
        if (typeof value === 'string') expect(placeholders(String(other)), key).toBe(placeholders(value));
        else walk(value as object, other as object);
      }
    };
    walk(en, ty);
  });
});
