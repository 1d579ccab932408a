/**
 * HTML says its charset in the header (docs/architecture.md): Astro sends pages as a bare
 * `text/html`, which leaves the encoding to the `<meta charset>` the browser must first find
 * (and to guessing for a 404 or anything without one).
 */
const BARE_HTML = /^\s*text\/html\s*;?\s*$/i;

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** The response, with `Content-Type: text/html; charset=utf-8` where it said only `text/html`. */
export function withHtmlCharset(response: Response): Response {
  if (!BARE_HTML.test(response.headers.get('Content-Type') ?? '')) return response;
  try {
    response.headers.set('Content-Type', HTML_CONTENT_TYPE);
    return response;
  } catch {
    // Headers of a fetched response are immutable: answer with a copy.
    const headers = new Headers(response.headers);
    headers.set('Content-Type', HTML_CONTENT_TYPE);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
}
