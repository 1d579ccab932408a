import { describe, expect, it } from 'vitest';
import { decodeUtf8, invalidPercentEncodedField, unsafeField } from './text-safety';

describe('unsafeField', () => {
  it('names the first string with a NUL or a lone surrogate, by its dotted path', () => {
    expect(unsafeField({ a: 'ok', b: { c: ['fine', 'x\u0000'] } })).toBe('b.c.1');
    expect(unsafeField({ a: 'x\uD800y' })).toBe('a');
    expect(unsafeField({ ['k\u0000']: 'v' })).toBe('k\uFFFD');
  });

  it('passes accents, emoji (a well-formed surrogate pair) and numbers', () => {
    expect(unsafeField({ name: 'ñandú 🎲', count: 3, on: true, none: null })).toBeNull();
  });

  it('treats U+FFFD as the mark of invalid bytes only when the body was not UTF-8', () => {
    expect(unsafeField({ a: 'x\uFFFD' })).toBeNull();
    expect(unsafeField({ a: 'x\uFFFD' }, true)).toBe('a');
  });
});

describe('decodeUtf8', () => {
  it('says whether the bytes were UTF-8', () => {
    expect(decodeUtf8(new TextEncoder().encode('ñ'))).toEqual({ text: 'ñ', valid: true });
    expect(decodeUtf8(Uint8Array.of(0x61, 0xff))).toEqual({ text: 'a\uFFFD', valid: false });
  });
});

describe('invalidPercentEncodedField', () => {
  it('names the pair whose percent-encoded bytes are not UTF-8', () => {
    expect(invalidPercentEncodedField('?a=1&gameType=R%FFNG')).toBe('gameType');
    expect(invalidPercentEncodedField('bad%C3=1')).toBe('bad\uFFFD');
  });

  it('accepts UTF-8, plus signs and a literal lone percent sign, as URLSearchParams reads them', () => {
    expect(invalidPercentEncodedField('?name=%C3%B1and%C3%BA+x&rate=100%&empty=&flag')).toBeNull();
    expect(invalidPercentEncodedField('')).toBeNull();
  });
});
