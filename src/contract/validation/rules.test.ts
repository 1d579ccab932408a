import { describe, expect, it } from 'vitest';
import { isValidPassword, isValidUsername, normaliseMobile } from './rules';

describe('account rules', () => {
  it('usernames: 2–15 characters, a letter first, letters and digits only', () => {
    expect(['ab', 'demo2026', 'a12345678901234'].every(isValidUsername)).toBe(true);
    expect(['a', '1abc', 'demo_player', 'juan dela', 'a123456789012345', ''].some(isValidUsername)).toBe(false);
  });

  it('passwords: more than 6 characters with letters and numbers', () => {
    expect(['Player2026', 'abc1234'].every(isValidPassword)).toBe(true);
    expect(['abc123', 'abcdefgh', '12345678', 'abc 1234', 'abc1234!'].some(isValidPassword)).toBe(false);
  });

  it('mobile numbers: the Philippine mobile form, 7–15 digits elsewhere', () => {
    expect(normaliseMobile('0917 123 4567', '+63')).toBe('9171234567');
    expect(normaliseMobile('9171234567', '63')).toBe('9171234567');
    expect(normaliseMobile('8171234567', '63')).toBeNull();
    expect(normaliseMobile('912345678', '84')).toBe('912345678');
    expect(normaliseMobile('12ab', '84')).toBeNull();
  });
});
