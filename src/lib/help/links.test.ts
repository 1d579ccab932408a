import { describe, expect, it } from 'vitest';
import { checkHelpLinks, siteLinks } from './links';
import { localeByCode } from '../i18n/locales';

const EN = localeByCode('EN')!;
const TY = localeByCode('TY')!;
const slugs = new Set(['privacy', 'terms']);

describe('help article links', () => {
  it('finds the links into the site, not external ones', () => {
    expect(siteLinks('[a](/en/help/privacy) [b](https://x.example) [c](//evil.example) ![d](/badges/mga.svg "MGA") [e](/en/vip#levels)')).toEqual([
      '/en/help/privacy',
      '/badges/mga.svg',
      '/en/vip#levels',
    ]);
  });

  it('accepts links in the article language to articles that exist', () => {
    expect(checkHelpLinks('[p](/en/help/privacy) [v](/en/vip#levels) [home](/en/)', EN, slugs)).toEqual([]);
    expect(checkHelpLinks('[p](/help/privacy) [r](/register?referralCode=X)', TY, slugs)).toEqual([]);
  });

  it('names a link kept from another language and says what to write', () => {
    expect(checkHelpLinks('[p](/en/help/privacy#cookies)', TY, slugs)).toEqual([
      { href: '/en/help/privacy#cookies', message: 'links to another language: write /help/privacy#cookies' },
    ]);
    expect(checkHelpLinks('[v](/vip)', EN, slugs)).toEqual([{ href: '/vip', message: 'links to another language: write /en/vip' }]);
  });

  it('names a link to an article this language does not have', () => {
    expect(checkHelpLinks('[f](/en/help/faq)', EN, slugs)).toEqual([{ href: '/en/help/faq', message: 'there is no help article "faq" in this language' }]);
  });
});
