import { describe, expect, it } from 'vitest';
import { isAllowed, parseRobots } from './robots-rules';

describe('robots rules', () => {
  it('reads the * group and the sitemaps, ignoring other agents and comments', () => {
    const rules = parseRobots(
      [
        'User-agent: BadBot',
        'Disallow: /',
        '',
        'User-agent: *',
        'Disallow: /wps/ # the proxy',
        'Allow: /wps/public',
        '',
        'Sitemap: https://s.example/sitemap.xml',
      ].join('\n'),
    );
    expect(rules).toEqual({ allow: ['/wps/public'], disallow: ['/wps/'], sitemaps: ['https://s.example/sitemap.xml'] });
  });

  it('lets the longest rule win, Allow on a tie, with * and $', () => {
    const rules = { allow: ['/wps/public', '/*.css$'], disallow: ['/wps/', '/language', '/private*.css'], sitemaps: [] };
    expect(isAllowed(rules, '/wps/member')).toBe(false);
    expect(isAllowed(rules, '/wps/public/x')).toBe(true);
    expect(isAllowed(rules, '/language?code=EN')).toBe(false);
    expect(isAllowed(rules, '/en/language-help')).toBe(true);
    expect(isAllowed(rules, '/private/a.css')).toBe(false);
    expect(isAllowed(rules, '/a.css')).toBe(true);
    expect(isAllowed(rules, '/a.css?v=1')).toBe(true);
    expect(isAllowed({ allow: [], disallow: [], sitemaps: [] }, '/anything')).toBe(true);
  });
});
