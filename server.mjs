// @ts-check
/**
 * Production entry: the built Astro handler (static files and server routes) behind the
 * security headers every response must carry. Middleware does not run for prerendered files,
 * so the headers are added here, once, for all of them.
 *
 *   HOST=localhost PORT=4321 node server.mjs
 */
import http from 'node:http';
import compression from 'compression';
import { securityHeaders } from './src/lib/security/headers.ts';
import { unrepresentableMethodAnswer } from './src/lib/security/methods.ts';
import { siteBodyCap } from './src/lib/security/body-cap.ts';
import { withBodyCap } from './src/lib/security/http-body-cap.server.ts';
import { siteConfig } from './src/lib/config.server.ts';
import { log } from './src/lib/log/logger.server.ts';
import { loggedPath, withRequestTrace } from './src/lib/log/http-trace.server.ts';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React (and anything else that reads it) picks its production build only when told: without
// this the server ran React's development build, about half of a page's rendering time.
process.env.NODE_ENV ??= 'production';
// dist/ exists only after `astro build`, so the type checker cannot see it: the handler's shape
// is the Node adapter's middleware (docs/operations.md).
// biome-ignore lint/suspicious/noTsIgnore: present or absent, dist/ must type-check both ways (built or fresh clone)
// @ts-ignore -- built by `astro build`, absent from a fresh clone that is being checked
const { handler } = await import('./dist/server/entry.mjs');

const host = process.env.HOST || 'localhost';
const port = Number(process.env.PORT || 4321);
const secure = (process.env.SITE_URL || '').startsWith('https:');
const headers = Object.entries(securityHeaders({ secure }));

// Pages and scripts leave compressed (gzip, or brotli where the browser asks for it): a help
// page's HTML is ~90 KB and the shell's scripts ~400 KB uncompressed, which on a phone's
// connection delayed the first paint and, on landing pages, the hero image. A CDN in front
// may compress again; `Cache-Control: no-transform` responses are left alone.
const compress = compression({ threshold: 1024 });

// Request bodies are capped before anything reads them (docs/operations.md, "Request size"):
// a larger Content-Length is refused at once, a chunked body at the first chunk past the cap.
// A route's larger cap (feedback's images) only for a signed-in visitor on the site.
const site = withBodyCap((req, res) => compress(req, res, () => handler(req, res)), siteBodyCap(siteConfig()));

// Every request gets its id (the X-Request-Id header) and an access line in the log
// (docs/operations.md "Logs").
const server = http.createServer(
  withRequestTrace((req, res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
    const refused = unrepresentableMethodAnswer(req.method);
    if (refused) {
      log.warn({ event: 'refused', reason: 'method', status: refused.status, method: req.method, path: loggedPath(req.url) }, 'request refused');
      res.writeHead(refused.status, refused.headers).end(refused.body);
      return;
    }
    site(req, res);
  }),
);

server.listen(port, host, () => {
  log.info({ event: 'listening', url: `http://${host}:${port}` }, 'site listening');
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
