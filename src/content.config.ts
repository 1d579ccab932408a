import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import { z } from 'astro/zod';

/**
 * Help articles, one markdown file per article and language:
 * `src/content/help/<platform code lowercased>/<slug>.md` (e.g. `en/responsible-gaming.md`).
 * Frontmatter is validated at build; an error names the file and the field.
 */
const help = defineCollection({
  loader: glob({ pattern: '*/*.md', base: './src/content/help' }),
  schema: z.object({
    title: z.string().min(3).max(70),
    description: z.string().min(50).max(170),
    category: z.enum(['account', 'payments', 'rules', 'safety', 'about']),
    updated: z.coerce.date(),
    order: z.number().int().default(100),
  }),
});

export const collections = { help };
