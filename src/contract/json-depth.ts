/**
 * How deep a JSON text nests, measured without parsing it and without recursion.
 *
 * `JSON.parse` itself copes with any depth, but everything that walks the parsed value
 * afterwards does so recursively (the reference platform's text-safety check, `JSON.stringify`,
 * a schema with a nested field, the proxy's token scrub): a body nested a few thousand levels
 * deep overflows the stack there and answers 500 with a stack trace in the log. Checking the
 * raw text first, in one loop over its characters, turns such a body into the caller's mistake:
 * 400 `BAD_REQUEST` (docs/platform-api.md "Wire protocol", "Parameters";
 * docs/decisions/0063-session-ending-calls-and-json-depth.md).
 */

/**
 * The deepest nesting any request or answer of the contract may have. The contract's deepest
 * shapes (a whitelabel tree, a list of objects holding lists) stay well below it; a body above it
 * is refused, whatever its call.
 */
export const MAX_JSON_DEPTH = 32;

const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \
const OPEN_BRACE = 0x7b; // {
const OPEN_BRACKET = 0x5b; // [
const CLOSE_BRACE = 0x7d; // }
const CLOSE_BRACKET = 0x5d; // ]

/**
 * True when `text`, read as JSON, opens more than `limit` objects or arrays inside one another.
 * Brackets inside strings (escaped quotes included) do not count. The text need not be valid
 * JSON: a malformed text is `JSON.parse`'s to refuse; this only answers whether walking it could
 * go deeper than `limit`. Stops at the first level above the limit.
 */
export function jsonDeeperThan(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    if (inString) {
      if (code === BACKSLASH) at++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_BRACE || code === OPEN_BRACKET) {
      depth++;
      if (depth > limit) return true;
    } else if ((code === CLOSE_BRACE || code === CLOSE_BRACKET) && depth > 0) {
      depth--;
    }
  }
  return false;
}
