import { describe, expect, it } from 'vitest';
import { generateKeyPairSync } from 'node:crypto';
import {
  bytesToBigInt,
  decryptStoredLink,
  desDecrypt,
  desEncrypt,
  encryptPayload,
  encryptStoredLink,
  modPow,
  randomKey,
  rsaDecryptKey,
  rsaEncryptKey,
} from './crypto';

const b64urlToBigInt = (text: string) => bytesToBigInt(Buffer.from(text, 'base64url'));

function keyPair() {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  return { n: b64urlToBigInt(jwk.n!), d: b64urlToBigInt(jwk.d!) };
}

describe('DES-ECB', () => {
  it('matches a known PKCS#7 vector and round-trips UTF-8', () => {
    // Reference value from OpenSSL 3: printf hello | openssl enc -des-ecb -K 3132333435363738 -provider legacy -provider default -a
    expect(desEncrypt('hello', '12345678')).toBe('uhbGoCVxJa8=');
    const text = JSON.stringify({ username: 'Juan dela Cruz', note: 'Magandang araw ₱' });
    expect(desDecrypt(desEncrypt(text, 'Ab3dEf7h'), 'Ab3dEf7h')).toBe(text);
  });

  it('uses only the first 8 characters of the key', () => {
    expect(desEncrypt('payload', 'ABCDEFGHzzzzzzzz')).toBe(desEncrypt('payload', 'ABCDEFGH'));
  });

  it('fails on the wrong key instead of returning garbage', () => {
    expect(() => desDecrypt(desEncrypt('secret text', 'rightkey'), 'wrongkey')).toThrow();
  });
});

describe('textbook RSA', () => {
  it('modPow agrees with small known values', () => {
    expect(modPow(4n, 13n, 497n)).toBe(445n);
  });

  it('round-trips a 16-character key through a real key pair', () => {
    const { n, d } = keyPair();
    const key = randomKey(16);
    expect(key).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(rsaDecryptKey(rsaEncryptKey(key, n.toString(16)), n, d)).toBe(key);
  });

  it('encryptPayload produces what the platform can open', () => {
    const { n, d } = keyPair();
    const payload = { username: 'demo_player', password: 'Player2026' };
    const request = encryptPayload(payload, n.toString(16));
    const key = rsaDecryptKey(request.encryption, n, d);
    expect(JSON.parse(desDecrypt(request.body.value, key.slice(0, 8)))).toEqual(payload);
    // The plaintext never appears in what is sent.
    expect(JSON.stringify(request)).not.toContain('Player2026');
  });
});

describe('stored links', () => {
  it('decrypts with the last 8 characters as the key', () => {
    const stored = encryptStoredLink('https://chat.example.com/room?id=7', 'K3y9Zz01');
    expect(stored.endsWith('K3y9Zz01')).toBe(true);
    expect(decryptStoredLink(stored)).toBe('https://chat.example.com/room?id=7');
  });

  it('refuses anything that is not https', () => {
    expect(decryptStoredLink(encryptStoredLink('javascript:alert(1)'))).toBeNull();
    expect(decryptStoredLink(encryptStoredLink('http://chat.example.com/'))).toBeNull();
    expect(decryptStoredLink('short')).toBeNull();
    expect(decryptStoredLink('not-base64!!!!12345678')).toBeNull();
  });
});
