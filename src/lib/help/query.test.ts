import { describe, expect, it } from 'vitest';
import { cleanQuery, MAX_QUERY_LENGTH, MAX_WORDS, occurrences, queryWords } from './query';

const texts = (query: string) => queryWords(query).map((word) => word.text);

describe('queryWords', () => {
  it('folds, splits on spaces, drops edge punctuation and repeats', () => {
    expect(texts('  Withdraw, GCash!  withdraw ')).toEqual(['withdraw', 'gcash']);
    expect(texts('e-wallet')).toEqual(['e-wallet']);
    expect(texts('Rút tiền')).toEqual(['rut', 'tien']);
  });

  it('drops one-letter words of spaced scripts when there are longer ones, never Chinese characters', () => {
    expect(texts('a deposit')).toEqual(['deposit']);
    expect(texts('a')).toEqual(['a']);
    expect(texts('钱 存款')).toEqual(['钱', '存款']);
  });

  it('lets Chinese, Thai and Korean words match inside words, others only at a word start', () => {
    expect(queryWords('ถอนเงิน 提款 입금 bonus').map((word) => word.anywhere)).toEqual([true, true, true, false]);
  });

  it('reads at most the first characters and words', () => {
    expect([...cleanQuery('x'.repeat(500))]).toHaveLength(MAX_QUERY_LENGTH);
    expect(queryWords('aa bb cc dd ee ff gg hh ii jj')).toHaveLength(MAX_WORDS);
    expect(queryWords('   ')).toEqual([]);
    expect(cleanQuery(null)).toBe('');
  });
});

describe('occurrences', () => {
  it('matches spaced-script words at the start of a word only', () => {
    const [word] = queryWords('with');
    expect(occurrences('withdrawal and with', word!)).toEqual([
      [0, 4],
      [15, 19],
    ]);
    expect(occurrences('a raw deal', queryWords('aw')[0]!)).toEqual([]);
  });

  it('matches a Latin word right after Chinese characters', () => {
    expect(occurrences('成为vip会员', queryWords('VIP')[0]!)).toEqual([[2, 5]]);
  });

  it('matches Thai and Chinese anywhere, without spaces', () => {
    expect(occurrences('วิธีถอนเงินผ่านธนาคาร', queryWords('ถอนเงิน')[0]!)).toEqual([[4, 11]]);
    expect(occurrences('如何提款到银行卡', queryWords('提款')[0]!)).toEqual([[2, 4]]);
  });
});
