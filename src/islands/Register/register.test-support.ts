/**
 * Test support for the registration island's tests (not shipped: only *.test.tsx import it).
 * A stand-in platform behind `fetch`, with a real RSA key so that the tests read the
 * encrypted registration payload exactly as the platform would.
 */
import { generateKeyPairSync } from 'node:crypto';
import { vi } from 'vitest';
import { en } from '../../lib/i18n/catalogues';
import { desDecrypt, rsaDecryptKey } from '../../lib/platform/crypto';
import { REGISTER_KEYS, type RegisterStrings } from './strings';

const hex = (base64url: string | undefined) => Buffer.from(base64url ?? '', 'base64url').toString('hex');
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
const jwk = privateKey.export({ format: 'jwk' });
const modulusHex = hex(jwk.n).replace(/^0+/, '');
const modulus = BigInt(`0x${modulusHex}`);
const privateExponent = BigInt(`0x${hex(jwk.d)}`);

/** The plaintext of an encrypted call, as the platform decrypts it. */
export function decryptBody(init: RequestInit): Record<string, unknown> {
  const headers = init.headers as Record<string, string>;
  const key = rsaDecryptKey(headers['Encryption'] ?? '', modulus, privateExponent);
  const { value } = JSON.parse(String(init.body)) as { value: string };
  return JSON.parse(desDecrypt(value, key.slice(0, 8))) as Record<string, unknown>;
}

/** The English strings, looked up as pages do, so that tests read what a player reads. */
export const strings = Object.fromEntries(
  Object.entries<string>(REGISTER_KEYS).map(([name, key]) => [
    name,
    String(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en)),
  ]),
) as RegisterStrings;

export type Route = (url: string, init: RequestInit) => unknown;
export interface Call {
  method: string;
  path: string;
  url: string;
  init: RequestInit;
}

export const envelope = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 });
export const refusal = (message: string, errorCode: string, value?: unknown) =>
  new Response(JSON.stringify({ success: false, message, errorCode, value }), { status: 200 });

/** Stubs fetch with one handler per path; records every call. */
export function platform(routes: Record<string, Route>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const path = url.split('?')[0]!;
    calls.push({ method: String(init.method), path, url, init });
    const route = { ...BASICS, ...routes }[path];
    if (!route) return new Response('{}', { status: 404 });
    const result = await route(url, init);
    return result instanceof Response ? result : envelope(result);
  });
  return calls;
}

const BASICS: Record<string, Route> = {
  '/wps/system/countryCodes': () => [{ countryCode: 'PH', countryDialingCode: '63' }],
  '/wps/session/key/rsa': () => modulusHex,
  '/wps/captcha': () => 'iVBORw0KGgo=',
};

/** A session as the browser sees it after registration (the proxy keeps the token). */
export const SESSION = { firstTimeLogin: true, passwordExpired: false };

export const callsTo = (calls: readonly Call[], path: string) => calls.filter((call) => call.path === path);
