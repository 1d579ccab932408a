import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing with scrypt: memory-hard, so guessing on GPUs is expensive, and built into
 * Node (no native add-on). The cost is stored in each hash (`scrypt$N$r$p$salt$hash`), so it can
 * be raised later without invalidating existing hashes.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** About 16 MiB and a few tens of milliseconds per hash on a 2-core server. */
export const DEFAULT_SCRYPT_COST: ScryptCost = { N: 16384, r: 8, p: 1 };
/** For tests only: fast enough to hash a handful of accounts per test file. */
export const TEST_SCRYPT_COST: ScryptCost = { N: 1024, r: 8, p: 1 };

const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, { N, r, p }: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128 * N * r, or Node refuses the cost.
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r + 1024 * 1024 }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

/** Constant-time comparison; false (never a throw) for a malformed stored hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every(Number.isInteger)) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

const dummies = new Map<string, Promise<string>>();

/**
 * A hash of a random password at the given cost, made once: a login for an unknown account is
 * checked against it, so it takes as long as one for a real account and reveals nothing.
 */
export function dummyHash(cost: ScryptCost = DEFAULT_SCRYPT_COST): Promise<string> {
  const key = `${cost.N}:${cost.r}:${cost.p}`;
  let hash = dummies.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(12).toString('base64'), cost);
    dummies.set(key, hash);
  }
  return hash;
}
