import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Catalogue } from '../../src/lib/i18n/catalogues';

/**
 * The site's catalogues for the specs. The site's registry finds its files with Vite's
 * `import.meta.glob`, which Playwright's loader does not have, so the specs read the same
 * `<lang>/<area>.json` files from disk and merge them the same way.
 */
const ROOT = fileURLToPath(new URL('../../src/lib/i18n/catalogues/', import.meta.url));

/** A language's catalogue (path segment: `en`, `ar`, `pt-br`); only the keys it translates. */
export function catalogueOf(language: string): Record<string, unknown> {
  const dir = `${ROOT}${language}`;
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  return Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as object));
}

export const en = catalogueOf('en') as unknown as Catalogue;
export const ty = catalogueOf('ty') as unknown as Catalogue;
export type { Catalogue };
