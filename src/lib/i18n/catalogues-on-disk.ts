import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CatalogueTree } from './coverage';

/**
 * A language's catalogue read straight from `catalogues/<lang>/*.json`, merged like the site's
 * registry does. The registry finds the files with Vite's `import.meta.glob`; the tools that run
 * outside Vite (`npm run i18n:status`, the Playwright specs) read them with this instead. Node
 * only: never imported by the site.
 */
const ROOT = fileURLToPath(new URL('./catalogues/', import.meta.url));

/** The keys a language translates (path segment: `en`, `ar`, `pt-br`); `{}` for none. */
export function catalogueOnDisk(language: string): CatalogueTree {
  const dir = `${ROOT}${language}`;
  if (!existsSync(dir)) return {};
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
  return Object.assign({}, ...files.map((name) => JSON.parse(readFileSync(`${dir}/${name}`, 'utf8')) as CatalogueTree));
}
