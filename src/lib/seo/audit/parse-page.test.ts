import { describe, expect, it } from 'vitest';
import { parsePage, saysNoindex } from './parse-page';

const PAGE = `<!doctype html><html lang="en" dir="ltr"><head>
<title>Slots &amp; more | Lucky Star</title>
<meta name="description" content="Spin &quot;hundreds&quot; of slots.">
<meta name="robots" content="noindex, follow">
<link rel="canonical" href="https://site.example/en/rng">
<link rel="alternate" hreflang="en" href="https://site.example/en/rng">
<link rel="alternate" hreflang="x-default" href="https://site.example/rng">
<link rel="alternate" type="application/rss+xml" href="/feed">
<script type="application/ld+json">{"@type":"WebSite","name":"a\\u003cb"}</script>
</head><body>
<a href="#main">Skip</a><a href="/en/live?x=1&amp;y=2">Live</a><a name="top"></a><a>no href</a>
<svg><title>Icon title, not the page's</title></svg>
<main id="main"><img src="/a.png" alt=""><img src="/b.png"></main>
</body></html>`;

describe('parsePage', () => {
  it('reads the head: lang, title, description, robots, canonical, hreflang, JSON-LD', () => {
    const facts = parsePage(PAGE);
    expect(facts.lang).toBe('en');
    expect(facts.titles).toEqual(['Slots & more | Lucky Star']);
    expect(facts.descriptions).toEqual(['Spin "hundreds" of slots.']);
    expect(facts.robots).toBe('noindex, follow');
    expect(facts.canonicals).toEqual(['https://site.example/en/rng']);
    expect(facts.alternates).toEqual([
      { hreflang: 'en', href: 'https://site.example/en/rng' },
      { hreflang: 'x-default', href: 'https://site.example/rng' },
    ]);
    expect(JSON.parse(facts.jsonLd[0]!)).toEqual({ '@type': 'WebSite', name: 'a<b' });
  });

  it('reads the body: links, ids and anchors, images without alt', () => {
    const facts = parsePage(PAGE);
    expect(facts.links).toEqual(['#main', '/en/live?x=1&y=2']);
    expect(facts.ids).toEqual(new Set(['main', 'top']));
    expect(facts.imagesWithoutAlt).toEqual(['/b.png']);
    expect(facts.headOnly).toBe(false);
  });

  it('stops at </head> when asked to', () => {
    const facts = parsePage(PAGE, { headOnly: true });
    expect(facts.titles).toEqual(['Slots & more | Lucky Star']);
    expect(facts.links).toEqual([]);
    expect(facts.imagesWithoutAlt).toEqual([]);
    expect(facts.headOnly).toBe(true);
  });

  it('tells noindex from other directives', () => {
    expect(saysNoindex('noindex, follow')).toBe(true);
    expect(saysNoindex(null, 'NONE')).toBe(true);
    expect(saysNoindex('index, follow', null)).toBe(false);
    expect(saysNoindex('max-snippet:-1')).toBe(false);
  });
});
