// @ts-check
import { defineConfig, memoryCache } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { LOCALES, DEFAULT_LOCALE } from './src/lib/i18n/locales.ts';

/**
 * The site: server output on @astrojs/node; content pages opt into prerendering.
 * `server.mjs` wraps the built handler to add security headers to every response, static
 * files included (middleware does not run for those).
 */
export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  cache: { provider: memoryCache() },
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    routing: { prefixDefaultLocale: false },
  },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
  },
});
