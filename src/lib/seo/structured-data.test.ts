import { describe, expect, it } from 'vitest';
import { localeByCode } from '../i18n/locales';
import { breadcrumbList, graph, organization, serializeJsonLd, webSite } from './structured-data';

const context = { siteUrl: 'https://www.example.com', locale: localeByCode('TY')!, siteName: 'Lucky Star' };

describe('structured data', () => {
  it('names one organisation for every language, with its logo', () => {
    expect(organization(context)).toEqual({
      '@type': 'Organization',
      '@id': 'https://www.example.com/#organization',
      name: 'Lucky Star',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/logo.png',
    });
    expect(organization({ ...context, locale: localeByCode('EN')! })['@id']).toBe('https://www.example.com/#organization');
  });

  it('describes the site in its language with a search that goes to the help search', () => {
    const site = webSite({ ...context, locale: localeByCode('AR')! });
    expect(site).toMatchObject({
      '@type': 'WebSite',
      url: 'https://www.example.com/ar/',
      inLanguage: 'ar',
      publisher: { '@id': 'https://www.example.com/#organization' },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: 'https://www.example.com/ar/help?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    });
  });

  it('numbers breadcrumbs from 1 with localized absolute URLs, queries kept', () => {
    const list = breadcrumbList({ ...context, locale: localeByCode('EN')! }, [
      { name: 'Home', path: '/' },
      { name: 'Promotions', path: '/promotions' },
      { name: 'Welcome bonus', path: '/promoDetail?id=3' },
    ]);
    expect(list['itemListElement']).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.com/en/' },
      { '@type': 'ListItem', position: 2, name: 'Promotions', item: 'https://www.example.com/en/promotions' },
      { '@type': 'ListItem', position: 3, name: 'Welcome bonus', item: 'https://www.example.com/en/promoDetail?id=3' },
    ]);
  });

  it('serialises so that no text can close the script element, and reads back the same', () => {
    const hostile = { name: '</script><script>alert(1)</script> <!-- & \u2028' };
    const text = serializeJsonLd(graph([hostile]));
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)['@graph'][0]).toEqual(hostile);
    expect(JSON.parse(text)['@context']).toBe('https://schema.org');
  });
});
