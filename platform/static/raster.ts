import sharp from 'sharp';

/**
 * The platform's art with text in it (banners, vendor logos, game thumbnails, promotion pictures)
 * goes out as WebP, drawn from its SVG by sharp (docs/decisions/0052-raster-platform-art.md).
 * A browser lays out and paints every SVG image as a document of its own on the page's main
 * thread, text shaping included: Lighthouse measured 25–110 ms each at 4× CPU throttling, and
 * home shows 25 of them. A WebP decodes off the main thread, as an operator's CDN art does.
 *
 * Drawing one costs about 10 ms of a worker thread (sharp runs on libuv's pool, not the event
 * loop), so each is drawn once and kept, keyed by its SVG's hash (the same as its ETag), within
 * `MAX_CACHED_BYTES`. The art depends only on the database's rows, so each instance keeps its own.
 */

/** About 5,000 thumbnails of ~6 KB; the oldest drawn goes first when it is full. */
export const MAX_CACHED_BYTES = 32 * 1024 * 1024;

/**
 * Effort 2 of 6: a fifth of the default's time (10 ms against 25 ms a thumbnail) for 4 % more
 * bytes; quality 80 keeps the text's edges clean on the gradients.
 */
const WEBP = { quality: 80, effort: 2 } as const;

const drawn = new Map<string, Buffer>();
const drawing = new Map<string, Promise<Buffer>>();
let cachedBytes = 0;

function keep(key: string, webp: Buffer): void {
  drawn.set(key, webp);
  cachedBytes += webp.length;
  for (const [oldKey, old] of drawn) {
    if (cachedBytes <= MAX_CACHED_BYTES) break;
    drawn.delete(oldKey);
    cachedBytes -= old.length;
  }
}

/**
 * The WebP of `svg` at its own size, drawn once per `key` (the SVG's hash). Two requests for the
 * same picture while it is being drawn share one drawing.
 */
export async function webpOf(key: string, svg: string): Promise<Buffer> {
  const done = drawn.get(key);
  if (done) return done;
  const pending = drawing.get(key);
  if (pending) return pending;
  const draw = sharp(Buffer.from(svg))
    .webp(WEBP)
    .toBuffer()
    .then((webp) => {
      keep(key, webp);
      return webp;
    })
    .finally(() => drawing.delete(key));
  drawing.set(key, draw);
  return draw;
}

/** How many pictures are kept and their bytes, for tests. */
export const rasterCacheSize = (): { entries: number; bytes: number } => ({ entries: drawn.size, bytes: cachedBytes });
