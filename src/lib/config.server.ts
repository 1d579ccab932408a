/**
 * The site's configuration, read from the environment at run time (README "Configuration").
 * Read lazily so that the same build runs against any platform.
 */
import { DEFAULT_MAX_BODY_BYTES } from './security/body-cap.ts';

export interface SiteConfig {
  /** The operator's platform; unset means the embedded reference platform. */
  platformUrl: string | null;
  merchant: string;
  /** Public origin used for canonical URLs and Secure cookies. */
  siteUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  /** Milliseconds the proxy waits for the platform before answering with a time-out. */
  platformTimeoutMs: number;
  /**
   * Milliseconds a page request waits for the platform in all (status, the viewer's account and
   * the page's data share one deadline) before rendering its error states.
   */
  pageDataTimeoutMs: number;
  /** Proxies in front of this server whose X-Forwarded-For entries are trusted. */
  trustedProxyHops: number;
  /**
   * docs/product.md §2 `loginedToHomePage`: every page but the login, register, help-centre and download
   * pages needs a session; guests are sent to /login.
   */
  loginRequired: boolean;
  /**
   * docs/product.md §4, §9: the operator's default password ({secret}). A login with it opens the forced
   * change-password modal. Only its SHA-256 ever reaches a page (see lib/account/default-password).
   */
  defaultPassword: string | null;
  /**
   * The most bytes a request body may have (server.mjs answers 413 past it); routes listed in
   * src/lib/security/body-cap.ts get more. docs/operations.md, "Request size".
   */
  maxBodyBytes: number;
  /**
   * Seconds a guest's page is answered from memory before it is rendered again (0: never);
   * src/lib/cache/guest-page.server.ts, docs/operations.md "Guest page cache".
   */
  pageCacheSeconds: number;
}

const positiveInt = (text: string | undefined, fallback: number): number => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): SiteConfig {
  const port = env['PORT'] ?? '4321';
  return {
    platformUrl: env['PLATFORM_URL']?.replace(/\/+$/, '') || null,
    merchant: env['MERCHANT'] || 'lucky',
    siteUrl: (env['SITE_URL'] || `http://localhost:${port}`).replace(/\/+$/, ''),
    dataDir: env['DATA_DIR'] || '.data',
    databaseUrl: env['DATABASE_URL'] || null,
    platformTimeoutMs: positiveInt(env['PLATFORM_TIMEOUT_MS'], 10_000),
    pageDataTimeoutMs: positiveInt(env['PAGE_DATA_TIMEOUT_MS'], 2_500),
    trustedProxyHops: positiveInt(env['TRUSTED_PROXY_HOPS'], 0),
    loginRequired: env['LOGIN_REQUIRED'] === '1' || env['LOGIN_REQUIRED'] === 'true',
    defaultPassword: env['DEFAULT_PASSWORD'] || null,
    maxBodyBytes: positiveInt(env['MAX_BODY_BYTES'], DEFAULT_MAX_BODY_BYTES),
    pageCacheSeconds: env['PAGE_CACHE_SECONDS'] === '0' ? 0 : positiveInt(env['PAGE_CACHE_SECONDS'], 5),
  };
}

let current: SiteConfig | undefined;

/** The process's configuration, read once (the environment does not change while it runs). */
export const siteConfig = (): SiteConfig => (current ??= readConfig());
