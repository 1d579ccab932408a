import './zod-jitless';
import { createPlatformClient } from './client';

/**
 * The islands' client: same-origin calls through the proxy, which adds the token from the
 * HttpOnly cookie. The merchant is added by the proxy.
 */
export const browserClient = createPlatformClient({
  audience: 'browser',
  baseUrl: '',
  fetch: (url, init) => globalThis.fetch(url, init),
  // The page's platform language code, so that platform messages come back in it.
  headers: () => ({ Language: document.documentElement.dataset['platformLang'] ?? 'TY' }),
  timeoutMs: 15_000,
});
