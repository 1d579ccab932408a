/**
 * Text a request may not carry into the database. PostgreSQL refuses a NUL character in
 * `text` ("invalid byte sequence for encoding UTF8: 0x00"), and bytes that are not UTF-8 (or
 * a JSON-escaped lone UTF-16 surrogate, which no UTF-8 can spell) are never what a player
 * typed. Found here, before any handler runs, they are the caller's mistake: a 400 naming the
 * field (docs/platform-api.md, "Errors"), never a 500 from a query deep in a handler.
 */

/** NUL, or a UTF-16 surrogate standing alone (in `u` mode a well-formed pair is one code point and does not match). */
const UNSAFE = /[\u0000\uD800-\uDFFF]/u;
const REPLACEMENT = '\uFFFD';

const strict = new TextDecoder('utf-8', { fatal: true });
const lenient = new TextDecoder('utf-8');

/**
 * A body's text. `valid` is false when the bytes were not UTF-8; the text then carries U+FFFD
 * where they were, which {@link unsafeField} uses to name the field they arrived in.
 */
export function decodeUtf8(bytes: Uint8Array): { text: string; valid: boolean } {
  try {
    return { text: strict.decode(bytes), valid: true };
  } catch {
    return { text: lenient.decode(bytes), valid: false };
  }
}

/** A field's name as it can be shown in a message: what made it unsafe becomes U+FFFD. */
const printable = (name: string) => name.replace(/[\u0000\uD800-\uDFFF]/gu, REPLACEMENT);

/**
 * The dotted path (`extra.notes.1`) of the first string in `value`, key or text, holding a NUL
 * or a lone surrogate; with `invalidBytes` (the body was not UTF-8), also of the first holding
 * U+FFFD. `null` when every string is safe.
 */
export function unsafeField(value: unknown, invalidBytes = false, path = ''): string | null {
  const bad = (text: string) => UNSAFE.test(text) || (invalidBytes && text.includes(REPLACEMENT));
  if (typeof value === 'string') return bad(value) ? printable(path) || '(body)' : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unsafeField(item, invalidBytes, path ? `${path}.${index}` : String(index));
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (bad(key)) return printable(here);
      const found = unsafeField(item, invalidBytes, here);
      if (found !== null) return found;
    }
  }
  return null;
}

const encoder = new TextEncoder();

/** The bytes `URLSearchParams` would decode `part` to: `%XX` is a byte, anything else its UTF-8 (`+` is a space either way). */
function percentDecodedBytes(part: string): Uint8Array {
  const bytes: number[] = [];
  for (let at = 0; at < part.length; ) {
    const hex = part[at] === '%' ? part.slice(at + 1, at + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      at += 3;
    } else {
      const char = String.fromCodePoint(part.codePointAt(at) ?? 0);
      bytes.push(...encoder.encode(char));
      at += char.length;
    }
  }
  return Uint8Array.from(bytes);
}

/**
 * The first name of an `a=1&b=2` string (a query or a form body) whose name or value is
 * percent-encoded bytes that are not UTF-8 (`%FF`): `URLSearchParams` would quietly turn them
 * into U+FFFD. Decoded as `URLSearchParams` does, so a lone `%` stays the literal it is there.
 */
export function invalidPercentEncodedField(encoded: string): string | null {
  for (const pair of encoded.replace(/^\?/, '').split('&')) {
    const [name = '', value = ''] = pair.split(/=(.*)/s);
    if (!decodeUtf8(percentDecodedBytes(name)).valid || !decodeUtf8(percentDecodedBytes(value)).valid) {
      return printable(lenient.decode(percentDecodedBytes(name.replace(/\+/g, ' ')))) || '(name)';
    }
  }
  return null;
}
