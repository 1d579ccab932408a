import { describe, expect, it } from 'vitest';
import { dummyHash, hashPassword, TEST_SCRYPT_COST, verifyPassword } from './password';

describe('password hashing', () => {
  it('stores scrypt$N$r$p$salt$hash with a random salt', async () => {
    const a = await hashPassword('Player2026', TEST_SCRYPT_COST);
    const b = await hashPassword('Player2026', TEST_SCRYPT_COST);
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('Player2026', TEST_SCRYPT_COST);
    expect(await verifyPassword('Player2026', stored)).toBe(true);
    expect(await verifyPassword('player2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('uses the default cost N=16384 unless told otherwise', async () => {
    expect(await hashPassword('x')).toMatch(/^scrypt\$16384\$8\$1\$/);
  });

  it('treats malformed hashes as a mismatch, never a crash', async () => {
    for (const stored of ['', 'plain', 'scrypt$a$b$c$d$e', 'bcrypt$1$2$3$4$5']) expect(await verifyPassword('x', stored)).toBe(false);
  });

  it('keeps one dummy hash per cost for unknown accounts', async () => {
    expect(await dummyHash(TEST_SCRYPT_COST)).toBe(await dummyHash(TEST_SCRYPT_COST));
  });
});
