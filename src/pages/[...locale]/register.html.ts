import type { APIRoute } from 'astro';
import { localizedPath } from '../../lib/i18n/paths';

/**
 * docs/product.md §2 lists /register.html beside /register. It answers with a permanent redirect to
 * /register (same language, query kept, so `?referralCode=` links still work) rather than
 * rendering the page a second time: one address per page for search engines, analytics and
 * the language switch, and old links keep working.
 */
export const GET: APIRoute = ({ url, locals }) => {
  return new Response(null, {
    status: 301,
    headers: { Location: `${localizedPath('/register', locals.locale)}${url.search}` },
  });
};
