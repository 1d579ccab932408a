import { describe, expect, it } from 'vitest';
import { firstVisitLoginTarget, preferredLocale } from './accept-language';

describe('preferredLocale', () => {
  it('takes the most wanted language the site has', () => {
    expect(preferredLocale('en-US,en;q=0.9')?.code).toBe('EN');
    expect(preferredLocale('xx, vi;q=0.5, en;q=0.8')?.code).toBe('EN');
    expect(preferredLocale('zh-TW,zh;q=0.9')?.code).toBe('TW');
    expect(preferredLocale('zh-CN')?.code).toBe('CN');
    expect(preferredLocale('pt-BR')?.code).toBe('PT-BR');
    expect(preferredLocale('tl-PH')?.code).toBe('TY');
    expect(preferredLocale('fil')?.code).toBe('TY');
  });

  it('is undefined without a header or a language the site has', () => {
    expect(preferredLocale(null)).toBeUndefined();
    expect(preferredLocale('')).toBeUndefined();
    expect(preferredLocale('xx-YY, *;q=0.1')).toBeUndefined();
    expect(preferredLocale('en;q=0')).toBeUndefined();
  });
});

describe('firstVisitLoginTarget', () => {
  const url = (path: string) => new URL(`http://localhost${path}`);

  it('sends the unprefixed login page to the browser’s language, with the page to return to', () => {
    expect(firstVisitLoginTarget(url('/login'), 'en-US,en;q=0.9')).toBe('/en/login');
    expect(firstVisitLoginTarget(url('/login?next=%2F'), 'en-US')).toBe('/en/login?next=%2Fen%2F');
    expect(firstVisitLoginTarget(url('/login?next=%2Fpromotions%3Fid%3D3'), 'vi')).toBe('/vi/login?next=%2Fvi%2Fpromotions%3Fid%3D3');
  });

  it('leaves alone a prefixed page, another page, the default language and an unsafe next', () => {
    expect(firstVisitLoginTarget(url('/en/login'), 'vi')).toBeNull();
    expect(firstVisitLoginTarget(url('/promotions'), 'en')).toBeNull();
    expect(firstVisitLoginTarget(url('/login'), 'fil-PH')).toBeNull();
    expect(firstVisitLoginTarget(url('/login'), null)).toBeNull();
    expect(firstVisitLoginTarget(url('/login?next=%2F%2Fevil.example'), 'en')).toBe('/en/login?next=%2F%2Fevil.example');
  });
});
