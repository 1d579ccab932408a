/** Smoke test: the built server is up and its platform ready (the real specs come later). */
import { test, expect } from './fixtures.ts';

test('GET /healthz answers ok', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect((await res.text()).trim()).toBe('ok');
});

test('pages and scripts are sent compressed to browsers that accept it, and plain to those that do not', async ({ request }) => {
  const page = await request.get('/help', { headers: { 'Accept-Encoding': 'br, gzip' } });
  expect(page.headers()['content-encoding']).toBe('br');
  const html = await page.text();
  expect(html).toContain('</html>');
  const script = html.match(/\/_astro\/[\w.-]+\.js/)?.[0];
  expect(script).toBeTruthy();
  const js = await request.get(script!, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(js.headers()['content-encoding']).toBe('gzip');
  const plain = await request.get('/help', { headers: { 'Accept-Encoding': 'identity' } });
  expect(plain.headers()['content-encoding']).toBeUndefined();
  // Ids differ per render, so compare what a reader gets: the same title, the whole document.
  const plainHtml = await plain.text();
  expect(plainHtml.match(/<title>[^<]*/)?.[0]).toBe(html.match(/<title>[^<]*/)?.[0]);
  expect(plainHtml).toContain('</html>');
});

test('HTML is sent with its charset: pages and the 404', async ({ request }) => {
  for (const path of ['/', '/en/help', '/no-such-page', '/en/no-such-page']) {
    const res = await request.get(path);
    expect(res.headers()['content-type'], path).toBe('text/html; charset=utf-8');
  }
  expect((await request.get('/no-such-page')).status()).toBe(404);
});
