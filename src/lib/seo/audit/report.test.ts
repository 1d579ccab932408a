import { describe, expect, it } from 'vitest';
import type { Problem } from './checks';
import { foldUrls, formatReport } from './report';

const SITE = 'https://site.example';

describe('the report', () => {
  it("folds a duplicate's pages by page and language", () => {
    expect(foldUrls([`${SITE}/de/rng`, `${SITE}/en/rng`, `${SITE}/fr/rng`, `${SITE}/en/`, `${SITE}/rng?page=PG`, 'https://other.example/x'], SITE)).toEqual([
      '/rng in en, de, fr',
      '/ in en',
      '/rng?page=PG in ty',
      'https://other.example/x',
    ]);
    expect(
      foldUrls(
        ['ar', 'fa', 'ur', 'en'].map((code) => `${SITE}/${code}/live`),
        SITE,
      ),
    ).toEqual(['/live in en, ur, ar, fa (4 languages)']);
  });

  it('groups problems by kind and folds the ones that differ only by language', () => {
    const problems: Problem[] = [
      { kind: 'duplicate title', url: '"Slots | Lucky Star"', message: 'on 2 pages', urls: [`${SITE}/en/rng`, `${SITE}/de/rng`] },
      { kind: 'broken link', url: `${SITE}/promotions`, message: 'answers 404', from: [`${SITE}/`, `${SITE}/rng`] },
      { kind: 'broken link', url: `${SITE}/en/promotions`, message: 'answers 404', from: [`${SITE}/en/`, `${SITE}/en/rng`, `${SITE}/en/live`] },
      { kind: 'broken link', url: `${SITE}/en/help/x`, message: 'answers 500 (sitemap)' },
      { kind: 'sitemap', url: `${SITE}/de/vip`, message: `listed in the sitemap but has its canonical at ${SITE}/en/vip` },
      { kind: 'sitemap', url: `${SITE}/fr/vip`, message: `listed in the sitemap but has its canonical at ${SITE}/en/vip` },
    ];
    expect(formatReport(problems, SITE).split('\n')).toEqual([
      '',
      'broken link (3)',
      '  /promotions: answers 404',
      '      in ty, en',
      '      from /, /rng, /live',
      '  /help/x: answers 500 (sitemap)',
      '      in en',
      '',
      'duplicate title (1)',
      '  "Slots | Lucky Star": on 2 pages',
      '      /rng in en, de',
      '',
      'sitemap (2)',
      '  /vip: listed in the sitemap but has its canonical at /en/vip',
      '      in de, fr',
    ]);
    expect(formatReport([], SITE)).toBe('');
  });
});
