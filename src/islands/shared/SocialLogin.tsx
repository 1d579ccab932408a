import { useEffect, useRef, useState } from 'react';
import type { IdentityConfig } from '../../lib/identity/config';
import { toIdentityErrorCode } from '../../lib/identity/errors';
import { createFacebookLogin, loadFacebookSdk, type FacebookLogin } from '../../lib/identity/facebook';
import { createGoogleSignIn, loadGoogleSdk, type GoogleSignIn } from '../../lib/identity/google';
import { ScriptLoadError } from '../../lib/identity/script-loader';
import { browserClient } from '../../lib/platform/browser-client';
import { socialLogin } from '../../contract/calls/session';
import type { BrowserResponseOf } from '../../contract/define';
import { PlatformError } from '../../contract/envelope';
import { identityMessage, type SocialLoginStrings } from './social-login-strings';
import styles from './SocialLogin.module.css';

type Provider = 'google' | 'facebook';
export type SocialLoginValue = BrowserResponseOf<typeof socialLogin>;

interface Props {
  config: Pick<IdentityConfig, 'google' | 'facebook'>;
  strings: SocialLoginStrings;
  loginFrom?: 'member' | 'agent';
  /** The session value without its token (the proxy keeps the token in the HttpOnly cookie). */
  onLoggedIn: (value: SocialLoginValue) => void;
}

/** A cached SDK promise that is forgotten when it fails, so the next click loads again. */
function lazily<T>(ref: { current: Promise<T> | null }, make: () => Promise<T>): Promise<T> {
  ref.current ??= make().catch((error: unknown) => {
    ref.current = null;
    throw error;
  });
  return ref.current;
}

/**
 * "Continue with Google / Facebook" (docs/product.md §6: shown when enabled). Used inside the login and
 * registration islands, not hydrated on its own (it takes a callback). Renders nothing when
 * both providers are off. Each provider's SDK is fetched on the first click on its button, never
 * with the page. The credential goes to the platform's social login; the caller then does what
 * follows any login (docs/product.md §4: first-login action, close the modal).
 */
export default function SocialLogin({ config, strings, loginFrom = 'member', onLoggedIn }: Props) {
  const [busy, setBusy] = useState<Provider | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [googleFallback, setGoogleFallback] = useState(false);
  const google = useRef<Promise<GoogleSignIn> | null>(null);
  const facebook = useRef<Promise<FacebookLogin> | null>(null);
  const fallbackRef = useRef<HTMLDivElement>(null);
  const latest = useRef({ loginFrom, onLoggedIn });
  latest.current = { loginFrom, onLoggedIn };

  const googleSignIn = () => lazily(google, async () => createGoogleSignIn(config.google!, await loadGoogleSdk()));
  const facebookLogin = () => lazily(facebook, async () => createFacebookLogin(config.facebook!, await loadFacebookSdk()));

  const messageFor = (failure: unknown): string => {
    if (failure instanceof PlatformError) return failure.isTransport ? strings.networkError : failure.message;
    if (failure instanceof ScriptLoadError) return strings.networkError;
    return identityMessage(strings, toIdentityErrorCode(failure));
  };

  async function complete(provider: Provider, credential: () => Promise<string>) {
    setBusy(provider);
    setError(null);
    try {
      const token = await credential();
      const value = await browserClient.call(socialLogin, { provider, credential: token, loginFrom: latest.current.loginFrom });
      latest.current.onLoggedIn(value);
    } catch (failure) {
      setError(messageFor(failure));
      // One Tap could not be shown or was closed: offer Google's own button as the way in.
      const closed = !(failure instanceof PlatformError) && toIdentityErrorCode(failure) === 'auth/popup-closed-by-user';
      if (provider === 'google' && closed) setGoogleFallback(true);
    } finally {
      setBusy(null);
    }
  }

  const start = (provider: Provider) => {
    if (busy) return;
    void complete(provider, async () => (provider === 'google' ? (await googleSignIn()).signIn() : (await facebookLogin()).login()));
  };

  useEffect(() => {
    const container = fallbackRef.current;
    if (!googleFallback || !container || !google.current) return;
    void google.current.then((signIn) =>
      signIn.renderButton(container, (token) => void complete('google', async () => token), document.documentElement.lang || undefined),
    );
    // Only when the fallback first appears: `complete` reads refs and setters, and drawing
    // Google's button again on every render would make it flicker.
  }, [googleFallback]);

  // An open Google prompt is closed when the form goes away.
  useEffect(
    () => () =>
      void google.current?.then(
        (signIn) => signIn.cancel(),
        () => undefined,
      ),
    [],
  );

  if (!config.google && !config.facebook) return null;

  return (
    <div className={styles.social} role="group" aria-label={strings.groupLabel} aria-busy={busy !== null}>
      {config.google && (
        <button type="button" className={`${styles.button} ${styles.google}`} disabled={busy !== null} onClick={() => start('google')}>
          <GoogleMark />
          <span>{busy === 'google' ? strings.signingIn : strings.continueWithGoogle}</span>
        </button>
      )}
      {config.facebook && (
        <button type="button" className={`${styles.button} ${styles.facebook}`} disabled={busy !== null} onClick={() => start('facebook')}>
          <FacebookMark />
          <span>{busy === 'facebook' ? strings.signingIn : strings.continueWithFacebook}</span>
        </button>
      )}
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
      {googleFallback && (
        <>
          <p className={styles.hint}>{strings.googleFallbackHint}</p>
          <div ref={fallbackRef} className={styles.fallback} data-testid="google-button" />
        </>
      )}
    </div>
  );
}

/** Google's "G", required on a custom Google sign-in button by Google's branding rules. */
function GoogleMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path fill="#FFC107" d="M43.6 20.1H42V20H24v8h11.3A12 12 0 1 1 31.9 15l5.7-5.6A20 20 0 1 0 44 24c0-1.3-.1-2.6-.4-3.9z" />
      <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8A12 12 0 0 1 31.9 15l5.7-5.6A20 20 0 0 0 6.3 14.7z" />
      <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2A12 12 0 0 1 12.7 28l-6.5 5A20 20 0 0 0 24 44z" />
      <path fill="#1976D2" d="M43.6 20.1H42V20H24v8h11.3a12 12 0 0 1-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.6-.4-3.9z" />
    </svg>
  );
}

function FacebookMark() {
  return (
    <svg className={styles.mark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M24 12.07C24 5.41 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.04V9.41c0-3.02 1.8-4.7 4.54-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.5c-1.5 0-1.96.93-1.96 1.89v2.26h3.32l-.53 3.5h-2.8V24C19.62 23.1 24 18.1 24 12.07"
      />
    </svg>
  );
}
