import type { z } from 'zod/mini';
import type { domainRouteEntry } from '../../contract/calls/system';
import { safeLocalPath } from '../routes/safe-path';

type DomainRoute = z.output<typeof domainRouteEntry>;

/**
 * The app download page (docs/product.md §2 /down) from the platform's domain routes (docs/product.md §3: entries
 * with resourceType, url, qrCodeUrl, domainName): the app's download links with their QR
 * codes, and the site's own addresses. Pure; the page renders what this returns.
 */
export interface AppDownload {
  /** The download link, always `https:`. */
  href: string;
  /** The link as a player would type it: no scheme, no trailing slash. */
  text: string;
  /** The QR code image: a path on this site (the platform's `/lgw/static/…`, through the proxy) or an `https:` URL; null when there is none. */
  qrCodeUrl: string | null;
}

export interface SiteAddress {
  href: string;
  text: string;
}

export interface DownloadInfo {
  apps: AppDownload[];
  sites: SiteAddress[];
}

/** An `https:` URL as given, or null: nothing else may become a link on this page. */
function httpsUrl(value: string | null | undefined): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/** "www.lucky.example/down" for "https://www.lucky.example/down/". */
const readable = (url: URL): string => `${url.host}${url.pathname}${url.search}`.replace(/\/$/, '');

/** A same-site path or an https URL for an image; anything else (http:, data:, javascript:) is dropped. */
export function safeImageUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.startsWith('/')) return safeLocalPath(value);
  return httpsUrl(value)?.href ?? null;
}

const isType = (route: DomainRoute, type: string) => route.resourceType.trim().toUpperCase() === type;

/** Distinct entries by link, in the platform's order. */
function distinct<T extends { href: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.href) && seen.add(item.href));
}

/** APP entries are download links, SITE entries the site's addresses; other types are not for this page. */
export function downloadInfo(routes: readonly DomainRoute[]): DownloadInfo {
  const apps = routes.flatMap((route): AppDownload[] => {
    const url = isType(route, 'APP') ? httpsUrl(route.url) : null;
    return url ? [{ href: url.href, text: readable(url), qrCodeUrl: safeImageUrl(route.qrCodeUrl) }] : [];
  });
  const sites = routes.flatMap((route): SiteAddress[] => {
    const url = isType(route, 'SITE') ? httpsUrl(route.url) : null;
    return url ? [{ href: url.href, text: readable(url) }] : [];
  });
  return { apps: distinct(apps), sites: distinct(sites) };
}
