import { z } from 'astro/zod';
import { HELP_CATEGORIES } from '../help/categories';

/**
 * The frontmatter of a help article (`src/content/help/<lang>/<slug>.md`), checked when the
 * site is built. Astro prints the file and each field's message; the messages are written for
 * the editor who made the mistake: what is wrong, what was found and how to fix it.
 * Framework-free (zod only), so its messages are unit-tested (help-schema.test.ts).
 */
export const HELP_LIMITS = {
  title: { min: 3, max: 70 },
  description: { min: 50, max: 170 },
} as const;

const quoted = (value: unknown): string => (typeof value === 'string' ? `"${value}"` : (JSON.stringify(value) ?? String(value)));

/** Text between `min` and `max` characters, with messages that say which field and how long it is. */
function text(field: string, { min, max }: { min: number; max: number }, purpose: string) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? `${field} is missing. Add a line "${field}: …" with ${purpose} (${min} to ${max} characters).`
          : `${field} must be text, found ${quoted(issue.input)}. Put the ${field} in quotes if it starts with a number or a special character.`,
    })
    .trim()
    .check((context) => {
      const length = [...context.value].length;
      if (length < min || length > max) {
        context.issues.push({
          code: 'custom',
          input: context.value,
          message: `${field} has ${length} characters; it must have ${min} to ${max}. ${length < min ? 'Write a little more' : 'Shorten it'}: it is ${purpose}.`,
        });
      }
    });
}

export const helpFrontmatter = z.strictObject(
  {
    title: text('title', HELP_LIMITS.title, 'the heading of the article, also shown in search results and browser tabs'),
    description: text('description', HELP_LIMITS.description, 'the summary under the title on the help index and in search engines'),
    category: z.enum(HELP_CATEGORIES, {
      error: (issue) =>
        issue.input === undefined
          ? `category is missing. Add a line "category: …" with one of: ${HELP_CATEGORIES.join(', ')}.`
          : `category ${quoted(issue.input)} is not one of the help categories. Use one of: ${HELP_CATEGORIES.join(', ')} (lower case).`,
    }),
    updated: z.any().transform((value: unknown, context): Date => {
      const date = value instanceof Date ? value : new Date(typeof value === 'string' ? value : Number.NaN);
      if (value !== undefined && !Number.isNaN(date.getTime())) return date;
      context.issues.push({
        code: 'custom',
        input: value,
        message:
          value === undefined
            ? 'updated is missing. Add a line "updated: 2026-11-21" with the date of the last real change to the article.'
            : `updated ${quoted(value)} is not a date. Write it as year-month-day, for example 2026-11-21.`,
      });
      return z.NEVER;
    }),
    order: z
      .number({
        error: (issue) => `order must be a whole number, found ${quoted(issue.input)}. Lower numbers come first in their category (for example 10, 20, 30).`,
      })
      .int({
        error: (issue) => `order must be a whole number, found ${quoted(issue.input)}. Lower numbers come first in their category (for example 10, 20, 30).`,
      })
      .default(100),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map(quoted).join(', ')}. A help article has only: title, description, category, updated and order. Check the spelling.`
        : 'The frontmatter at the top of the file (between the two --- lines) is missing or is not a list of "field: value" lines.',
  },
);

export type HelpFrontmatter = z.output<typeof helpFrontmatter>;
