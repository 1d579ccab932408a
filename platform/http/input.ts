import { z } from 'zod/mini';
import type { CallDeclaration, Schema } from '../../src/contract/define';
import { desDecryptBytes } from '../../src/contract/crypto';
import { jsonDeeperThan } from '../../src/contract/json-depth';
import { ErrorCodes } from '../../src/contract/refusals';
import type { Translate } from '../i18n';
import { unwrapKey, type RsaKey } from '../security/rsa';
import { refusal, type Outcome } from './context';
import { decodeUtf8, invalidPercentEncodedField, unsafeField } from './text-safety';

/** Bodies above this are refused before parsing, unless the call declares more (`maxBodyBytes`: feedback's images). */
const MAX_BODY_BYTES = 1_000_000;

type Parsed = { ok: true; input: unknown } | { ok: false; outcome: Outcome };

/**
 * Query strings carry only text, but some request schemas declare numbers or booleans: turn a
 * value into a number or boolean only where the field refuses the text as it is.
 */
function coerceQuery(schema: Schema, params: URLSearchParams): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, Schema> }).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, text] of params) {
    const field = shape[key];
    if (!field || z.safeParse(field, text).success) out[key] = text;
    else if (text !== '' && !Number.isNaN(Number(text))) out[key] = Number(text);
    else if (text === 'true' || text === 'false') out[key] = text === 'true';
    else out[key] = text;
  }
  return out;
}

/**
 * Reads a call's parameters: the query for GET and DELETE, the body otherwise (JSON, form, or
 * the encrypted envelope of docs/platform-api.md "Wire protocol"), then validates them with the call's
 * own request schema, so a handler only ever sees a well-formed input.
 */
export async function readInput(call: CallDeclaration, request: Request, url: URL, rsaKey: RsaKey, t: Translate): Promise<Parsed> {
  const bad = (key: 'badRequest' | 'decryptFailed', code: string): Parsed => ({ ok: false, outcome: refusal(400, t(key), code) });
  // A NUL, a lone surrogate or bytes that are not UTF-8 (see ./text-safety): named, before any handler sees them.
  const unsafe = (field: string): Parsed => ({ ok: false, outcome: refusal(400, t('unsafeText', { name: field }), ErrorCodes.badRequest, { field }) });
  let raw: unknown;
  let validUtf8 = true;

  if (call.method === 'GET' || call.method === 'DELETE') {
    const field = invalidPercentEncodedField(url.search);
    if (field !== null) return unsafe(field);
    raw = coerceQuery(call.request, url.searchParams);
  } else {
    const bytes = new Uint8Array(await request.arrayBuffer());
    if (bytes.length > (call.maxBodyBytes ?? MAX_BODY_BYTES)) return bad('badRequest', ErrorCodes.badRequest);
    if (call.encrypted) {
      try {
        const key = unwrapKey(rsaKey, request.headers.get('Encryption') ?? '');
        const { value } = JSON.parse(decodeUtf8(bytes).text) as { value?: unknown };
        if (typeof value !== 'string') throw new Error('no value');
        const plain = decodeUtf8(desDecryptBytes(value, key.slice(0, 8)));
        validUtf8 = plain.valid;
        // Decrypted, so not a decryption failure: the same refusal as a plain body nested too deep.
        if (jsonDeeperThan(plain.text)) return bad('badRequest', ErrorCodes.badRequest);
        raw = JSON.parse(plain.text);
      } catch {
        return bad('decryptFailed', ErrorCodes.decryptFailed);
      }
    } else {
      const body = decodeUtf8(bytes);
      validUtf8 = body.valid;
      if (call.body === 'form') {
        const field = invalidPercentEncodedField(body.text);
        if (field !== null) return unsafe(field);
        raw = Object.fromEntries(new URLSearchParams(body.text));
      } else {
        // Measured before parsing: what walks the value next (./text-safety, the schema) recurses.
        if (jsonDeeperThan(body.text)) return bad('badRequest', ErrorCodes.badRequest);
        try {
          raw = body.text ? JSON.parse(body.text) : {};
        } catch {
          return bad('badRequest', ErrorCodes.badRequest);
        }
      }
    }
  }

  const field = unsafeField(raw, !validUtf8);
  if (field !== null) return unsafe(field);
  const parsed = z.safeParse(call.request, raw);
  return parsed.success ? { ok: true, input: parsed.data } : bad('badRequest', ErrorCodes.badRequest);
}
