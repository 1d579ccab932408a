/**
 * Which third-party identity providers the site offers (docs/product.md §6: "Third-party Google and
 * Facebook login … appear when enabled"). Everything here is public: a Google client id, a
 * Facebook app id and a Firebase web config are all meant to be sent to browsers, so pages may
 * pass this object to islands as a prop. Secrets (app secrets, service accounts) belong to the
 * platform, which verifies the tokens; the site never needs them.
 *
 * Every provider is off unless its variable is set, so a fresh install loads no third-party
 * script and its CSP allows none.
 */
export interface GoogleConfig {
  /** OAuth 2.0 web client id, `….apps.googleusercontent.com`. */
  clientId: string;
}

export interface FacebookConfig {
  appId: string;
  /** Graph API version the JS SDK is initialised with, e.g. `v21.0`. */
  apiVersion: string;
}

/** The four fields of a Firebase web app's config that phone sign-in needs. */
export interface FirebasePhoneConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
}

export interface IdentityConfig {
  google: GoogleConfig | null;
  facebook: FacebookConfig | null;
  firebasePhone: FirebasePhoneConfig | null;
}

export type IdentityEnv = Readonly<Record<string, string | undefined>>;

export const DEFAULT_FACEBOOK_API_VERSION = 'v21.0';

/** All providers off: the default, and what tests of other features use. */
export const IDENTITY_OFF: IdentityConfig = Object.freeze({ google: null, facebook: null, firebasePhone: null });

const text = (value: string | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const FIREBASE_FIELDS = ['apiKey', 'authDomain', 'projectId', 'appId'] as const;

/**
 * FIREBASE_CONFIG is the JSON object the Firebase console shows for a web app. Extra fields
 * (storageBucket, messagingSenderId, …) are ignored. Anything unusable (bad JSON, a missing
 * field) turns phone verification off rather than failing the whole site at start-up.
 */
function readFirebase(json: string | null): FirebasePhoneConfig | null {
  if (!json) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const source = parsed as Record<string, unknown>;
  const config: Partial<Record<(typeof FIREBASE_FIELDS)[number], string>> = {};
  for (const field of FIREBASE_FIELDS) {
    const value = source[field];
    if (typeof value !== 'string' || !value.trim()) return null;
    config[field] = value.trim();
  }
  return config as FirebasePhoneConfig;
}

/**
 * Reads GOOGLE_CLIENT_ID, FACEBOOK_APP_ID, FACEBOOK_API_VERSION and FIREBASE_CONFIG.
 * A FACEBOOK_API_VERSION that is not of the form `v<major>.<minor>` (the only form the SDK
 * accepts) falls back to {@link DEFAULT_FACEBOOK_API_VERSION}.
 */
export function readIdentityConfig(env: IdentityEnv): IdentityConfig {
  const clientId = text(env['GOOGLE_CLIENT_ID']);
  const appId = text(env['FACEBOOK_APP_ID']);
  const version = text(env['FACEBOOK_API_VERSION']);
  return {
    google: clientId ? { clientId } : null,
    facebook: appId ? { appId, apiVersion: version && /^v\d+\.\d+$/.test(version) ? version : DEFAULT_FACEBOOK_API_VERSION } : null,
    firebasePhone: readFirebase(text(env['FIREBASE_CONFIG'])),
  };
}

/** True when at least one third-party login button should be shown. */
export const hasSocialLogin = (config: IdentityConfig): boolean => config.google !== null || config.facebook !== null;
