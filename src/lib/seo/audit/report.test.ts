import { describe, expect, it } from 'vitest';
import type { Problem } from './checks';
import { foldUrls, formatReport } from './report';

const SITE = 'https://site.example';

describe('the report', () => {
  it('folds a duplicate\'s pages by page and language', () => {
    expect(foldUrls([`${SITE}/de/rng`, `${SITE}/en/rng`, `${SITE}/fr/rng`, `${SITE}/en/`, `${SITE}/rng?page=PG`, 'https://other.example/x'], SITE)).toEqual([
      '/rng in en, de, fr',
      '/ in en',
      '/rng?page=PG in ty',
      'https://other.example/x',
    ]);
    expect(foldUrls(['ar', 'fa', 'ur', 'en'].map((code) => `${SITE}/${code}/live`), SITE)).toEqual(['/live in en, ur, ar, fa (4 languages)']);
  });

  it('groups problems by kind and folds the ones that differ only by language', () => {
    const problems: Problem[] = [
      { kind: 'duplicate title', url: '"Slots | Lucky Star"', message: 'on 2 pages', urls: [`${SITE}/en/rng`, `${SITE}/de/rng`] },
      { kind: 'broken link', url: `${SITE}/promotions`, message: `answers 404 (from ${SITE}/, ${SITE}/rng)` },
      { kind: 'broken link', url: `${SITE}/en/promotions`, message: `answers 404 (from ${SITE}/en/, ${SITE}/en/rng)` },
      { kind: 'broken link', url: `${SITE}/en/help/x`, message: 'answers 500 (from /en/help)' },
    ];
    expect(formatReport(problems, SITE).split('\n')).toEqual([
      '',
      'broken link (3)',
      '  /promotions: answers 404 (from /, /rng)',
      '      in ty, en',
      '  /help/x: answers 500 (from /help)',
      '      in en',
      '',
      'duplicate title (1)',
      '  "Slots | Lucky Star": on 2 pages',
      '      /rng in en, de',
    ]);
    expect(formatReport([], SITE)).toBe('');
  });
});
