import { siteConfig } from '../config.server';

/** Sends one request to the platform and returns its response (never throws for HTTP errors). */
export type Upstream = (url: string, init: RequestInit) => Promise<Response>;

let embedded: Promise<Upstream> | undefined;

/**
 * The platform the site talks to: the operator's (`PLATFORM_URL`) over HTTP, or the reference
 * platform in this process. The reference platform is imported only in the second case, so a
 * production server never loads it or its database.
 */
export function getUpstream(): Promise<Upstream> {
  const { platformUrl, dataDir, databaseUrl, merchant } = siteConfig();
  if (platformUrl) {
    return Promise.resolve((url, init) => globalThis.fetch(`${platformUrl}${url}`, init));
  }
  embedded ??= import('../../../platform/index').then(async ({ getReferencePlatform }) => {
    const platform = await getReferencePlatform({ dataDir, databaseUrl, merchant });
    return (url: string, init: RequestInit) => platform.handle(new Request(new URL(url, 'http://platform.internal'), init));
  });
  return embedded;
}
