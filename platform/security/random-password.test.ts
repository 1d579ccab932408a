import { describe, expect, it } from 'vitest';
import { isValidPassword } from '../../src/contract/validation/rules';
import { randomPassword } from './random-password';

describe('randomPassword', () => {
  it('always satisfies the shared password rule and does not repeat', () => {
    const passwords = Array.from({ length: 500 }, () => randomPassword());
    for (const password of passwords) expect(isValidPassword(password), password).toBe(true);
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(passwords.every((password) => password.length === 12)).toBe(true);
  });
});
