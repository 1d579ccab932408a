import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { helpFrontmatter } from './lib/content/help-schema';

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

export const collections = { help };
