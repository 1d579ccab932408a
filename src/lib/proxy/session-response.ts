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
