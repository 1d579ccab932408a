import { describe, expect, it } from 'vitest';
import { z } from 'astro/zod';
import { internalPath, landingSchema, pageCopySchema } from './pages-schema';

/** Stands in for Astro's image(): any file name becomes image metadata. */
const fakeImage = () => z.string().transform((src) => ({ src, width: 1600, height: 900, format: 'jpg' as const }));
const schema = landingSchema(fakeImage);

const valid = {
  title: 'Welcome bonus: 100% on your first deposit',
  description: 'Double your first deposit up to 5,000.00 with the welcome bonus for new members. 18+, terms apply, play responsibly.',
  hero: { heading: 'Double your first deposit', subheading: 'A 100% welcome bonus for new members, up to 5,000.00.' },
  cta: { label: 'Register now', path: '/register' },
};

/** The messages of a failed parse, each with the field path it belongs to. */
function problems(input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('landing page frontmatter', () => {
  it('accepts a complete page, with or without its optional image and banner group', () => {
    expect(problems(valid)).toEqual([]);
    const full = { ...valid, hero: { ...valid.hero, image: { src: '../../../assets/landing/hero.jpg', alt: '' } }, banners: 'cockfight' };
    const parsed = schema.parse(full);
    expect(parsed.hero.image?.src).toEqual({ src: '../../../assets/landing/hero.jpg', width: 1600, height: 900, format: 'jpg' });
    expect(parsed.banners).toBe('cockfight');
  });

  it('names each missing field in plain words', () => {
    expect(problems({})).toEqual([
      'title: The page title is missing: write it as text.',
      'description: The page description is missing: write it as text.',
      'hero: The hero is missing: give it a heading and a sub-heading.',
      'cta: The call to action is missing: give it a label and a path on this site.',
    ]);
    expect(problems({ ...valid, hero: { heading: 'Hi there' } })).toEqual(['hero.subheading: The hero sub-heading is missing: write it as text.']);
  });

  it('says how long a title and a description may be', () => {
    expect(problems({ ...valid, title: 'x'.repeat(61) })).toEqual(['title: The page title is too long: keep it to 60 characters at most.']);
    expect(problems({ ...valid, description: 'Too short.' })).toEqual(['description: The page description is too short: write at least 50 characters.']);
  });

  it('keeps the call to action on this site', () => {
    for (const path of ['https://example.com/', '//evil.example/x', 'register', '/\\evil.example', 'javascript:alert(1)', '/a/../b']) {
      const found = problems({ ...valid, cta: { label: 'Go', path } });
      expect(found, path).toEqual([
        'cta.path: The link must be a path on this site that starts with one / (such as /register or /help/faq), not a web address.',
      ]);
    }
    for (const path of ['/register', '/help/responsible-gaming', '/promotions?id=3', '/help#term']) expect(internalPath.parse(path)).toBe(path);
  });

  it('asks for alt text on a hero image and a known banner group', () => {
    expect(problems({ ...valid, hero: { ...valid.hero, image: { src: 'hero.jpg' } } })).toEqual([
      'hero.image.alt: The hero image needs alt text: describe the picture, or write alt: "" if it only decorates.',
    ]);
    const [banner] = problems({ ...valid, banners: 'nope' });
    expect(banner).toMatch(/^banners: The banner group must be one of: home, slots, .*cockfight/);
  });
});

describe('page copy frontmatter', () => {
  it('needs a title, a description and a heading', () => {
    const copy = { title: 'VIP club', description: 'x'.repeat(60), heading: 'The VIP club' };
    expect(pageCopySchema.parse(copy)).toEqual(copy);
    const result = pageCopySchema.safeParse({ title: 'VIP club', description: 'x'.repeat(60) });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['The main heading is missing: write it as text.']);
  });
});
