import { describe, expect, it } from 'vitest';
import { DEFAULT_FACEBOOK_API_VERSION, IDENTITY_OFF, hasSocialLogin, readIdentityConfig } from './config';

const FIREBASE = { apiKey: 'AIzaTest', authDomain: 'lucky.firebaseapp.com', projectId: 'lucky', appId: '1:2:web:3' };

describe('readIdentityConfig', () => {
  it('turns every provider off when nothing is set', () => {
    expect(readIdentityConfig({})).toEqual(IDENTITY_OFF);
    expect(readIdentityConfig({ GOOGLE_CLIENT_ID: '  ', FACEBOOK_APP_ID: '', FIREBASE_CONFIG: ' ' })).toEqual(IDENTITY_OFF);
    expect(hasSocialLogin(readIdentityConfig({}))).toBe(false);
  });

  it('reads Google and Facebook, with the default Graph API version', () => {
    const config = readIdentityConfig({ GOOGLE_CLIENT_ID: ' 123.apps.googleusercontent.com ', FACEBOOK_APP_ID: '987654' });
    expect(config.google).toEqual({ clientId: '123.apps.googleusercontent.com' });
    expect(config.facebook).toEqual({ appId: '987654', apiVersion: DEFAULT_FACEBOOK_API_VERSION });
    expect(DEFAULT_FACEBOOK_API_VERSION).toBe('v21.0');
    expect(hasSocialLogin(config)).toBe(true);
  });

  it('takes a well-formed FACEBOOK_API_VERSION and ignores a malformed one', () => {
    expect(readIdentityConfig({ FACEBOOK_APP_ID: '1', FACEBOOK_API_VERSION: 'v23.0' }).facebook?.apiVersion).toBe('v23.0');
    expect(readIdentityConfig({ FACEBOOK_APP_ID: '1', FACEBOOK_API_VERSION: '23' }).facebook?.apiVersion).toBe('v21.0');
    expect(readIdentityConfig({ FACEBOOK_API_VERSION: 'v23.0' }).facebook).toBeNull();
  });

  it('reads the four Firebase fields it needs and drops the rest', () => {
    const json = JSON.stringify({ ...FIREBASE, storageBucket: 'lucky.appspot.com', messagingSenderId: '2' });
    expect(readIdentityConfig({ FIREBASE_CONFIG: json }).firebasePhone).toEqual(FIREBASE);
    // Phone verification alone does not add login buttons.
    expect(hasSocialLogin(readIdentityConfig({ FIREBASE_CONFIG: json }))).toBe(false);
  });

  it('turns Firebase off, without throwing, for bad JSON or a missing field', () => {
    expect(readIdentityConfig({ FIREBASE_CONFIG: '{apiKey: nope' }).firebasePhone).toBeNull();
    expect(readIdentityConfig({ FIREBASE_CONFIG: '"a string"' }).firebasePhone).toBeNull();
    expect(readIdentityConfig({ FIREBASE_CONFIG: 'null' }).firebasePhone).toBeNull();
    const { appId: _dropped, ...withoutAppId } = FIREBASE;
    expect(readIdentityConfig({ FIREBASE_CONFIG: JSON.stringify(withoutAppId) }).firebasePhone).toBeNull();
    expect(readIdentityConfig({ FIREBASE_CONFIG: JSON.stringify({ ...FIREBASE, apiKey: 42 }) }).firebasePhone).toBeNull();
  });
});
