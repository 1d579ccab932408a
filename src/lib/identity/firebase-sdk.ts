import type { FirebasePhoneConfig } from './config';
import { IdentityError } from './errors';
import type { FirebaseAuthHandle, FirebasePhoneSdk, RecaptchaVerifierHandle } from './firebase-phone';
import { SCRIPT_LOAD_TIMEOUT_MS, ScriptLoadError } from './script-loader';

/**
 * The real {@link FirebasePhoneSdk}: Firebase's modular SDK as ES modules from Google's CDN,
 * the "use Firebase from a CDN" setup Firebase documents for the web.
 *
 * Why the CDN and not the `firebase` npm package: the package is a large dependency of which
 * this site uses four functions, and with the CDN no page build, lock file or bundle changes
 * at all; the modules (about 24 KB + 42 KB gzip for app + auth at 13.2.0) are imported only
 * when a player asks for an SMS on a site with FIREBASE_CONFIG set. The version is pinned so a
 * Firebase release cannot change the site under us; csp.ts allows exactly this path.
 *
 * Auth uses in-memory persistence without a pop-up/redirect resolver: the flow needs no
 * Firebase session on the device and no iframe on the auth domain.
 */
export const FIREBASE_SDK_VERSION = '13.2.0';
export const FIREBASE_SDK_BASE = `https://www.gstatic.com/firebasejs/${FIREBASE_SDK_VERSION}/`;
export const FIREBASE_APP_URL = `${FIREBASE_SDK_BASE}firebase-app.js`;
export const FIREBASE_AUTH_URL = `${FIREBASE_SDK_BASE}firebase-auth.js`;

/** Name of our Firebase app, so it can never collide with another script's default app. */
const APP_NAME = 'site-phone-verification';

interface FirebaseAppModule {
  initializeApp(options: FirebasePhoneConfig, name: string): unknown;
}

interface FirebaseAuthModule {
  initializeAuth(app: unknown, deps: { persistence: unknown }): FirebaseAuthHandle & { languageCode: string | null };
  inMemoryPersistence: unknown;
  RecaptchaVerifier: new (auth: FirebaseAuthHandle, container: HTMLElement, parameters: { size: 'invisible' }) => RecaptchaVerifierHandle;
  signInWithPhoneNumber: FirebasePhoneSdk['signInWithPhoneNumber'];
}

export type ModuleImporter = (url: string) => Promise<unknown>;

// @vite-ignore: the URL is remote and must stay a runtime import, never bundled.
const importFromCdn: ModuleImporter = (url) => import(/* @vite-ignore */ url);

/** A dynamic import with the docs/product.md §8 script time-out, like every other SDK the site loads. */
function withTimeout(url: string, loading: Promise<unknown>, timeoutMs: number): Promise<unknown> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScriptLoadError(url, 'timeout')), timeoutMs);
  });
  return Promise.race([loading, timeout]).finally(() => clearTimeout(timer));
}

const hasFunctions = (value: unknown, names: string[]): boolean =>
  typeof value === 'object' && value !== null && names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function');

const loaded = new WeakMap<ModuleImporter, Promise<FirebasePhoneSdk>>();

/**
 * Imports the two modules once per page (a failed import is forgotten, so a later click
 * retries) and adapts them to {@link FirebasePhoneSdk}.
 */
export function loadFirebasePhoneSdk(importModule: ModuleImporter = importFromCdn, timeoutMs: number = SCRIPT_LOAD_TIMEOUT_MS): Promise<FirebasePhoneSdk> {
  let sdk = loaded.get(importModule);
  if (!sdk) {
    sdk = adapt(importModule, timeoutMs);
    sdk.catch(() => loaded.delete(importModule));
    loaded.set(importModule, sdk);
  }
  return sdk;
}

async function adapt(importModule: ModuleImporter, timeoutMs: number): Promise<FirebasePhoneSdk> {
  const [app, auth] = await Promise.all([
    withTimeout(FIREBASE_APP_URL, importModule(FIREBASE_APP_URL), timeoutMs).catch((cause: unknown) => {
      throw cause instanceof ScriptLoadError ? cause : new ScriptLoadError(FIREBASE_APP_URL, 'error');
    }),
    withTimeout(FIREBASE_AUTH_URL, importModule(FIREBASE_AUTH_URL), timeoutMs).catch((cause: unknown) => {
      throw cause instanceof ScriptLoadError ? cause : new ScriptLoadError(FIREBASE_AUTH_URL, 'error');
    }),
  ]);
  if (!hasFunctions(app, ['initializeApp']) || !hasFunctions(auth, ['initializeAuth', 'RecaptchaVerifier', 'signInWithPhoneNumber'])) {
    throw new IdentityError('auth/unknown');
  }
  const appModule = app as FirebaseAppModule;
  const authModule = auth as FirebaseAuthModule;
  let instance: (FirebaseAuthHandle & { languageCode: string | null }) | null = null;

  return {
    getAuth(config, languageCode) {
      // One app and one Auth per page: initializeApp throws for a name already in use.
      if (!instance) {
        const firebaseApp = appModule.initializeApp(config, APP_NAME);
        instance = authModule.initializeAuth(firebaseApp, { persistence: authModule.inMemoryPersistence });
      }
      if (languageCode) instance.languageCode = languageCode;
      return instance;
    },
    createInvisibleRecaptcha: (authInstance, container) => new authModule.RecaptchaVerifier(authInstance, container, { size: 'invisible' }),
    signInWithPhoneNumber: (authInstance, phoneNumber, verifier) => authModule.signInWithPhoneNumber(authInstance, phoneNumber, verifier),
  };
}
