import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationFiles, LEFTOVER, rewrite } from '../../scripts/rewrite-citations.mjs';

/**
 * The knowledge the code cites is in the repository (docs/decisions/0019): every citation of
 * docs/product.md names one of its nine sections, every quoted heading of a docs/ page exists,
 * and nothing cites the specification or design notes that lived outside the repository.
 */
const ROOT = join(import.meta.dirname, '..', '..');
const read = (path: string): string => readFileSync(join(ROOT, path), 'utf8');
const sources = citationFiles().map((path) => ({ path, text: read(path) }));

/** The nine sections, numbered as the specification numbered them, so citations map one to one. */
const SECTIONS = [
  'What the product does and for whom',
  'Screens and routes',
  'Entities and their fields',
  'States and transitions',
  'Validation rules',
  'Roles and permissions',
  'The calls it makes',
  'Error catalogue',
  'Business constants and limits',
];

/** Whether `page` has a heading starting with `name`, or a bullet or paragraph led by `**name`. */
const hasHeading = (page: string, name: string): boolean =>
  page.split('\n').some((line) => (/^#+ /.test(line) ? line.replace(/^#+ /, '').startsWith(name) : line.replace(/^\s*- /, '').startsWith(`**${name}`)));

describe('citations of docs/', () => {
  it('docs/product.md has the nine numbered sections the code cites', () => {
    const headings = read('docs/product.md')
      .split('\n')
      .filter((line) => line.startsWith('## '))
      .map((line) => line.slice(3));
    expect(headings).toEqual(SECTIONS.map((title, index) => `${index + 1}. ${title}`));
  });

  it('every "docs/product.md §n" names one of those sections', () => {
    const cited = sources.flatMap(({ path, text }) =>
      [...text.matchAll(/docs\/product\.md §(\d+)((?:(?:, |–| and )§\d+)*)/g)].flatMap((match) =>
        [match[1], ...(match[2] ?? '').split(/§/).slice(1)].map((n) => ({ path, section: Number.parseInt(n ?? '', 10) })),
      ),
    );
    expect(cited.length).toBeGreaterThan(300);
    expect(cited.filter(({ section }) => !(section >= 1 && section <= SECTIONS.length))).toEqual([]);
  });

  it('every quoted heading of a docs/ page exists on that page', () => {
    const pages = new Map<string, string>();
    const missing: string[] = [];
    for (const { path, text } of sources) {
      for (const match of text.matchAll(/docs\/([a-z-]+)\.md "([^"\n]+)"/g)) {
        const page = `docs/${match[1]}.md`;
        const name = match[2] ?? '';
        if (!pages.has(page)) pages.set(page, read(page));
        if (!hasHeading(pages.get(page) ?? '', name)) missing.push(`${path}: ${page} "${name}"`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('nothing cites SPEC or DESIGN.md, which are not in the repository', () => {
    const left = sources.flatMap(({ path, text }) =>
      text.split('\n').flatMap((line, index) => (LEFTOVER.test(line) || rewrite(line) !== line ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(left).toEqual([]);
  });
});

describe('scripts/rewrite-citations.mjs', () => {
  it('maps each old form to the page and heading that hold it now', () => {
    expect(rewrite('(SPEC §2–§6)')).toBe('(docs/product.md §2–§6)');
    expect(rewrite("SPEC §4's rule")).toBe("docs/product.md §4's rule");
    expect(rewrite('DESIGN.md "Look and feel"')).toBe('docs/architecture.md "Look and feel"');
    expect(rewrite('(DESIGN "State")')).toBe('(docs/architecture.md "State")');
    expect(rewrite('the budgets of DESIGN.md ("Budgets")')).toBe('the budgets of docs/architecture.md "Budgets"');
    expect(rewrite('(DESIGN.md, wire protocol)')).toBe('(docs/platform-api.md "Wire protocol")');
    expect(rewrite("as DESIGN.md's wire protocol describes")).toBe('as docs/platform-api.md "Wire protocol" describes');
    expect(rewrite('The RSA key of the wire protocol (DESIGN.md):')).toBe('The RSA key of the wire protocol (docs/platform-api.md "Wire protocol"):');
    expect(rewrite('(DESIGN.md, docs/architecture.md "The proxy\'s rules")')).toBe('(docs/architecture.md "The BFF proxy" and "The proxy\'s rules")');
    expect(rewrite('reads SPEC codes')).toBe('reads docs/product.md §8 codes');
  });

  it('leaves a heading it has no row for, so the check reports it', () => {
    expect(rewrite('DESIGN.md "Some other topic"')).toBe('DESIGN.md "Some other topic"');
    expect(LEFTOVER.test('DESIGN.md "Some other topic"')).toBe(true);
  });

  it('is idempotent', () => {
    for (const { text } of sources.slice(0, 80)) expect(rewrite(rewrite(text))).toBe(rewrite(text));
  });
});
