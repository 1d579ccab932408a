import type { Catalogue } from '../../src/lib/i18n/catalogues';
import { catalogueOnDisk } from '../../src/lib/i18n/catalogues-on-disk';

/**
 * The site's catalogues for the specs, read from disk: Playwright's loader has no Vite, so the
 * registry's `import.meta.glob` is not available here.
 */
export const catalogueOf = (language: string): Record<string, unknown> => catalogueOnDisk(language);

export const en = catalogueOf('en') as unknown as Catalogue;
export const ty = catalogueOf('ty') as unknown as Catalogue;
export type { Catalogue };
