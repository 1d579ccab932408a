import { siteConfig } from '../config.server';
import { envelopeResponse, fail } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import { platformRequestUrl } from './upstream-url';
import { retryingOpen } from './retrying-open';

/** Sends one request to the platform and returns its response (never throws for HTTP errors). */
export type Upstream = (url: string, init: RequestInit) => Promise<Response>;

/** The answer for a path that would leave the platform's base: the platform is not asked. */
const outsideBase = (): Response => envelopeResponse(404, fail('Not found.', ErrorCodes.notFound));

/**
 * The operator's platform over HTTP at `platformUrl` (which may have a path prefix). Every
 * path is resolved under that base first; one that is not plain or would leave it never
 * reaches the network (docs/architecture.md "The proxy's rules").
 */
export function httpUpstream(platformUrl: string, fetch: typeof globalThis.fetch = globalThis.fetch): Upstream {
  return (path, init) => {
    const url = platformRequestUrl(platformUrl, path);
    return url ? fetch(url, init) : Promise.resolve(outsideBase());
  };
}

/**
 * The platform the site talks to: the operator's (`PLATFORM_URL`) over HTTP, or the reference
 * platform in this process. The reference platform is imported only in the second case, so a
 * production server never loads it or its database.
 */
export function getUpstream(): Promise<Upstream> {
  const { platformUrl } = siteConfig();
  if (platformUrl) return Promise.resolve(httpUpstream(platformUrl));
  return openEmbedded();
}

/**
 * The reference platform, opened on first use and kept; a failed open is tried again on a later
 * request with back-off (retrying-open.ts), so a restart recovers once the data folder or the
 * database is free (docs/operations.md "Restarts").
 */
const openEmbedded = retryingOpen(() => {
  const { dataDir, databaseUrl, merchant } = siteConfig();
  return import('../../../platform/index').then(async ({ getReferencePlatform }) => {
    const platform = await getReferencePlatform({ dataDir, databaseUrl, merchant });
    return httpUpstream('http://platform.internal', (url, init) => platform.handle(new Request(url, init)));
  });
});
