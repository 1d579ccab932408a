import { randomInt } from 'node:crypto';
import { isValidPassword } from '../../src/contract/validation/rules';

// No 0/O, 1/l/I: a password sent by e-mail is often typed by hand.
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;

/**
 * A random password that satisfies the shared password rule (letters and digits, 7–20): 12
 * characters from the CSPRNG, about 70 bits.
 */
export function randomPassword(length = 12): string {
  for (;;) {
    let password = '';
    for (let index = 0; index < length; index++) password += ALPHABET[randomInt(ALPHABET.length)];
    if (isValidPassword(password)) return password;
  }
}
