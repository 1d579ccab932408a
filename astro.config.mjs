// @ts-check
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import node from '@astrojs/node';
import react from '@astrojs/react';
import { LOCALES, DEFAULT_LOCALE } from './src/lib/i18n/locales.ts';
import { CSP_DIRECTIVES } from './src/lib/security/headers.ts';
import { siteBodyCap } from './src/lib/security/body-cap.ts';
import { refusedByContentLength } from './src/lib/security/http-body-cap.server.ts';
import { siteConfig } from './src/lib/config.server.ts';
import { contentChecks } from './src/lib/content/content-checks.integration.ts';
import { recordBuild, sourceFingerprint } from './scripts/source-fingerprint.mjs';

/**
 * `astro dev` does not run server.mjs: its own server buffers each body before a page sees it.
 * Here it refuses a body whose Content-Length is over the cap, which is every body a browser
 * sends; a chunked body is capped only by server.mjs (docs/operations.md, "Request size").
 */
const devBodyCap = {
  name: 'body-cap',
  hooks: {
    /** @param {{ server: import('vite').ViteDevServer }} options */
    'astro:server:setup': ({ server }) => {
      const capFor = siteBodyCap(siteConfig());
      server.middlewares.use((req, res, next) => {
        if (!refusedByContentLength(req, res, capFor)) next();
      });
    },
  },
};

/**
 * `client:interaction`: islands that hydrate on the visitor's first interaction
 * (src/lib/hydration/interaction-directive.ts, docs/decisions/0041-hydrate-on-interaction.md).
 */
const interactionDirective = {
  name: 'interaction-directive',
  hooks: {
    /** @param {{ addClientDirective: (directive: { name: string, entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'interaction', entrypoint: './src/lib/hydration/interaction-directive.ts' });
    },
  },
};

const ROOT = fileURLToPath(new URL('.', import.meta.url));
let fingerprint = '';

/**
 * Records, beside every build, which sources it was built from (taken when the build starts),
 * so `npm start` rebuilds after a file is added, deleted or renamed (scripts/source-fingerprint.mjs).
 */
const sourceFingerprintRecord = {
  name: 'source-fingerprint',
  hooks: {
    'astro:build:start': () => {
      fingerprint = sourceFingerprint(ROOT);
    },
    'astro:build:done': () => recordBuild(ROOT, fingerprint),
  },
};

/**
 * The site: every page is rendered on request by @astrojs/node, so that middleware (locale,
 * maintenance screens, route guards) applies to all of them; platform data is cached briefly
 * per instance instead. `server.mjs` wraps the built handler to add security headers to every
 * response, static files included.
 */
export default defineConfig({
  site: process.env.SITE_URL || 'http://localhost:4321',
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react(), interactionDirective, devBodyCap, contentChecks(), sourceFingerprintRecord],
  // Help articles have no code blocks, and Shiki's inline styles would need 'unsafe-inline'.
  markdown: { syntaxHighlight: false },
  security: {
    // Astro sends each page's Content-Security-Policy header with the hashes of the scripts
    // and styles it emitted; the other directives are ours (src/lib/security/headers.ts).
    csp: { algorithm: 'SHA-256', directives: [...CSP_DIRECTIVES] },
  },
  i18n: {
    defaultLocale: DEFAULT_LOCALE,
    locales: [...LOCALES],
    routing: { prefixDefaultLocale: false },
  },
  vite: {
    ssr: { external: ['@electric-sql/pglite', 'pg'] },
    // Fewer, larger script files for the islands (docs/decisions/0051-script-chunk-groups.md). The
    // contract group holds only the calls every page's header needs; the others go with their
    // islands (docs/decisions/0066-react-runtime.md).
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'money', test: /[\\/]src[\\/]contract[\\/]money[\\/]index\.ts$/, priority: 3 },
                  { name: 'runtime', test: /[\\/]node_modules[\\/](?!nanostores[\\/])/, priority: 2 },
                  {
                    name: 'contract',
                    test: /[\\/]src[\\/](contract[\\/](?!calls[\\/])|contract[\\/]calls[\\/](session|system|member|wallet)\.ts$|lib[\\/]platform[\\/])/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
      },
    },
  },
});
