import { describe, expect, it } from 'vitest';
import { parseSitemap } from './parse-sitemap';

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const OPEN = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';

describe('parseSitemap', () => {
  it('reads locations and their alternates, entities decoded', () => {
    const xml = `${HEAD}${OPEN}<url><loc>https://s.example/en/a?x=1&amp;y=2</loc><xhtml:link rel="alternate" hreflang="en" href="https://s.example/en/a?x=1&amp;y=2"/><xhtml:link rel="alternate" hreflang="x-default" href="https://s.example/a"/></url></urlset>`;
    expect(parseSitemap(xml)).toEqual({
      urls: [
        {
          loc: 'https://s.example/en/a?x=1&y=2',
          alternates: [
            { hreflang: 'en', href: 'https://s.example/en/a?x=1&y=2' },
            { hreflang: 'x-default', href: 'https://s.example/a' },
          ],
        },
      ],
      errors: [],
    });
  });

  it('refuses what is not a well-formed sitemap with the right namespaces', () => {
    expect(parseSitemap(`${HEAD}${OPEN}<url><loc>https://s.example/</url></urlset>`).errors).toContain('<loc> is not closed where it should be');
    expect(parseSitemap(`${HEAD}${OPEN}<url><loc>https://s.example/</loc></url>`).errors).toContain('<urlset> is not closed where it should be');
    expect(parseSitemap(`${HEAD}<urlset><url><loc>x</loc></url></urlset>`).errors).toEqual([
      '<urlset> namespace is missing, not http://www.sitemaps.org/schemas/sitemap/0.9',
      'xmlns:xhtml is missing, not http://www.w3.org/1999/xhtml',
    ]);
    expect(parseSitemap(`${OPEN}<url></url></urlset>`).errors).toEqual(['a <url> without <loc> (after the start)', 'no XML declaration']);
    expect(parseSitemap('').errors).toContain('no root element');
  });
});
