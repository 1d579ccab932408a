import { describe, expect, it } from 'vitest';
import { helpFrontmatter } from './help-schema';

const VALID = {
  title: 'Deposits',
  description: 'How to add money to your wallet with GCash, Maya or a bank transfer, and how long it takes.',
  category: 'payments',
  updated: '2026-11-21',
  order: 30,
};

/** The messages an editor would read, by field. */
function messages(data: unknown): Record<string, string> {
  const result = helpFrontmatter.safeParse(data);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.') || '(file)', issue.message]));
}

describe('help article frontmatter', () => {
  it('accepts a complete article, dates as dates, order 100 by default', () => {
    const { order, ...rest } = VALID;
    const parsed = helpFrontmatter.parse(rest);
    expect(parsed.updated).toEqual(new Date('2026-11-21'));
    expect(parsed.order).toBe(100);
    expect(order).toBe(30);
  });

  it('says how long a title is and how long it must be', () => {
    expect(messages({ ...VALID, title: 'Hi' })).toEqual({
      title:
        'title has 2 characters; it must have 3 to 70. Write a little more: it is the heading of the article, also shown in search results and browser tabs.',
    });
    expect(messages({ ...VALID, title: 'x'.repeat(71) }).title).toMatch(/^title has 71 characters; it must have 3 to 70\. Shorten it/);
  });

  it('counts characters, not bytes, for Thai and Chinese', () => {
    expect(messages({ ...VALID, title: '提款' }).title).toMatch(/^title has 2 characters/);
    expect(messages({ ...VALID, title: 'การถอนเงิน' })).toEqual({});
  });

  it('names a missing field and how to add it', () => {
    const { description, ...rest } = VALID;
    expect(description).toBeTruthy();
    expect(messages(rest)).toEqual({
      description:
        'description is missing. Add a line "description: …" with the summary under the title on the help index and in search engines (50 to 170 characters).',
    });
  });

  it('lists the categories when one is wrong', () => {
    expect(messages({ ...VALID, category: 'Payments' })).toEqual({
      category: 'category "Payments" is not one of the help categories. Use one of: account, payments, rules, safety, about (lower case).',
    });
  });

  it('shows the date format and the kind of order it wants', () => {
    expect(messages({ ...VALID, updated: '21/11/2026' })).toEqual({
      updated: 'updated "21/11/2026" is not a date. Write it as year-month-day, for example 2026-11-21.',
    });
    expect(messages({ ...VALID, order: 'first' }).order).toMatch(/^order must be a whole number, found "first"/);
    expect(messages({ ...VALID, order: 2.5 }).order).toMatch(/^order must be a whole number, found 2\.5/);
  });

  it('catches a misspelt field name', () => {
    const { description, ...rest } = VALID;
    const found = messages({ ...rest, descripton: description });
    expect(found['description']).toMatch(/^description is missing/);
    expect(found['(file)']).toBe('Unknown field "descripton". A help article has only: title, description, category, updated and order. Check the spelling.');
  });

  it('says when a title is not text', () => {
    expect(messages({ ...VALID, title: 2026 })).toEqual({
      title: 'title must be text, found 2026. Put the title in quotes if it starts with a number or a special character.',
    });
  });
});
