// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { prefetchAtIdle } from './prefetch';

/** A loaded page whose fetch answers from `files`, and the URLs it was asked. */
function page(files: Record<string, string>, connection?: { saveData: boolean }) {
  const doc = document.implementation.createHTMLDocument('page');
  const asked: string[] = [];
  const view = {
    fetch: vi.fn(async (url: string) => {
      asked.push(url);
      const code = files[url];
      return { ok: code !== undefined, text: async () => code ?? '' };
    }),
    navigator: connection ? { connection } : {},
    addEventListener: vi.fn(),
  };
  Object.defineProperty(doc, 'defaultView', { value: view });
  Object.defineProperty(doc, 'readyState', { value: 'complete' });
  Object.defineProperty(doc, 'baseURI', { value: 'https://site.test/en/help' });
  return { doc, asked };
}

const files = {
  'https://site.test/_astro/Bar.js': 'import{a}from"./runtime.js";',
  'https://site.test/_astro/runtime.js': 'export const a=1;',
};

describe('prefetchAtIdle', () => {
  it('fetches the islands’ module graph at idle and names each module in a modulepreload link, running none', async () => {
    const { doc, asked } = page(files);
    prefetchAtIdle(doc, () => ['/_astro/Bar.js']);
    expect(asked).toEqual([]); // not before the browser is idle
    await vi.waitFor(() => expect(doc.head.querySelectorAll('link[rel="modulepreload"][data-idle-prefetch]')).toHaveLength(2));
    const hrefs = [...doc.head.querySelectorAll('link')].map((link) => link.getAttribute('href'));
    expect(hrefs.sort()).toEqual(Object.keys(files).sort());
    expect(doc.querySelectorAll('script')).toHaveLength(0);
  });

  it('fetches nothing on a connection that asks to save data', async () => {
    const { doc, asked } = page(files, { saveData: true });
    prefetchAtIdle(doc, () => ['/_astro/Bar.js']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    expect(doc.head.querySelectorAll('link')).toHaveLength(0);
  });
});
