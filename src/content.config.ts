import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { helpFrontmatter } from './lib/content/help-schema';
import { landingSchema, pageCopySchema } from './lib/content/pages-schema';

/**
 * Help articles, one markdown file per article and language:
 * `src/content/help/<platform code lowercased>/<slug>.md` (e.g. `en/responsible-gaming.md`).
 * Frontmatter is validated at build by `helpFrontmatter` (src/lib/content/help-schema.ts),
 * whose messages name the field and say how to fix it; Astro adds the file. See docs/editing.md.
 */
const help = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/help' }),
  schema: helpFrontmatter,
});

/**
 * The copy of pages that also show live data: `src/content/pages/<lang>/<page>.md` with
 * page = `vip` or `join` (title, description, heading; the body is the page's text).
 * Schema: src/lib/content/pages-schema.ts.
 */
const pages = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/pages' }),
  schema: pageCopySchema,
});

/**
 * Landing pages: `src/content/landing/<lang>/<slug>.md`, served at `/landing/<slug>` (and
 * `/<lang>/landing/<slug>`) only in the languages that have the file. Frontmatter: title,
 * description, hero (heading, subheading, optional image from src/assets with its alt text),
 * cta (label, path on this site), optional banner group. Schema and its messages:
 * src/lib/content/pages-schema.ts.
 */
const landing = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/landing' }),
  schema: ({ image }) => landingSchema(image),
});

export const collections = { help, pages, landing };
