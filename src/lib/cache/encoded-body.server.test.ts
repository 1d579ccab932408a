import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { encodedBody, preferredEncoding } from './encoded-body.server';
import { fromCachedPage, type CachedPage } from './page-cache';

const page = (body: string): CachedPage => ({ status: 200, headers: [['content-type', 'text/html; charset=utf-8']], body });
const big = `<main>${'<p>Lucky Star — ₱1,000.00 bonus</p>'.repeat(200)}</main>`;

describe('compressed copies of a cached page', () => {
  it('picks brotli, else gzip, else none, honouring q=0 and *', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('br');
    expect(preferredEncoding('identity')).toBeNull();
    expect(preferredEncoding(null)).toBeNull();
  });

  it('compresses a page once per encoding, to bytes that decode to the page', () => {
    const kept = page(big);
    const br = encodedBody(kept, 'br')!;
    const gzip = encodedBody(kept, 'gzip')!;
    expect(brotliDecompressSync(br).toString('utf8')).toBe(big);
    expect(gunzipSync(gzip).toString('utf8')).toBe(big);
    expect(encodedBody(kept, 'br')).toBe(br);
    expect(encodedBody(page('<p>small</p>'), 'gzip')).toBeNull();
  });

  it('answers the compressed bytes with their encoding, length and Vary', async () => {
    const kept = page(big);
    const body = encodedBody(kept, 'gzip')!;
    const response = fromCachedPage(kept, 'hit', { encoding: 'gzip', body });
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Length')).toBe(String(body.byteLength));
    expect(response.headers.get('Vary')).toContain('Accept-Encoding');
    expect(gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8')).toBe(big);
  });
});
