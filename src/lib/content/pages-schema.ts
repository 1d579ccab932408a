import { z } from 'astro/zod';
import { BANNER_GROUPS } from '../lobby/banner-groups';
import { safeLocalPath } from '../routes/safe-path';

/**
 * Frontmatter of the editors' page copy (`src/content/pages/<lang>/<page>.md`: vip, join) and of
 * landing pages (`src/content/landing/<lang>/<slug>.md`), checked when the site is built.
 * Kept free of `astro:content` so that vitest can test it: src/content.config.ts passes in
 * Astro's `image()` helper. Every message names the field in plain words and says what to
 * write, because the person reading it is an editor, not a developer.
 */

/** A required piece of text of `min` to `max` characters, trimmed. */
function text(field: string, min: number, max: number) {
  return z
    .string({ error: `${field} is missing: write it as text.` })
    .trim()
    .min(min, `${field} is too short: write at least ${min} characters.`)
    .max(max, `${field} is too long: keep it to ${max} characters at most.`);
}

/** Search engines show about 60 characters of a title and 160 of a description. */
const title = text('The page title', 3, 60);
const description = text('The page description', 50, 160);

/**
 * A path on this site, written without a language prefix (`/register`, `/help/faq`): the page
 * adds the reader's language. Anything that could leave the site (`https://…`, `//host`) or is
 * not written the way the browser would read it is refused.
 */
export const internalPath = z
  .string({ error: 'The link is missing: write a path on this site such as /register.' })
  .trim()
  .refine((path) => safeLocalPath(path) === path, {
    message: 'The link must be a path on this site that starts with one / (such as /register or /help/faq), not a web address.',
  });

/** `src/content/pages/<lang>/<page>.md`: the VIP and join pages' copy around their live parts. */
export const pageCopySchema = z.object({
  title,
  description,
  heading: text('The main heading', 3, 80),
});
export type PageCopy = z.output<typeof pageCopySchema>;

/** The platform's banner groups a landing page may show (src/lib/lobby/banner-groups.ts). */
export const LANDING_BANNER_GROUPS = [...new Set(Object.values(BANNER_GROUPS))] as [string, ...string[]];

/**
 * `src/content/landing/<lang>/<slug>.md`. `image` is Astro's `image()` from the collection's
 * schema context (it resolves a path relative to the markdown file into an imported image
 * with its width, height and format); a test passes a stand-in.
 */
export function landingSchema<Image extends z.ZodType>(image: () => Image) {
  return z.object({
    title,
    description,
    hero: z.object(
      {
        heading: text('The hero heading', 3, 80),
        subheading: text('The hero sub-heading', 10, 200),
        image: z
          .object(
            {
              src: image(),
              alt: z
                .string({ error: 'The hero image needs alt text: describe the picture, or write alt: "" if it only decorates.' })
                .trim()
                .max(150, 'The hero image alt text is too long: keep it to 150 characters at most.'),
            },
            { error: 'The hero image must have a src (a file in src/assets) and an alt text.' },
          )
          .optional(),
      },
      { error: 'The hero is missing: give it a heading and a sub-heading.' },
    ),
    cta: z.object(
      {
        label: text('The call-to-action label', 2, 40),
        path: internalPath,
      },
      { error: 'The call to action is missing: give it a label and a path on this site.' },
    ),
    banners: z.enum(LANDING_BANNER_GROUPS, { error: `The banner group must be one of: ${LANDING_BANNER_GROUPS.join(', ')}.` }).optional(),
  });
}
