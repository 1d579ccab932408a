import { afterEach, describe, expect, it, vi } from 'vitest';

/** GET /language under a given SITE_URL: the cookie it sets and where it goes. */
async function switchLanguage(siteUrl: string) {
  vi.resetModules();
  vi.stubEnv('SITE_URL', siteUrl);
  const { GET } = await import('../../src/pages/language');
  const set: { name: string; value: string; options: Record<string, unknown> }[] = [];
  const context = {
    url: new URL('http://localhost:4321/language?code=EN&next=/en/promotions'),
    cookies: { set: (name: string, value: string, options: Record<string, unknown>) => set.push({ name, value, options }) },
    redirect: (location: string, status: number) => new Response(null, { status, headers: { Location: location } }),
  };
  const response = await GET(context as unknown as Parameters<typeof GET>[0]);
  return { response, set };
}

afterEach(() => vi.unstubAllEnvs());

describe('the language switch', () => {
  it('sets a Secure language cookie under an https SITE_URL', async () => {
    const { response, set } = await switchLanguage('https://www.lucky.example');
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe('/en/promotions');
    expect(set).toEqual([{ name: 'language', value: 'EN', options: { path: '/', sameSite: 'lax', httpOnly: false, secure: true, maxAge: 31_536_000 } }]);
  });

  it('leaves it without Secure under plain http (development), still readable by the page', async () => {
    const { set } = await switchLanguage('http://localhost:4321');
    expect(set[0]?.options).toMatchObject({ secure: false, httpOnly: false, path: '/', maxAge: 31_536_000 });
  });
});
