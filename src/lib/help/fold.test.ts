import { describe, expect, it } from 'vitest';
import { fold, foldWithOrigin, originalRange } from './fold';

describe('fold', () => {
  it('ignores case, width and Latin diacritics', () => {
    expect(fold('Đăng NHẬP')).toBe('dang nhap');
    expect(fold('ＶＩＰ Über Ñandú')).toBe('vip uber nandu');
    expect(fold('Łódź İstanbul')).toBe('lodz istanbul');
  });

  it('keeps the vowel and tone marks of Thai and the characters of Chinese', () => {
    expect(fold('ถอนเงิน')).toBe('ถอนเงิน');
    expect(fold('ถอนเงิน')).not.toBe(fold('ถอนเงน'));
    expect(fold('存款方式')).toBe('存款方式');
  });

  it('treats a decomposed accent like a precomposed one', () => {
    expect(fold('cafe\u0301')).toBe(fold('café'));
  });
});

describe('originalRange', () => {
  it('maps a folded match back onto the original, whole characters only', () => {
    const original = 'Rút tiền nhanh';
    const folded = foldWithOrigin(original);
    const start = folded.text.indexOf('tien');
    const [from, to] = originalRange(folded, start, start + 4);
    expect(original.slice(from, to)).toBe('tiền');
  });

  it('covers a decomposed accent and characters outside the basic plane', () => {
    const original = 'cafe\u0301 😀 ok';
    const folded = foldWithOrigin(original);
    expect(original.slice(...originalRange(folded, 0, 4))).toBe('cafe\u0301');
    const ok = folded.text.indexOf('ok');
    expect(original.slice(...originalRange(folded, ok, ok + 2))).toBe('ok');
  });

  it('maps a ligature folded into several letters to the whole ligature', () => {
    const original = 'ﬁnd';
    const folded = foldWithOrigin(original);
    expect(folded.text).toBe('find');
    expect(original.slice(...originalRange(folded, 0, 1))).toBe('ﬁ');
  });
});
