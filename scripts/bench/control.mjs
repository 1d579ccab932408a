// @ts-check
/**
 * Lighthouse's ceiling on the machine the bench runs on. A page of one heading and one
 * paragraph, with no script, stylesheet or image, served with the headers the site sends for its
 * home page, is what no page of ours can beat: whatever keeps it from performance 100 is the
 * machine's and the headers', not the page's. The same page without
 * `Cross-Origin-Opener-Policy` shows that header's share: with it, Chromium loads the page in a
 * fresh renderer process, which costs far more on our virtual machines than on a phone
 * (decision 0053, docs/decisions/0054-lighthouse-ceiling.md).
 */
import { createServer } from 'node:http';

/** The control page: as little as a page can be and still pass Lighthouse's other categories. */
const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Lighthouse control page</title>
<meta name="description" content="One heading and one paragraph, served with the site's own headers.">
<link rel="icon" href="data:,">
</head>
<body>
<main><h1>Control page</h1><p>One heading and one paragraph, served with the site's own headers.</p></main>
</body>
</html>
`;

/** Headers that describe one response, not the site's policy. */
const PER_RESPONSE = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'etag',
  'last-modified',
  'set-cookie',
  'vary',
  'x-request-id',
  'x-page-cache',
  'cache-control',
  'content-type',
]);

/** The paths the control server answers, and whether each keeps the opener policy. */
export const CONTROL_PATHS = /** @type {const} */ ({ withSiteHeaders: '/', withoutOpenerPolicy: '/without-coop' });

/**
 * Starts the control server beside the site, copying the headers the site sends for `/`.
 * @param {string} siteBase the running site, e.g. http://localhost:4500
 * @param {number} port
 * @returns {Promise<{ base: string, close: () => Promise<void> }>}
 */
export async function startControlServer(siteBase, port) {
  const response = await fetch(`${siteBase}/`);
  await response.arrayBuffer();
  /** @type {Record<string, string>} */
  const headers = {};
  response.headers.forEach((value, name) => {
    if (!PER_RESPONSE.has(name)) headers[name] = value;
  });
  const server = createServer((request, reply) => {
    const path = new URL(request.url ?? '/', 'http://control').pathname;
    if (path !== CONTROL_PATHS.withSiteHeaders && path !== CONTROL_PATHS.withoutOpenerPolicy) {
      reply.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    /** @type {Record<string, string>} */
    const sent = { ...headers, 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
    if (path === CONTROL_PATHS.withoutOpenerPolicy) delete sent['cross-origin-opener-policy'];
    reply.writeHead(200, sent).end(CONTROL_PAGE);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
