import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { CachedPage } from './page-cache';

/**
 * Compressed copies of a cached guest page (docs/decisions/0031-guest-page-cache.md). The
 * server compresses every response (server.mjs); a page answered from the cache hundreds of
 * times a second was compressed again each time, which cost more than rendering it once did.
 * So a kept page keeps its brotli and gzip bytes too, made on first use, and a cached answer
 * carries them with `Content-Encoding` (the compression middleware leaves an encoded body alone).
 */
export type Encoding = 'br' | 'gzip';

/** Pages below this size go uncompressed, as the compression middleware's own threshold does. */
const MIN_BYTES = 1024;

const kept = new WeakMap<CachedPage, Partial<Record<Encoding, Uint8Array>>>();

/** The encoding to answer with for an `Accept-Encoding` header: brotli, else gzip, else none. */
export function preferredEncoding(acceptEncoding: string | null): Encoding | null {
  const weights = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    weights.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get('*') ?? 0) > 0;
  return accepts('br') ? 'br' : accepts('gzip') ? 'gzip' : null;
}

/** The page's body in `encoding`, compressed once per kept page; null when it is too small to bother. */
export function encodedBody(page: CachedPage, encoding: Encoding): Uint8Array | null {
  // A cache hit answers the kept bytes at once: no copy of the page into a buffer per request.
  const copies = kept.get(page) ?? {};
  const made = copies[encoding];
  if (made) return made;
  const plain = Buffer.from(page.body, 'utf8');
  if (plain.byteLength < MIN_BYTES) return null;
  kept.set(page, copies);
  copies[encoding] =
    encoding === 'br'
      ? brotliCompressSync(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.byteLength } })
      : gzipSync(plain);
  return copies[encoding];
}
