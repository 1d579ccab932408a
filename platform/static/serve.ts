import { createHash } from 'node:crypto';
import type { Services } from '../http/context';
import { avatarSvg, MAX_AVATAR_RANK } from './avatar';
import { qrMatrix } from './qr';
import { webpOf } from './raster';
import { bannerSvg, gameThumbnailSvg, promotionSvg, qrSvg, vendorLogoSvg } from './svg';

/**
 * `/lgw/static/…`: images the platform makes from its own data (banners, vendor logos, game
 * thumbnails, promotion pictures, the app's QR code, avatars), so nothing is hot-linked.
 * They change only when an operator edits a banner or vendor, so they may be cached for a
 * day and revalidated by ETag after that. Art with text goes out as WebP (`raster.ts` says why);
 * the QR code (sharp squares) and the avatars (shapes only) stay SVG.
 */
const CACHE_HEADERS = {
  'Cache-Control': 'public, max-age=86400, stale-while-revalidate=604800',
  'X-Content-Type-Options': 'nosniff',
};

const hashOf = (svg: string): string => createHash('sha256').update(svg).digest('base64url').slice(0, 22);

const notModified = (request: Request, etag: string): boolean => request.headers.get('If-None-Match') === etag;

const svgResponse = (svg: string, request: Request): Response => {
  const etag = `"${hashOf(svg)}"`;
  const headers = {
    ...CACHE_HEADERS,
    'Content-Type': 'image/svg+xml',
    ETag: etag,
    // An SVG opened directly must not run anything, whatever text it carries.
    'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'",
  };
  if (notModified(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(svg, { status: 200, headers });
};

/** The SVG drawn as WebP; a revalidation that still matches is answered without drawing. */
const webpResponse = async (svg: string, request: Request): Promise<Response> => {
  const key = hashOf(svg);
  const etag = `"${key}"`;
  const headers = { ...CACHE_HEADERS, 'Content-Type': 'image/webp', ETag: etag };
  if (notModified(request, etag)) return new Response(null, { status: 304, headers });
  const webp = await webpOf(key, svg);
  // A view of the kept picture, not a copy: the body only reads it.
  return new Response(new Uint8Array(webp.buffer as ArrayBuffer, webp.byteOffset, webp.byteLength), { status: 200, headers });
};

export async function serveStatic(services: Services, pathname: string, request: Request): Promise<Response | null> {
  const { db } = services;
  const banner = /^\/lgw\/static\/banners\/(\d{1,9})\.webp$/.exec(pathname);
  if (banner) {
    const [row] = await db.query<{ title: string; subtitle: string; color_from: string; color_to: string }>(
      'SELECT title, subtitle, color_from, color_to FROM banners WHERE id = $1',
      [Number(banner[1])],
    );
    return row ? webpResponse(bannerSvg({ title: row.title, subtitle: row.subtitle, colorFrom: row.color_from, colorTo: row.color_to }), request) : null;
  }
  const vendor = /^\/lgw\/static\/vendors\/([A-Za-z0-9_-]{1,40})\.webp$/.exec(pathname);
  if (vendor) {
    const [row] = await db.query<{ display_name: string; color: string }>('SELECT display_name, color FROM vendors WHERE code = $1 ORDER BY sort LIMIT 1', [
      vendor[1],
    ]);
    return row ? webpResponse(vendorLogoSvg({ displayName: row.display_name, color: row.color }), request) : null;
  }
  const game = /^\/lgw\/static\/games\/([A-Za-z0-9_-]{1,80})\.webp$/.exec(pathname);
  if (game) {
    const [row] = await db.query<{ name: string; display_name: string; color: string }>(
      `SELECT g.name, v.display_name, v.color FROM games g JOIN vendors v ON v.game_type = g.game_type AND v.code = g.vendor
       WHERE g.game_code = $1`,
      [game[1]],
    );
    return row ? webpResponse(gameThumbnailSvg({ name: row.name, vendorName: row.display_name, color: row.color }), request) : null;
  }
  const promotion = /^\/lgw\/static\/promotions\/(\d{1,9})\.webp$/.exec(pathname);
  if (promotion) {
    const [row] = await db.query<{ badge: string; color_from: string; color_to: string }>('SELECT badge, color_from, color_to FROM promotions WHERE id = $1', [
      Number(promotion[1]),
    ]);
    return row ? webpResponse(promotionSvg({ badge: row.badge, colorFrom: row.color_from, colorTo: row.color_to }), request) : null;
  }
  const avatar = /^\/lgw\/static\/avatars\/(\d{1,2})\.svg$/.exec(pathname);
  if (avatar && Number(avatar[1]) <= MAX_AVATAR_RANK) return svgResponse(avatarSvg(Number(avatar[1])), request);
  if (pathname === '/lgw/static/qr/app.svg') {
    const routes = (await services.settings.get())['domainRoute'];
    const app = Array.isArray(routes) ? (routes as { resourceType?: string; url?: string }[]).find((route) => route.resourceType === 'APP') : undefined;
    return app?.url ? svgResponse(qrSvg(qrMatrix(app.url)), request) : null;
  }
  return null;
}
