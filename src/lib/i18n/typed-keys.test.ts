import { describe, expect, it } from 'vitest';
import { getT } from './i18n.server';

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
});
