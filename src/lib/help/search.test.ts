import { describe, expect, it } from 'vitest';
import { prepareHelpIndex, searchHelp, type HelpDocument } from './search';
import type { Segment } from './snippet';

const doc = (slug: string, title: string, description: string, text: string, order = 100): HelpDocument => ({
  slug,
  title,
  description,
  category: 'payments',
  order,
  text,
});

const DOCS = [
  doc(
    'deposits',
    'Deposits',
    'How to add money to your wallet with GCash, Maya or a bank transfer.',
    'Choose Deposit in the account menu. GCash deposits arrive within 3 minutes.',
    30,
  ),
  doc(
    'withdrawals',
    'Withdrawals',
    'How to take your winnings out, how long it takes and what you need.',
    'A withdrawal goes to the account in your payee name. GCash withdrawals take up to one hour.',
    40,
  ),
  doc(
    'faq',
    'Frequently asked questions',
    'Short answers about accounts, bonuses, deposits and withdrawals.',
    'Why is my withdrawal pending? Withdrawals are checked by hand the first time.',
    90,
  ),
  doc('terms', 'Terms and conditions', 'The rules for playing.', 'You must be 18 or older. One account per person.', 20),
];
const index = prepareHelpIndex(DOCS);
const slugs = (query: string) => searchHelp(index, query).map((hit) => hit.document.slug);
const marked = (segments: Segment[]) => segments.filter((segment) => segment.mark).map((segment) => segment.text);

describe('searchHelp', () => {
  it('finds nothing for an empty query', () => {
    expect(searchHelp(index, '')).toEqual([]);
    expect(searchHelp(index, '  ,  ')).toEqual([]);
  });

  it('needs every word, in any field', () => {
    expect(slugs('gcash hour')).toEqual(['withdrawals']);
    expect(slugs('gcash nonsense')).toEqual([]);
  });

  it('puts title matches first, then description matches, then text matches', () => {
    // "withdrawal": title of withdrawals and of nothing else; faq's description and text; deposits not at all.
    expect(slugs('withdrawal')).toEqual(['withdrawals', 'faq']);
    // "deposit": deposits' title; faq's description; withdrawals nowhere.
    expect(slugs('deposit')).toEqual(['deposits', 'faq']);
    // "account" is in no title: description (faq) before text only (deposits, withdrawals, terms by text hits then order).
    expect(slugs('account')[0]).toBe('faq');
  });

  it('ignores case and diacritics', () => {
    expect(slugs('WİTHDRÄWALS')).toEqual(['withdrawals', 'faq']);
  });

  it('marks the matches in the title and in a snippet of the text', () => {
    const [hit] = searchHelp(index, 'gcash hour');
    expect(marked(hit!.title)).toEqual([]);
    expect(marked(hit!.snippet)).toEqual(['GCash', 'hour']);
  });

  it('uses the description as the snippet when the text does not match', () => {
    const [hit] = searchHelp(index, 'rules');
    expect(hit!.document.slug).toBe('terms');
    expect(hit!.snippet.map((segment) => segment.text).join('')).toBe('The rules for playing.');
    expect(marked(hit!.snippet)).toEqual(['rules']);
  });

  it('finds Chinese and Thai words inside text written without spaces', () => {
    const asian = prepareHelpIndex([
      doc('withdrawals', '如何提款', '提款需要多长时间以及需要准备什么。', '提款会转入与您收款人姓名一致的账户。', 40),
      doc('deposits', 'วิธีฝากเงิน', 'ฝากเงินผ่าน GCash หรือโอนผ่านธนาคาร', 'เลือกฝากเงินในเมนูบัญชีของคุณ', 30),
    ]);
    const zh = searchHelp(asian, '提款');
    expect(zh.map((hit) => hit.document.slug)).toEqual(['withdrawals']);
    expect(marked(zh[0]!.title)).toEqual(['提款']);
    const th = searchHelp(asian, 'ฝากเงิน');
    expect(th.map((hit) => hit.document.slug)).toEqual(['deposits']);
    expect(marked(th[0]!.snippet)).toEqual(['ฝากเงิน']);
  });
});
