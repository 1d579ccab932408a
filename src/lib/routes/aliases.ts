/** SPEC §2: `/index`, `/index.html` and `/home` are the home page; we redirect to one URL. */
const HOME_ALIASES = new Set(['index', 'index.html', 'home']);

/** The canonical path for an alias of home (`/en/home` → `/en/`), or null. */
export function homeAliasTarget(pathname: string, localePrefixes: readonly string[]): string | null {
  const parts = pathname.split('/').filter(Boolean);
  if (parts.length === 1 && HOME_ALIASES.has(parts[0]!)) return '/';
  if (parts.length === 2 && localePrefixes.includes(parts[0]!) && HOME_ALIASES.has(parts[1]!)) return `/${parts[0]}/`;
  return null;
}
