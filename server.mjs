/**
 * Production entry: the built Astro handler (static files and server routes) behind the
 * security headers every response must carry. Middleware does not run for prerendered files,
 * so the headers are added here, once, for all of them.
 *
 *   HOST=localhost PORT=4321 node server.mjs
 */
import http from 'node:http';
import { securityHeaders } from './src/lib/security/headers.ts';

process.env.ASTRO_NODE_AUTOSTART = 'disabled';
// React (and anything else that reads it) picks its production build only when told: without
// this the server ran React's development build, about half of a page's rendering time.
process.env.NODE_ENV ??= 'production';
const { handler } = await import('./dist/server/entry.mjs');

const host = process.env.HOST || 'localhost';
const port = Number(process.env.PORT || 4321);
const secure = (process.env.SITE_URL || '').startsWith('https:');
const headers = Object.entries(securityHeaders({ secure }));

const server = http.createServer((req, res) => {
  for (const [name, value] of headers) res.setHeader(name, value);
  handler(req, res);
});

server.listen(port, host, () => {
  console.log(`Site listening on http://${host}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
