import { describe, expect, it } from 'vitest';
import { markdownToText } from './plain-text';

describe('markdownToText', () => {
  it('keeps what a reader sees: headings, paragraphs joined, list items, link texts', () => {
    const markdown = [
      '## Play within your **limits**',
      '',
      'Decide before you play how much',
      'money you spend. Read the [terms](/en/help/terms).',
      '',
      '- set a *deposit limit* for a day,',
      '  a week or a month;',
      '1. You hide your `gaming`.',
      '',
      '---',
      '',
      '> Quoted ![badge](/b.svg) text &amp; more',
    ].join('\n');
    expect(markdownToText(markdown).split('\n')).toEqual([
      'Play within your limits',
      'Decide before you play how much money you spend. Read the terms.',
      'set a deposit limit for a day, a week or a month;',
      'You hide your gaming.',
      'Quoted badge text & more',
    ]);
  });

  it('drops HTML tags, link targets, tables rules and link definitions', () => {
    const markdown = [
      '| Channel | Minimum |',
      '|---|---:|',
      '| GCash | 100.00 |',
      '',
      '<div class="x">Hi <https://example.com></div>',
      '[ref]: https://x.example',
    ].join('\n');
    expect(markdownToText(markdown).split('\n')).toEqual(['Channel · Minimum', 'GCash · 100.00', 'Hi https://example.com']);
  });

  it('leaves snake_case and lone asterisks alone', () => {
    expect(markdownToText('Use user_name and 2 * 3 * 4')).toBe('Use user_name and 2 * 3 * 4');
  });
});
