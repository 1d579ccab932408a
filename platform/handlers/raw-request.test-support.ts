import des from 'des.js';
import type { CallDeclaration } from '../../src/contract/define';
import { bytesToBase64, randomKey, rsaEncryptKey } from '../../src/contract/crypto';
import type { TestPlatform } from '../test-support';

/** The tests' view of a refusal or an answer sent back for raw bytes. */
export interface RawReply {
  status: number;
  body: { success: boolean; message?: string; errorCode?: string; value?: { field?: string } };
}

/** A request's fields: an object's, or every option's of a union (e.g. the safety block's kinds). */
export const fieldsOf = (call: CallDeclaration): string[] => {
  const schema = call.request as unknown as { shape?: Record<string, unknown>; options?: { shape: Record<string, unknown> }[] };
  return schema.shape ? Object.keys(schema.shape) : [...new Set((schema.options ?? []).flatMap((option) => Object.keys(option.shape)))];
};
export const utf8 = (text: string): Uint8Array<ArrayBuffer> => new TextEncoder().encode(text);

/**
 * Sends raw bytes as a call's body the way the site's client does (encrypted, form or JSON), or
 * a raw query: bodies no JavaScript value would serialise to (invalid UTF-8, JSON nested
 * thousands deep), which `TestPlatform.call` cannot send.
 */
export async function sendRaw(
  t: TestPlatform,
  token: string,
  call: CallDeclaration,
  options: { query?: string; body?: Uint8Array<ArrayBuffer> },
): Promise<RawReply> {
  const headers: Record<string, string> = { Merchant: 'lucky', Language: 'EN', 'X-Forwarded-For': '203.0.113.60', ...call.headers };
  if (call.auth) headers['Authorization'] = token;
  let body: Uint8Array<ArrayBuffer> | string | undefined = options.body;
  if (body && call.encrypted) {
    const modulus = (await t.call<string>('GET', '/wps/session/key/rsa')).body.value ?? '';
    const key = randomKey(16);
    const cipher = des.DES.create({ type: 'encrypt', key: utf8(key).slice(0, 8) });
    headers['Encryption'] = rsaEncryptKey(key, modulus);
    body = JSON.stringify({ value: bytesToBase64(cipher.update(body).concat(cipher.final())) });
  }
  if (body !== undefined) headers['Content-Type'] = call.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
  const url = `http://platform.internal${call.path}${options.query ? `?${options.query}` : ''}`;
  const response = await t.platform.handle(new Request(url, { method: call.method, headers, ...(body !== undefined ? { body } : {}) }));
  return { status: response.status, body: (await response.json()) as RawReply['body'] };
}
