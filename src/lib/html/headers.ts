/**
 * The response with these headers set. A redirect made with `Response.redirect` or a fetched
 * response has immutable headers: that one is answered with a copy.
 */
export function withHeaders(response: Response, headers: Readonly<Record<string, string>>): Response {
  const entries = Object.entries(headers);
  if (entries.length === 0) return response;
  try {
    for (const [name, value] of entries) response.headers.set(name, value);
    return response;
  } catch {
    const copy = new Headers(response.headers);
    for (const [name, value] of entries) copy.set(name, value);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers: copy });
  }
}
