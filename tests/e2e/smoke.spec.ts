/** Smoke test: the built server is up and its platform ready (the real specs come later). */
import { test, expect } from './fixtures.ts';

test('GET /healthz answers ok', async ({ request }) => {
  const res = await request.get('/healthz');
  expect(res.status()).toBe(200);
  expect((await res.text()).trim()).toBe('ok');
});
