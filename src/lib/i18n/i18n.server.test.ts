import { describe, expect, it } from 'vitest';
import { getT, pickStrings } from './i18n.server';

describe('getT', () => {
  it('translates per language, interpolates and pluralises', () => {
    expect(getT('EN')('login.submit')).toBe('Log in');
    expect(getT('TY')('error.network')).not.toBe('error.network');
    expect(getT('TY')('error.network')).not.toBe(getT('EN')('error.network'));
    expect(getT('EN')('home.vendorCount', { count: 1 })).toBe('1 provider');
    expect(getT('EN')('home.vendorCount', { count: 4 })).toBe('4 providers');
    expect(getT('EN')('footer.copyright', { year: 2026 })).toContain('2026');
  });

  it('falls back to English for an unknown language', () => {
    expect(getT('XX')('login.submit')).toBe('Log in');
  });

  it('picks only the strings an island needs', () => {
    expect(pickStrings(getT('EN'), { submit: 'login.submit' })).toEqual({ submit: 'Log in' });
  });
});
