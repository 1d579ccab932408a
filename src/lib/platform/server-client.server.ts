import { createPlatformClient, type PlatformClient } from './client';
import { getUpstream, type Upstream } from './upstream.server';
import { siteConfig } from '../config.server';

export interface ServerCallContext {
  /** The session token from the HttpOnly cookie, if any. */
  token?: string | undefined;
  /** Platform language code (TY, EN, …). */
  language: string;
  /** The visitor's IP, forwarded so the platform can apply region rules and rate limits. */
  clientIp?: string | undefined;
  /** Overrides the proxy's time-out: pages wait less, and render their error state. */
  timeoutMs?: number | undefined;
}

/** Headers every upstream call carries (DESIGN.md wire protocol). */
export function upstreamHeaders({ token, language, clientIp }: ServerCallContext): Record<string, string> {
  const headers: Record<string, string> = { Merchant: siteConfig().merchant, Language: language };
  if (token) headers['Authorization'] = token;
  if (clientIp) headers['X-Forwarded-For'] = clientIp;
  return headers;
}

/** A platform client for server code (pages, middleware): calls go straight upstream. */
export function serverClient(
  context: ServerCallContext,
  upstream: () => Promise<Upstream> = getUpstream,
): PlatformClient<'server'> {
  const timeoutMs = context.timeoutMs ?? siteConfig().platformTimeoutMs;
  return createPlatformClient({
    audience: 'server',
    baseUrl: '',
    fetch: async (url, init) => (await upstream())(url, init),
    headers: () => upstreamHeaders(context),
    timeoutMs,
  });
}

/**
 * A client for a page's own platform data (status, menus, lists, the viewer's account): a page
 * waits `PAGE_DATA_TIMEOUT_MS` at most, then renders its error state.
 */
export const pageDataClient = (context: Omit<ServerCallContext, 'timeoutMs'>): PlatformClient<'server'> =>
  serverClient({ ...context, timeoutMs: siteConfig().pageDataTimeoutMs });
