/**
 * Takes the session token out of a platform response body, so that it can go into the
 * HttpOnly cookie and never reach a script. Returns the token (or null) and the body to send.
 */
export function extractToken(body: unknown): { token: string | null; body: unknown } {
  if (typeof body !== 'object' || body === null || !('success' in body) || !(body as { success: unknown }).success) {
    return { token: null, body };
  }
  const value = (body as { value?: unknown }).value;
  if (typeof value !== 'object' || value === null || !('token' in value)) return { token: null, body };
  const { token, ...rest } = value as { token: unknown } & Record<string, unknown>;
  return {
    token: typeof token === 'string' && token.length > 0 ? token : null,
    body: { ...(body as object), value: rest },
  };
}

/** The key the platform carries a session token under (the contract's `sessionValue.token`). */
const TOKEN_KEY = 'token';

/**
 * A copy of a parsed JSON body without any `token` key, at any depth (objects inside arrays
 * included). Parsing first means an escaped key (`"tok\u0065n"`) is caught as well.
 */
export function withoutTokens(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withoutTokens);
  if (typeof body !== 'object' || body === null) return body;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key !== TOKEN_KEY) copy[key] = withoutTokens(value);
  }
  return copy;
}

/**
 * True when `bytes` contain one of the (non-empty) token values, whatever the body's type.
 * Tokens are ASCII, which survives UTF-8 decoding of any bytes around it unchanged.
 */
export function containsToken(bytes: Uint8Array, tokens: readonly (string | null | undefined)[]): boolean {
  const text = new TextDecoder().decode(bytes);
  return tokens.some((token) => !!token && text.includes(token));
}
