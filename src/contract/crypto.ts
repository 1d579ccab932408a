import des from 'des.js';

/**
 * The platform's call "encryption" (docs/platform-api.md "Wire protocol"). It is obfuscation that the
 * operator's platform requires, not security: TLS protects the traffic. Never log plaintexts.
 *
 * Runs in browsers and in Node: only `crypto.getRandomValues`, `TextEncoder`, `btoa`/`atob`
 * and BigInt. Web Crypto has no DES, so des.js does the block cipher on both sides.
 */

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export const bytesToBase64 = (bytes: Uint8Array | number[]): string => {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
};

export const base64ToBytes = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

/** DES-ECB with PKCS#7 padding; the key is the first 8 bytes of `key`'s UTF-8 form. */
export function desEncrypt(plaintext: string, key: string): string {
  const cipher = des.DES.create({ type: 'encrypt', key: encoder.encode(key).slice(0, 8) });
  const out = cipher.update(encoder.encode(plaintext)).concat(cipher.final());
  return bytesToBase64(out);
}

/**
 * The plaintext bytes of {@link desEncrypt}'s output, for a reader that must know whether they
 * are UTF-8 at all (the reference platform refuses them when not). Throws on a wrong key (bad
 * padding) or bad Base64.
 */
export function desDecryptBytes(ciphertext: string, key: string): Uint8Array {
  const decipher = des.DES.create({ type: 'decrypt', key: encoder.encode(key).slice(0, 8) });
  return new Uint8Array(decipher.update(base64ToBytes(ciphertext)).concat(decipher.final()));
}

/** Inverse of {@link desEncrypt}. Throws on a wrong key (bad padding) or bad Base64. */
export function desDecrypt(ciphertext: string, key: string): string {
  return decoder.decode(desDecryptBytes(ciphertext, key));
}

const KEY_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random 16-character key from the platform's alphabet (the original used Math.random). */
export function randomKey(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  // 62 symbols: the modulo bias is < 2 % and irrelevant for an obfuscation key.
  return Array.from(bytes, (byte) => KEY_ALPHABET[byte % KEY_ALPHABET.length]).join('');
}

/** base^exponent mod modulus, square-and-multiply over BigInt. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

export const bytesToBigInt = (bytes: Uint8Array): bigint => bytes.reduce((acc, byte) => (acc << 8n) | BigInt(byte), 0n);

export function bigIntToBytes(value: bigint): Uint8Array {
  const hex = value.toString(16);
  const even = hex.length % 2 ? `0${hex}` : hex;
  return Uint8Array.from(even.match(/../g) ?? [], (pair) => parseInt(pair, 16));
}

/** Textbook RSA (no padding) of a short ASCII key, as the platform expects; hex out. */
export function rsaEncryptKey(key: string, modulusHex: string, exponentHex = '10001'): string {
  const message = bytesToBigInt(encoder.encode(key));
  return modPow(message, BigInt(`0x${exponentHex}`), BigInt(`0x${modulusHex}`)).toString(16);
}

/** The platform side of {@link rsaEncryptKey}: private exponent `d`, both as BigInt. */
export function rsaDecryptKey(cipherHex: string, modulus: bigint, privateExponent: bigint): string {
  const message = modPow(BigInt(`0x${cipherHex}`), privateExponent, modulus);
  return decoder.decode(bigIntToBytes(message));
}

export interface EncryptedRequest {
  /** Goes in the `Encryption` header. */
  encryption: string;
  /** Goes as the JSON body. */
  body: { value: string };
}

/** Encrypts a call's payload with a fresh key, as docs/platform-api.md "Wire protocol" describes. */
export function encryptPayload(payload: unknown, modulusHex: string): EncryptedRequest {
  const key = randomKey(16);
  return {
    encryption: rsaEncryptKey(key, modulusHex),
    body: { value: desEncrypt(JSON.stringify(payload), key.slice(0, 8)) },
  };
}

/**
 * Stored links (customer service, channels): the last 8 characters are the DES key, the rest
 * is Base64 ciphertext. Returns the URL only when it is `https:`; anything else is refused
 * with `null` so that a tampered value can never open `javascript:` or plain-http pages.
 */
export function decryptStoredLink(stored: string): string | null {
  if (stored.length <= 8) return null;
  try {
    const url = new URL(desDecrypt(stored.slice(0, -8), stored.slice(-8)).trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Inverse of {@link decryptStoredLink}; the reference platform stores its links this way. */
export function encryptStoredLink(url: string, key = randomKey(8)): string {
  return `${desEncrypt(url, key)}${key}`;
}
