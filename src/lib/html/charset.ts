/**
 * HTML says its charset in the header (docs/architecture.md): Astro sends pages as a bare
 * `text/html`, which leaves the encoding to the `<meta charset>` the browser must first find
 * (and to guessing for a 404 or anything without one).
 */
import { withHeaders } from './headers';

const BARE_HTML = /^\s*text\/html\s*;?\s*$/i;

export const HTML_CONTENT_TYPE = 'text/html; charset=utf-8';

/** The response, with `Content-Type: text/html; charset=utf-8` where it said only `text/html`. */
export function withHtmlCharset(response: Response): Response {
  if (!BARE_HTML.test(response.headers.get('Content-Type') ?? '')) return response;
  // withHeaders answers with a copy when the headers are immutable (a fetched response).
  return withHeaders(response, { 'Content-Type': HTML_CONTENT_TYPE });
}
