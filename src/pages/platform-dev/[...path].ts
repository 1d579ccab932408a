import type { APIRoute } from 'astro';
import { siteConfig } from '../../lib/config.server';
import { getUpstream } from '../../lib/platform/upstream.server';

/**
 * The reference platform's development tools (its outbox of captcha answers, SMS codes and
 * e-mails), for local development and end-to-end tests. Exists only with the embedded
 * platform and `PLATFORM_DEV_TOOLS=1`; a 404 everywhere else.
 */
export const GET: APIRoute = async ({ url }) => {
  if (siteConfig().platformUrl || process.env['PLATFORM_DEV_TOOLS'] !== '1') {
    return new Response('Not found', { status: 404 });
  }
  return (await getUpstream())(`${url.pathname}${url.search}`, { method: 'GET' });
};
