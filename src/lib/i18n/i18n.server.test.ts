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

  it('isolates an English plural in Arabic whatever form Arabic asks for', () => {
    // Arabic has no missions catalogue; 1 asks for _one, 3 for _few, 11 for _many.
    expect(getT('AR')('missions.ownRank', { rank: 2, count: 1 })).toBe('\u2066Your rank: 2 (1 mission completed)\u2069');
    for (const count of [0, 2, 3, 11, 100])
      expect(getT('AR')('missions.ownRank', { rank: 2, count }), String(count)).toMatch(/^\u2066Your rank: 2 \(\d+ missions completed\)\u2069$/);
  });

  it('translates every complete language, and falls back to English key by key elsewhere', () => {
    for (const code of ['VI', 'CN', 'TH', 'ID']) expect(getT(code)('login.submit'), code).not.toBe('Log in');
    expect(getT('CN')('error.network')).toBe('网络连接异常，请重试');
    // Swedish has no catalogue for the login form: English, not a bare key.
    expect(getT('SV')('login.submit')).toBe('Log in');
  });

  it('falls back to English for an unknown language', () => {
    expect(getT('XX')('login.submit')).toBe('Log in');
  });

  it('picks only the strings an island needs', () => {
    expect(pickStrings(getT('EN'), { submit: 'login.submit' })).toEqual({ submit: 'Log in' });
  });
});
