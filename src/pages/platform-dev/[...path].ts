import type { APIRoute } from 'astro';
import { siteConfig } from '../../lib/config.server';
import { getUpstream } from '../../lib/platform/upstream.server';

/**
 * The reference platform's development tools (its outbox of captcha answers, SMS codes and
 * e-mails; the lottery's draw-now), for local development and end-to-end tests. Exists only
 * with the embedded platform and `PLATFORM_DEV_TOOLS=1`; a 404 everywhere else.
 */
const devToolsOn = (): boolean => !siteConfig().platformUrl && process.env['PLATFORM_DEV_TOOLS'] === '1';

export const GET: APIRoute = async ({ url }) => {
  if (!devToolsOn()) return new Response('Not found', { status: 404 });
  return (await getUpstream())(`${url.pathname}${url.search}`, { method: 'GET' });
};

/** `POST /platform-dev/lottery/draw` draws a game now (a test settles a known bet with it). */
export const POST: APIRoute = async ({ url, request }) => {
  if (!devToolsOn()) return new Response('Not found', { status: 404 });
  return (await getUpstream())(`${url.pathname}${url.search}`, {
    method: 'POST',
    headers: { 'Content-Type': request.headers.get('Content-Type') ?? 'application/json' },
    body: await request.text(),
  });
};
