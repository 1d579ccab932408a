import { generateKeyPairSync } from 'node:crypto';
import type { Queryable } from '../db/index';
import { rsaDecryptKey } from '../../src/contract/crypto';

/**
 * The RSA key of the wire protocol (docs/platform-api.md "Wire protocol"): the site wraps each call's DES key with the
 * public modulus (exponent 10001, no padding) and the platform unwraps it here. The pair is
 * generated once and stored, so keys survive restarts and are shared by all instances.
 */
export interface RsaKey {
  modulusHex: string;
  modulus: bigint;
  privateExponent: bigint;
}

const hexOf = (base64url: string | undefined): string => Buffer.from(base64url ?? '', 'base64url').toString('hex');

export async function loadOrCreateRsaKey(db: Queryable): Promise<RsaKey> {
  const read = () =>
    db.query<{ modulus_hex: string; private_exponent_hex: string }>("SELECT modulus_hex, private_exponent_hex FROM platform_keys WHERE name = 'rsa'");
  let rows = await read();
  if (rows.length === 0) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
    const jwk = privateKey.export({ format: 'jwk' });
    // Another instance may have won the race: keep whichever row was stored first.
    await db.query("INSERT INTO platform_keys (name, modulus_hex, private_exponent_hex) VALUES ('rsa', $1, $2) ON CONFLICT (name) DO NOTHING", [
      hexOf(jwk.n),
      hexOf(jwk.d),
    ]);
    rows = await read();
  }
  const row = rows[0];
  if (!row) throw new Error('RSA key missing after creation');
  const modulusHex = row.modulus_hex.replace(/^0+/, '');
  return { modulusHex, modulus: BigInt(`0x${modulusHex}`), privateExponent: BigInt(`0x${row.private_exponent_hex}`) };
}

/** Unwraps the `Encryption` header into the 16-character DES key; throws when it is not one. */
export function unwrapKey(key: RsaKey, encryptionHex: string): string {
  if (!/^[0-9a-fA-F]{1,512}$/.test(encryptionHex)) throw new Error('Encryption header is not hex');
  const value = BigInt(`0x${encryptionHex}`);
  if (value >= key.modulus) throw new Error('Encryption header out of range');
  const text = rsaDecryptKey(encryptionHex, key.modulus, key.privateExponent);
  if (!/^[\x21-\x7e]{16}$/.test(text)) throw new Error('Unwrapped key is not 16 printable characters');
  return text;
}
