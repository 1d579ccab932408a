import { describe, expect, it } from 'vitest';
import type { APIContext } from 'astro';
import { GET } from '../../src/pages/language';

/** Calls the language switch endpoint (src/pages/language.ts) as Astro would, and returns where it redirects. */
async function switchTo(query: string): Promise<{ location: string | null; status: number; cookie: string | undefined }> {
  const url = new URL(`http://localhost/language?${query}`);
  let cookie: string | undefined;
  const context = {
    url,
    cookies: { set: (_name: string, value: string) => void (cookie = value) },
    redirect: (location: string, status = 302) => new Response(null, { status, headers: { Location: location } }),
  } as unknown as APIContext;
  const response = await GET(context);
  return { location: response.headers.get('Location'), status: response.status, cookie };
}

describe('language switch endpoint (/language)', () => {
  it('remembers the language and goes to the page asked for', async () => {
    expect(await switchTo(`code=EN&next=${encodeURIComponent('/en/help/faq?x=1')}`)).toEqual({ location: '/en/help/faq?x=1', status: 303, cookie: 'EN' });
  });

  it.each([
    '/..//evil.example',
    '/%2e%2e//evil.example',
    '/.//evil.example',
    '/%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/\t/evil.example',
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('never leaves the site for next=%j', async (next) => {
    const { location } = await switchTo(`code=EN&next=${encodeURIComponent(next)}`);
    expect(location).toBe('/');
  });
});
