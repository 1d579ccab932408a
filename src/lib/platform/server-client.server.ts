import { AsyncLocalStorage } from 'node:async_hooks';
import { createPlatformClient, type PlatformClient } from './client';
import { getUpstream, type Upstream } from './upstream.server';
import { siteConfig } from '../config.server';
import { untilAborted } from './deadline';
import { createOutageMemory } from './outage';
import { logPlatformFailure } from '../log/platform.server';
import { isPlatformFault } from './faults';

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

/** Headers every upstream call carries (docs/platform-api.md "Wire protocol"). */
export function upstreamHeaders({ token, language, clientIp }: ServerCallContext): Record<string, string> {
  const headers: Record<string, string> = { Merchant: siteConfig().merchant, Language: language };
  if (token) headers['Authorization'] = token;
  if (clientIp) headers['X-Forwarded-For'] = clientIp;
  return headers;
}

/** A platform client for server code (pages, middleware): calls go straight upstream. */
export function serverClient(context: ServerCallContext, upstream: () => Promise<Upstream> = getUpstream): PlatformClient<'server'> {
  const timeoutMs = context.timeoutMs ?? siteConfig().platformTimeoutMs;
  return createPlatformClient({
    audience: 'server',
    baseUrl: '',
    fetch: async (url, init) => (await upstream())(url, init),
    headers: () => upstreamHeaders(context),
    timeoutMs,
    onFailure: logPlatformFailure,
  });
}

/** One page request as its platform calls see it: its deadline, and whether one of them failed. */
interface PageRequest {
  readonly deadline: AbortSignal;
  faulted: boolean;
}

const pageRequests = new AsyncLocalStorage<PageRequest>();

/**
 * Runs one page request (middleware) with its deadline: every page-data call made while it
 * runs, in middleware, the page or its components, sends with that deadline.
 */
export const withPageDeadline = <T>(deadline: AbortSignal, run: () => T): T => pageRequests.run({ deadline, faulted: false }, run);

/**
 * Notes that the page being rendered met a platform failure (`isPlatformFault`) and shows an
 * error state in place of some data. Page-data calls note their own; `cachedCall` notes one
 * this page read from a load another request started (src/lib/platform/cache.server.ts).
 */
export const notePageFault = (error: unknown): void => {
  const page = pageRequests.getStore();
  if (page && isPlatformFault(error)) page.faulted = true;
};

/**
 * Whether this page request met a platform failure so far: such a page is not kept for other
 * guests (src/lib/cache/guest-page.server.ts). Read it after the body is rendered.
 */
export const pageFaulted = (): boolean => pageRequests.getStore()?.faulted ?? false;

/** Whether the platform answered page data lately: one memory per process, shared by all pages. */
const pageDataOutage = createOutageMemory();

/**
 * A client for a page's own platform data (status, menus, lists, the viewer's account). Its
 * calls send with the request's deadline (`withPageDeadline`), so the page waits
 * `PAGE_DATA_TIMEOUT_MS` at most in all, then renders its error states; while the platform is
 * remembered as not answering, they fail at once (docs/operations.md "When the platform hangs").
 * Outside a page request (no deadline) each call waits `PAGE_DATA_TIMEOUT_MS` on its own.
 */
export const pageDataClient = (context: Omit<ServerCallContext, 'timeoutMs'>): PlatformClient<'server'> => {
  const deadline = pageRequests.getStore()?.deadline;
  return createPlatformClient({
    audience: 'server',
    baseUrl: '',
    // Raced with the signal: the reference platform in this process does not listen to it.
    fetch: (url, init) =>
      pageDataOutage.send(async () => {
        const sent = (await getUpstream())(url, init);
        return init.signal ? untilAborted(sent, init.signal) : sent;
      }),
    headers: () => upstreamHeaders(context),
    signal: () => deadline ?? AbortSignal.timeout(siteConfig().pageDataTimeoutMs),
    onFailure: (error, call) => {
      notePageFault(error);
      logPlatformFailure(error, call);
    },
  });
};
