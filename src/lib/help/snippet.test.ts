import { describe, expect, it } from 'vitest';
import { foldWithOrigin } from './fold';
import { queryWords } from './query';
import { ELLIPSIS, segmentsOf, snippet, SNIPPET_LENGTH, type SearchField, type Segment } from './snippet';

const field = (original: string): SearchField => ({ original, folded: foldWithOrigin(original) });
const marked = (segments: Segment[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text);
const plain = (segments: Segment[]) => segments.map((segment) => segment.text).join('');

describe('segmentsOf', () => {
  it('splits text into marked and unmarked pieces, whitespace collapsed, line breaks kept apart', () => {
    expect(segmentsOf('one  two\nthree', [[5, 8]])).toEqual([
      { text: 'one ', mark: false },
      { text: 'two', mark: true },
      { text: ' · three', mark: false },
    ]);
  });
});

describe('snippet', () => {
  it('returns a short text whole, every match marked in its original spelling', () => {
    const segments = snippet(field('Nạp tiền qua GCash; nap tien nhanh.'), queryWords('nap tien'));
    expect(marked(segments)).toEqual(['Nạp', 'tiền', 'nap', 'tien']);
    expect(plain(segments)).toBe('Nạp tiền qua GCash; nap tien nhanh.');
  });

  it('cuts a long text around the first match, between words, with ellipses', () => {
    // Real help copy around the match, long enough on each side to be cut.
    const before = 'Open the account menu, choose your e-wallet and enter the amount to send. '.repeat(5);
    const after = ' Check the balance in the header once the request has been approved by the cashier.'.repeat(5);
    const segments = snippet(field(`${before}Withdrawals are paid within one hour.${after}`), queryWords('withdrawal'));
    const text = plain(segments);
    expect(segments[0]).toEqual({ text: ELLIPSIS, mark: false });
    expect(segments.at(-1)).toEqual({ text: ELLIPSIS, mark: false });
    expect(marked(segments)).toEqual(['Withdrawal']);
    expect(text.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
    // Cut between words: the text after the ellipsis starts a word, the one before the last ellipsis ends one.
    expect(before.split(' ')).toContain(text.slice(1).split(' ')[0]);
    expect(after.split(' ')).toContain(text.slice(0, -1).split(' ').at(-1));
  });

  it('cuts Thai text without spaces and still marks the match', () => {
    const thai = 'ก'.repeat(300) + 'ถอนเงิน' + 'ข'.repeat(300);
    const segments = snippet(field(thai), queryWords('ถอนเงิน'));
    expect(marked(segments)).toEqual(['ถอนเงิน']);
    expect(plain(segments).length).toBeLessThanOrEqual(SNIPPET_LENGTH + 2);
  });

  it('never turns text into markup: segments are plain strings', () => {
    const segments = snippet(field('Use <b>bold</b> & <script>x</script>'), queryWords('bold'));
    expect(plain(segments)).toBe('Use <b>bold</b> & <script>x</script>');
    expect(marked(segments)).toEqual(['bold']);
  });
});

describe('block breaks', () => {
  it('keeps a heading apart from the paragraph after it, and sentences as they are', () => {
    const segments = snippet(field('Play within your limits\nDecide before you play.\nStop at the limit.'), queryWords('limit'));
    expect(plain(segments)).toBe('Play within your limits · Decide before you play. Stop at the limit.');
    expect(marked(segments)).toEqual(['limit', 'limit']);
  });
});
