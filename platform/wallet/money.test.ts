import { describe, expect, it } from 'vitest';
import { majorToMinor, minorToMajor } from './money';

describe('money', () => {
  it('turns minor units into major units with two decimals, without float arithmetic', () => {
    expect(minorToMajor(123456n)).toBe(1234.56);
    expect(minorToMajor(5n)).toBe(0.05);
    expect(minorToMajor(-8050n)).toBe(-80.5);
    expect(minorToMajor(0n)).toBe(0);
    expect(minorToMajor(900719925474099n)).toBe(9007199254740.99);
  });

  it('parses amounts with at most two decimals', () => {
    expect(majorToMinor('1234.56')).toBe(123456n);
    expect(majorToMinor('1,234.5')).toBe(123450n);
    expect(majorToMinor(0.1)).toBe(10n);
    expect(majorToMinor('-80.50')).toBe(-8050n);
    expect(() => majorToMinor('1.234')).toThrow(RangeError);
    expect(() => majorToMinor('abc')).toThrow(RangeError);
    expect(majorToMinor('1,234,567')).toBe(123456700n);
    for (const loose of ['1,0', '1e3', '12,34.5', '1,234,56', '.5', '1.', ' 1', '+1']) expect(() => majorToMinor(loose), loose).toThrow(RangeError);
  });
});
