import { describe, expect, it } from 'vitest';
import { entryModules, moduleClosure, overCeiling, type PageClass } from './page-javascript';

const help: PageClass = { name: 'content page', path: '/help/terms', ceilingBytes: 10 * 1024, beforeInteractionBytes: 0 };

describe('entryModules', () => {
  it('finds module scripts, modulepreloads and island components and renderers', () => {
    const html = `<script type="module" src="/_astro/page.A.js"></script>
      <link rel="modulepreload" href="/_astro/shared.B.js">
      <astro-island uid="x" component-url="/_astro/Login.C.js" renderer-url="/_astro/client.D.js" client="load"></astro-island>
      <script src="/legacy.js"></script>`;
    expect(entryModules(html).sort()).toEqual(['/_astro/Login.C.js', '/_astro/client.D.js', '/_astro/page.A.js', '/_astro/shared.B.js']);
  });

  it('leaves out, before the first interaction, the islands that wait for it', () => {
    const html = `<astro-island uid="a" component-url="/_astro/Header.A.js" renderer-url="/_astro/client.R.js" client="interaction" opts="{}"></astro-island>
      <astro-island uid="b" component-url="/_astro/Jackpot.B.js" renderer-url="/_astro/client.R.js" client="idle"></astro-island>`;
    expect(entryModules(html, 'before-interaction').sort()).toEqual(['/_astro/Jackpot.B.js', '/_astro/client.R.js']);
    expect(entryModules(html, 'after-interaction').sort()).toEqual(['/_astro/Header.A.js', '/_astro/Jackpot.B.js', '/_astro/client.R.js']);
    const content = '<astro-island uid="a" component-url="/_astro/Header.A.js" renderer-url="/_astro/client.R.js" client="interaction"></astro-island>';
    expect(entryModules(content, 'before-interaction')).toEqual([]);
  });
});

describe('moduleClosure', () => {
  it('follows static imports, once each, and leaves dynamic imports out', async () => {
    const files: Record<string, string> = {
      '/_astro/page.js': 'import{a as b}from"./shared.js";import"./side.js";const l=()=>import("./lazy.js");',
      '/_astro/shared.js': 'export{x}from"./side.js";',
      '/_astro/side.js': 'console.log(1)',
      '/_astro/lazy.js': 'console.log(2)',
    };
    expect(await moduleClosure(['/_astro/page.js'], (p) => files[p])).toEqual(['/_astro/page.js', '/_astro/shared.js', '/_astro/side.js']);
  });
});

describe('overCeiling', () => {
  it('names the page class, its page, its size and its ceiling when over', () => {
    expect(overCeiling([{ pageClass: help, gzipBytes: 12 * 1024, beforeInteractionBytes: 0 }])).toEqual([
      'content page (/help/terms) ships 12.0 KB of JavaScript (gzip), over its ceiling of 10.0 KB',
    ]);
  });

  it('names a page that loads more than its ceiling before the first interaction', () => {
    expect(overCeiling([{ pageClass: help, gzipBytes: 10 * 1024, beforeInteractionBytes: 512 }])).toEqual([
      'content page (/help/terms) loads 0.5 KB of JavaScript (gzip) before the first interaction, over its ceiling of 0.0 KB',
    ]);
  });

  it('says nothing for a page at or under its ceilings', () => {
    expect(overCeiling([{ pageClass: help, gzipBytes: 10 * 1024, beforeInteractionBytes: 0 }])).toEqual([]);
  });
});
