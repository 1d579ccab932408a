/**
 * Game thumbnails (docs/product.md §9): image paths are prefixed with a random entry of the platform's
 * `status.info.imageCDNs` when that list is not empty. The entry is picked once per page on the
 * server and handed to the island, so that the server's HTML and the hydrated island agree.
 */
export function pickImageBase(cdns: readonly string[], random: () => number = Math.random): string {
  const usable = cdns.map((cdn) => cdn.trim()).filter((cdn) => /^https:\/\//i.test(cdn));
  if (usable.length === 0) return '';
  return (usable[Math.floor(random() * usable.length)] ?? usable[0] ?? '').replace(/\/+$/, '');
}

/** The thumbnail's URL: absolute URLs stay as they are; paths get the CDN base, if any. */
export function gameImageUrl(path: string | null, base: string): string | null {
  if (!path) return null;
  if (/^(?:https?:)?\/\//i.test(path) || path.startsWith('data:')) return path;
  const slashed = path.startsWith('/') ? path : `/${path}`;
  return `${base}${slashed}`;
}
