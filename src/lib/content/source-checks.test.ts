import { describe, expect, it } from 'vitest';
import { contentProblems, formatProblems, frontmatterProblem } from './source-checks';
import { readContentFiles } from './content-checks.integration';

const article = (frontmatter: string, body = 'Text.\n') => `---\n${frontmatter}---\n\n${body}`;
const GOOD = 'title: How to deposit\ndescription: "Steps: channels and amounts."\ncategory: payments\n';

describe('frontmatter that is not YAML', () => {
  it('names the file and the line of the mistake, in words', () => {
    // Line 3 of the file: an unquoted text with ": " in it.
    const text = article('title: How to deposit\ndescription: Steps: channels and amounts.\ncategory: payments\n');
    const problem = frontmatterProblem({ path: 'src/content/help/en/deposits.md', text });
    expect(problem).toMatchObject({ path: 'src/content/help/en/deposits.md', line: 3 });
    expect(problem?.message).toMatch(/^the frontmatter \(between the --- lines\) is not valid YAML: .+\. Check quotes and colons/u);
  });

  it('finds a mistake further down, such as an unclosed quote', () => {
    const text = article('title: "How to deposit\ncategory: payments\n');
    expect(frontmatterProblem({ path: 'x.md', text })?.line).toBeGreaterThanOrEqual(2);
  });

  it('passes valid frontmatter', () => {
    expect(frontmatterProblem({ path: 'x.md', text: article(GOOD) })).toBeNull();
  });
});

describe('links to help articles', () => {
  const files = [
    { path: 'src/content/help/en/deposits.md', text: article(GOOD, 'See [the FAQ](/en/help/faq).\n\nAnd [withdrawals](/en/help/withdrawls).\n') },
    { path: 'src/content/help/en/faq.md', text: article(GOOD) },
    { path: 'src/content/landing/en/sabong.md', text: article('title: Sabong\n', 'Read [the rules](/en/help/sabong-rules).\n') },
  ];

  it('fails on a link to an article that does not exist, with file, line and link', () => {
    expect(contentProblems(files)).toEqual([
      { path: 'src/content/help/en/deposits.md', line: 9, message: 'the link /en/help/withdrawls: there is no help article "withdrawls" in this language' },
      {
        path: 'src/content/landing/en/sabong.md',
        line: 5,
        message: 'the link /en/help/sabong-rules: there is no help article "sabong-rules" in this language',
      },
    ]);
  });

  it('formats one line per problem for the build', () => {
    expect(formatProblems(contentProblems(files))).toBe(
      [
        '2 mistakes in content files (see docs/editing.md):',
        '  src/content/help/en/deposits.md:9: the link /en/help/withdrawls: there is no help article "withdrawls" in this language',
        '  src/content/landing/en/sabong.md:5: the link /en/help/sabong-rules: there is no help article "sabong-rules" in this language',
      ].join('\n'),
    );
  });
});

describe('the content on disk', () => {
  it('has no mistakes the build would stop at', () => {
    const files = readContentFiles(process.cwd());
    expect(files.length).toBeGreaterThan(0);
    expect(contentProblems(files)).toEqual([]);
  });
});
