import type { FacebookConfig } from './config';
import { IdentityError } from './errors';
import { loadScript, type ScriptLoader } from './script-loader';

/**
 * "Continue with Facebook" through the Facebook JavaScript SDK, as Facebook documents it for
 * web login: `FB.init({ appId, version })` once, then `FB.login(callback, { scope })`, which
 * opens Facebook's login dialog in a pop-up. A `connected` answer carries a user access token;
 * the platform checks it with the Graph API (that it was issued to our app id) before it
 * issues a session. Anything else (`not_authorized`, `unknown`, no authResponse) means the
 * player closed or refused the dialog.
 *
 * Cookies and XFBML are off: the site keeps no Facebook session of its own and renders no
 * Facebook widgets, so the SDK has nothing to parse or store.
 *
 * Pop-up blockers allow `FB.login` only shortly after a click. The SDK is loaded on the first
 * click, so on a very slow first load the dialog may be blocked: the attempt then ends as
 * closed-by-user ("Login failed, try again") and the second click, with the SDK cached, works.
 */
export const FACEBOOK_SDK_URL = 'https://connect.facebook.net/en_US/sdk.js';

export interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown' | string;
  authResponse?: { accessToken?: string; userID?: string; expiresIn?: number } | null;
}

/** The part of `window.FB` this module uses. */
export interface FacebookSdk {
  init(params: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

export interface FacebookLogin {
  /** Opens Facebook's login dialog; resolves with the user access token. Shares an open dialog. */
  login(): Promise<string>;
}

export function createFacebookLogin(config: FacebookConfig, sdk: FacebookSdk): FacebookLogin {
  let initialised = false;
  let pending: Promise<string> | null = null;

  return {
    login() {
      if (pending) return pending;
      if (!initialised) {
        sdk.init({ appId: config.appId, version: config.apiVersion, cookie: false, xfbml: false });
        initialised = true;
      }
      const attempt = new Promise<string>((resolve, reject) => {
        sdk.login(
          (response) => {
            const token = response.authResponse?.accessToken;
            if (response.status === 'connected' && token) resolve(token);
            else reject(new IdentityError('auth/popup-closed-by-user'));
          },
          { scope: 'email' },
        );
      });
      // Cleared on settlement, not inside the callback: the SDK may answer synchronously
      // (a blocked pop-up), before `pending` would have been assigned.
      pending = attempt;
      const clear = () => {
        if (pending === attempt) pending = null;
      };
      attempt.then(clear, clear);
      return attempt;
    },
  };
}

/** Loads the SDK (once) and returns `window.FB`, or rejects if the script did not define it. */
export async function loadFacebookSdk(load: ScriptLoader = loadScript): Promise<FacebookSdk> {
  // Facebook's own snippet loads the SDK with crossorigin="anonymous".
  await load(FACEBOOK_SDK_URL, { crossOrigin: 'anonymous' });
  const sdk = (globalThis as { FB?: Partial<FacebookSdk> }).FB;
  if (typeof sdk?.init !== 'function' || typeof sdk.login !== 'function') throw new IdentityError('auth/unknown');
  return sdk as FacebookSdk;
}
