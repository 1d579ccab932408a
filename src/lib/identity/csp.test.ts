import type { APIContext } from 'astro';
import { describe, expect, it } from 'vitest';
import { PLATFORM_BOT_CHECK } from '../bot-check/config';
import { IDENTITY_OFF, type IdentityConfig } from './config';
import { applyIdentityCsp, identityCspSources, type CspInserter } from './csp';

// Astro's per-request CSP object fits the interface applyIdentityCsp takes.
const astroCsp: CspInserter | undefined = undefined as APIContext['csp'];

const GOOGLE_ONLY: IdentityConfig = { ...IDENTITY_OFF, google: { clientId: '1.apps.googleusercontent.com' } };
const FACEBOOK_ONLY: IdentityConfig = { ...IDENTITY_OFF, facebook: { appId: '1', apiVersion: 'v21.0' } };
const FIREBASE_ONLY: IdentityConfig = {
  ...IDENTITY_OFF,
  firebasePhone: { apiKey: 'k', authDomain: 'lucky.firebaseapp.com', projectId: 'lucky', appId: '1:2:web:3' },
};
const ALL: IdentityConfig = { google: GOOGLE_ONLY.google, facebook: FACEBOOK_ONLY.facebook, firebasePhone: FIREBASE_ONLY.firebasePhone };
const GEETEST = { kind: 'geetest', captchaId: 'abc' } as const;

const everything = (sources: ReturnType<typeof identityCspSources>) => Object.values(sources).flat();

describe('identityCspSources', () => {
  it('allows nothing when every provider is off', () => {
    expect(identityCspSources(IDENTITY_OFF, PLATFORM_BOT_CHECK)).toEqual({ scriptSrc: [], frameSrc: [], connectSrc: [], styleSrc: [] });
    expect(astroCsp).toBeUndefined();
  });

  it('allows Google Identity Services only when Google is on', () => {
    const sources = identityCspSources(GOOGLE_ONLY, PLATFORM_BOT_CHECK);
    expect(sources.scriptSrc).toEqual(['https://accounts.google.com/gsi/client']);
    expect(sources.frameSrc).toEqual(['https://accounts.google.com/gsi/']);
    expect(sources.connectSrc).toEqual(['https://accounts.google.com/gsi/']);
    expect(sources.styleSrc).toEqual(['https://accounts.google.com/gsi/style']);
    expect(everything(sources).join(' ')).not.toMatch(/facebook|geetest|recaptcha|firebasejs/);
  });

  it('allows the Facebook SDK only when Facebook is on', () => {
    const sources = identityCspSources(FACEBOOK_ONLY, PLATFORM_BOT_CHECK);
    expect(sources.scriptSrc).toEqual(['https://connect.facebook.net']);
    expect(sources.frameSrc).toContain('https://www.facebook.com');
    expect(sources.connectSrc).toContain('https://graph.facebook.com');
    expect(everything(sources).join(' ')).not.toMatch(/accounts\.google|geetest|recaptcha/);
  });

  it('allows the pinned Firebase modules, reCAPTCHA and the phone-auth APIs only when Firebase is on', () => {
    const sources = identityCspSources(FIREBASE_ONLY, PLATFORM_BOT_CHECK);
    expect(sources.scriptSrc).toEqual(
      expect.arrayContaining([expect.stringMatching(/^https:\/\/www\.gstatic\.com\/firebasejs\/\d+\.\d+\.\d+\/$/), 'https://www.google.com/recaptcha/']),
    );
    expect(sources.frameSrc).toContain('https://www.google.com/recaptcha/');
    expect(sources.connectSrc).toEqual(['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com']);
  });

  it('allows Geetest only when it is the bot check', () => {
    const sources = identityCspSources(IDENTITY_OFF, GEETEST);
    expect(sources.scriptSrc).toEqual(expect.arrayContaining(['https://static.geetest.com', 'https://gcaptcha4.geetest.com']));
    expect(sources.styleSrc).toContain('https://static.geetest.com');
    expect(sources.frameSrc).toEqual([]);
  });

  it('combines providers without duplicates', () => {
    const sources = identityCspSources(ALL, GEETEST);
    for (const list of Object.values(sources)) expect(new Set(list).size).toBe(list.length);
    expect(sources.scriptSrc).toEqual(
      expect.arrayContaining(['https://accounts.google.com/gsi/client', 'https://connect.facebook.net', 'https://static.geetest.com']),
    );
  });
});

describe('applyIdentityCsp', () => {
  /** Records calls the way Astro.csp receives them. */
  const recorder = () => {
    const calls: string[] = [];
    const csp: CspInserter = {
      insertDirective: (directive) => calls.push(`directive ${directive}`),
      insertScriptResource: (resource) => calls.push(`script ${resource}`),
      insertStyleResource: (resource) => calls.push(`style ${resource}`),
    };
    return { csp, calls };
  };

  it('inserts nothing when all is off, and tolerates a page without CSP', () => {
    const { csp, calls } = recorder();
    applyIdentityCsp(csp, identityCspSources(IDENTITY_OFF, PLATFORM_BOT_CHECK));
    expect(calls).toEqual([]);
    expect(() => applyIdentityCsp(undefined, identityCspSources(ALL, GEETEST))).not.toThrow();
  });

  it("keeps 'self' first in script-src and style-src and adds frame-src and connect-src as directives", () => {
    const { csp, calls } = recorder();
    applyIdentityCsp(csp, identityCspSources(GOOGLE_ONLY, PLATFORM_BOT_CHECK));
    expect(calls).toEqual([
      "script 'self'",
      'script https://accounts.google.com/gsi/client',
      "style 'self'",
      'style https://accounts.google.com/gsi/style',
      'directive frame-src https://accounts.google.com/gsi/',
      'directive connect-src https://accounts.google.com/gsi/',
    ]);
  });
});
