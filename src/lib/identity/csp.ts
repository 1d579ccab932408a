import type { BotCheckConfig } from '../bot-check/config';
import type { IdentityConfig } from './config';
import { GOOGLE_SDK_URL } from './google';
import { FIREBASE_SDK_BASE } from './firebase-sdk';

/**
 * The Content-Security-Policy sources the enabled providers need, and nothing for the ones
 * that are off: a site with no provider configured allows no third-party origin at all.
 *
 * Per provider:
 * - Google Identity Services: the origins Google lists for GIS under a CSP (the client script,
 *   `/gsi/` for its frames and requests, `/gsi/style` for the button's stylesheet).
 * - Facebook JS SDK: the SDK's CDN, and facebook.com for its frames and login-status requests.
 * - Firebase phone auth: the pinned Firebase modules, reCAPTCHA's script and frame origins,
 *   and the two Google APIs the phone flow calls (Identity Toolkit, Secure Token).
 * - Geetest v4: gt4.js and the challenge's scripts and styles come from Geetest's static
 *   servers, and its load/verify calls are JSONP scripts from its API servers; the `.geevisit`
 *   and `.gsensebot` hosts are the fallbacks gt4.js itself switches to.
 *
 * `img-src` needs nothing: the site's policy already allows `https:` images.
 */
export interface IdentityCspSources {
  scriptSrc: string[];
  frameSrc: string[];
  connectSrc: string[];
  styleSrc: string[];
}

const GOOGLE = {
  scriptSrc: [GOOGLE_SDK_URL],
  frameSrc: ['https://accounts.google.com/gsi/'],
  connectSrc: ['https://accounts.google.com/gsi/'],
  styleSrc: ['https://accounts.google.com/gsi/style'],
};

const FACEBOOK = {
  scriptSrc: ['https://connect.facebook.net'],
  frameSrc: ['https://www.facebook.com', 'https://web.facebook.com'],
  connectSrc: ['https://www.facebook.com', 'https://graph.facebook.com'],
  styleSrc: [],
};

const FIREBASE_PHONE = {
  scriptSrc: [FIREBASE_SDK_BASE, 'https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frameSrc: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  connectSrc: ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'],
  styleSrc: [],
};

const GEETEST = {
  scriptSrc: [
    'https://static.geetest.com',
    'https://static.geevisit.com',
    'https://gcaptcha4.geetest.com',
    'https://gcaptcha4.geevisit.com',
    'https://gcaptcha4.gsensebot.com',
  ],
  frameSrc: [],
  connectSrc: [],
  styleSrc: ['https://static.geetest.com', 'https://static.geevisit.com'],
};

type Sources = { readonly [K in keyof IdentityCspSources]: readonly string[] };

export function identityCspSources(config: IdentityConfig, botCheck: BotCheckConfig): IdentityCspSources {
  const enabled: Sources[] = [];
  if (config.google) enabled.push(GOOGLE);
  if (config.facebook) enabled.push(FACEBOOK);
  if (config.firebasePhone) enabled.push(FIREBASE_PHONE);
  if (botCheck.kind === 'geetest') enabled.push(GEETEST);
  const collect = (key: keyof IdentityCspSources) => [...new Set(enabled.flatMap((sources) => sources[key]))];
  return { scriptSrc: collect('scriptSrc'), frameSrc: collect('frameSrc'), connectSrc: collect('connectSrc'), styleSrc: collect('styleSrc') };
}

/** The part of Astro's per-request `Astro.csp` / `context.csp` (APIContext['csp']) used here. */
export interface CspInserter {
  insertDirective(directive: string): void;
  insertScriptResource(resource: string): void;
  insertStyleResource(resource: string): void;
}

/**
 * Adds the sources to the policy Astro sends with the page being rendered. Call it from the
 * page or layout frontmatter, `applyIdentityCsp(Astro.csp, identityCspSources(config, botCheck))`,
 * or from middleware with `context.csp`. (`csp` is undefined when `security.csp` is off.)
 *
 * How Astro 7 merges them (astro/dist/runtime/server/render/csp.js):
 * - `insertDirective('frame-src …')` is merged into the configured `frame-src 'self'`, so the
 *   result is `frame-src 'self' https://…` (same for `connect-src`).
 * - `insertScriptResource` / `insertStyleResource` *replace* Astro's default `'self'` source of
 *   `script-src` / `style-src` (the hashes of the page's own scripts and styles stay), so
 *   `'self'` is inserted first to keep the site's own files allowed.
 */
export function applyIdentityCsp(csp: CspInserter | undefined, sources: IdentityCspSources): void {
  if (!csp) return;
  if (sources.scriptSrc.length > 0) for (const resource of ["'self'", ...sources.scriptSrc]) csp.insertScriptResource(resource);
  if (sources.styleSrc.length > 0) for (const resource of ["'self'", ...sources.styleSrc]) csp.insertStyleResource(resource);
  if (sources.frameSrc.length > 0) csp.insertDirective(`frame-src ${sources.frameSrc.join(' ')}`);
  if (sources.connectSrc.length > 0) csp.insertDirective(`connect-src ${sources.connectSrc.join(' ')}`);
}
