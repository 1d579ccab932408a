import { describe, expect, it } from 'vitest';
import { getT, pickStrings } from './i18n.server';

/**
 * `t` knows the English catalogues' keys (./i18next.d.ts): a misspelled key is a type error,
 * so `astro check` fails on it before a page shows a raw key.
 */
describe('typed translation keys', () => {
  const t = getT('EN');

  it('accepts a key of the English catalogues', () => {
    expect(t('login.title')).toBe('Log in');
  });

  it('refuses a misspelled key at type-check time', () => {
    // @ts-expect-error: 'login.titel' is not a key of the English catalogues.
    expect(t('login.titel')).toBe('login.titel');
  });

  it("refuses a misspelled key in an island's key map at type-check time", () => {
    expect(pickStrings(t, { title: 'login.title' })).toEqual({ title: 'Log in' });
    // @ts-expect-error: 'login.titel' is not a key of the English catalogues.
    expect(pickStrings(t, { title: 'login.titel' })).toEqual({ title: 'login.titel' });
  });
});
