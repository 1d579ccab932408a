import type { GoogleConfig } from './config';
import { IdentityError } from './errors';
import { loadScript, type ScriptLoader } from './script-loader';

/**
 * "Sign in with Google" through Google Identity Services (GIS), the browser library Google
 * documents for getting an ID token: `google.accounts.id.initialize` once with the client id and
 * a callback, then either `prompt()` (One Tap, shown through the browser's FedCM dialog where
 * supported) or Google's own rendered button. Both hand the callback a `credential`: a JWT ID
 * token that the platform verifies (signature, audience = our client id, expiry) before it
 * issues a session. The site never decodes or trusts the token itself.
 *
 * The SDK object is injected, so tests use a fake and the real one comes from
 * {@link loadGoogleSdk}, fetched only when a player clicks the Google button.
 */
export const GOOGLE_SDK_URL = 'https://accounts.google.com/gsi/client';

export interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
}

/** The prompt's status callbacks. Several are deprecated under FedCM, so all are optional. */
export interface GooglePromptNotification {
  isNotDisplayed?(): boolean;
  isSkippedMoment?(): boolean;
  isDismissedMoment?(): boolean;
  getDismissedReason?(): string;
}

export interface GoogleInitializeOptions {
  client_id: string;
  callback: (response: GoogleCredentialResponse) => void;
  ux_mode: 'popup';
  context: 'signin';
  auto_select: boolean;
  use_fedcm_for_prompt: boolean;
}

export interface GoogleButtonOptions {
  type: 'standard';
  theme: 'outline';
  size: 'large';
  text: 'continue_with';
  shape: 'rectangular';
  logo_alignment: 'left';
  locale?: string;
}

/** The part of `window.google` this module uses. */
export interface GoogleSdk {
  accounts: {
    id: {
      initialize(options: GoogleInitializeOptions): void;
      prompt(listener?: (notification: GooglePromptNotification) => void): void;
      renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
      cancel(): void;
    };
  };
}

export interface GoogleSignIn {
  /** Shows the One Tap / FedCM prompt; resolves with the ID token. A second call while one is open shares it. */
  signIn(): Promise<string>;
  /**
   * Draws Google's own button into `container`: the way in when the prompt cannot be shown
   * (the player dismissed it earlier, the browser blocks it). Each use gives `onCredential` a token.
   */
  renderButton(container: HTMLElement, onCredential: (credential: string) => void, locale?: string): void;
  /** Closes an open prompt; a pending {@link signIn} rejects as closed by the player. */
  cancel(): void;
}

const closed = () => new IdentityError('auth/popup-closed-by-user');

export function createGoogleSignIn(config: GoogleConfig, sdk: GoogleSdk): GoogleSignIn {
  const id = sdk.accounts.id;
  let pending: { promise: Promise<string>; resolve: (token: string) => void; reject: (error: Error) => void } | null = null;
  let buttonHandler: ((credential: string) => void) | null = null;
  let initialised = false;

  const settle = (outcome: { token: string } | { error: Error }) => {
    const current = pending;
    pending = null;
    if (!current) return;
    if ('token' in outcome) current.resolve(outcome.token);
    else current.reject(outcome.error);
  };

  // GIS documents initialize() as a once-per-page call: it keeps one callback for both the
  // prompt and every rendered button, so this routes the credential to whoever is waiting.
  const ensureInitialised = () => {
    if (initialised) return;
    initialised = true;
    id.initialize({
      client_id: config.clientId,
      callback: (response) => {
        const token = response.credential;
        if (!token) return settle({ error: new IdentityError('auth/unknown') });
        if (pending) settle({ token });
        else buttonHandler?.(token);
      },
      ux_mode: 'popup',
      context: 'signin',
      auto_select: false,
      use_fedcm_for_prompt: true,
    });
  };

  return {
    signIn() {
      if (pending) return pending.promise;
      ensureInitialised();
      let resolve!: (token: string) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<string>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      pending = { promise, resolve, reject };
      id.prompt((notification) => {
        const dismissedWithoutToken = notification.isDismissedMoment?.() === true && notification.getDismissedReason?.() !== 'credential_returned';
        if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.() || dismissedWithoutToken) {
          settle({ error: closed() });
        }
      });
      return promise;
    },
    renderButton(container, onCredential, locale) {
      ensureInitialised();
      buttonHandler = onCredential;
      const options: GoogleButtonOptions = {
        type: 'standard',
        theme: 'outline',
        size: 'large',
        text: 'continue_with',
        shape: 'rectangular',
        logo_alignment: 'left',
      };
      id.renderButton(container, locale ? { ...options, locale } : options);
    },
    cancel() {
      if (!pending) return;
      id.cancel();
      settle({ error: closed() });
    },
  };
}

/** Loads GIS (once) and returns `window.google`, or rejects if the script did not define it. */
export async function loadGoogleSdk(load: ScriptLoader = loadScript): Promise<GoogleSdk> {
  await load(GOOGLE_SDK_URL);
  const sdk = (globalThis as { google?: Partial<GoogleSdk> }).google;
  if (!sdk?.accounts?.id) throw new IdentityError('auth/unknown');
  return sdk as GoogleSdk;
}
