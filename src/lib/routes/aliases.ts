/**
 * Other names of pages, each redirected (301) to one URL:
 * - docs/product.md §2: `/index`, `/index.html` and `/home` are the home page;
 * - docs/product.md §2 names the app download page group `/download` (the one a guest may open when login
 *   is required); its route is `/down`. Without the redirect, `/download` was a 404, which the
 *   login guard then sent to `/login?next=%2F404`.
 */
const ALIASES = new Map<string, string>([
  ['index', ''],
  ['index.html', ''],
  ['home', ''],
  ['download', 'down'],
]);

/** The canonical path for an alias (`/en/home` → `/en/`, `/download/` → `/down`), or null. */
export function aliasTarget(pathname: string, localePrefixes: readonly string[]): string | null {
  const parts = pathname.split('/').filter(Boolean);
  const [prefix, name] = parts.length === 2 && localePrefixes.includes(parts[0]!) ? [`/${parts[0]}/`, parts[1]!] : ['/', parts[0]];
  if (parts.length > 2 || (parts.length === 2 && prefix === '/') || name === undefined) return null;
  const target = ALIASES.get(name);
  return target === undefined ? null : `${prefix}${target}`;
}
