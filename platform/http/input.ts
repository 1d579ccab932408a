import type { z } from 'astro/zod';
import type { CallDeclaration } from '../../src/lib/platform/define';
import { desDecrypt } from '../../src/lib/platform/crypto';
import { ErrorCodes } from '../../src/lib/platform/envelope';
import type { Translate } from '../i18n';
import { unwrapKey, type RsaKey } from '../security/rsa';
import { refusal, type Outcome } from './context';

/** Bodies above this are refused before parsing; no call the platform answers needs more. */
const MAX_BODY_BYTES = 1_000_000;

type Parsed = { ok: true; input: unknown } | { ok: false; outcome: Outcome };

/**
 * Query strings carry only text, but some request schemas declare numbers or booleans: turn a
 * value into a number or boolean only where the field refuses the text as it is.
 */
function coerceQuery(schema: z.ZodType, params: URLSearchParams): Record<string, unknown> {
  const shape = (schema as { shape?: Record<string, z.ZodType> }).shape ?? {};
  const out: Record<string, unknown> = {};
  for (const [key, text] of params) {
    const field = shape[key];
    if (!field || field.safeParse(text).success) out[key] = text;
    else if (text !== '' && !Number.isNaN(Number(text))) out[key] = Number(text);
    else if (text === 'true' || text === 'false') out[key] = text === 'true';
    else out[key] = text;
  }
  return out;
}

/**
 * Reads a call's parameters: the query for GET and DELETE, the body otherwise (JSON, form, or
 * the encrypted envelope of DESIGN.md's wire protocol), then validates them with the call's
 * own request schema, so a handler only ever sees a well-formed input.
 */
export async function readInput(call: CallDeclaration, request: Request, url: URL, rsaKey: RsaKey, t: Translate): Promise<Parsed> {
  const bad = (key: 'badRequest' | 'decryptFailed', code: string): Parsed => ({ ok: false, outcome: refusal(400, t(key), code) });
  let raw: unknown;

  if (call.method === 'GET' || call.method === 'DELETE') {
    raw = coerceQuery(call.request, url.searchParams);
  } else {
    const text = await request.text();
    if (text.length > MAX_BODY_BYTES) return bad('badRequest', ErrorCodes.badRequest);
    if (call.encrypted) {
      try {
        const key = unwrapKey(rsaKey, request.headers.get('Encryption') ?? '');
        const { value } = JSON.parse(text) as { value?: unknown };
        if (typeof value !== 'string') throw new Error('no value');
        raw = JSON.parse(desDecrypt(value, key.slice(0, 8)));
      } catch {
        return bad('decryptFailed', ErrorCodes.decryptFailed);
      }
    } else if (call.body === 'form') {
      raw = Object.fromEntries(new URLSearchParams(text));
    } else {
      try {
        raw = text ? JSON.parse(text) : {};
      } catch {
        return bad('badRequest', ErrorCodes.badRequest);
      }
    }
  }

  const parsed = call.request.safeParse(raw);
  return parsed.success ? { ok: true, input: parsed.data } : bad('badRequest', ErrorCodes.badRequest);
}
