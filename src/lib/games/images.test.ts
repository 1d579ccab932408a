import { describe, expect, it } from 'vitest';
import { gameImageUrl, pickImageBase } from './images';

describe('pickImageBase (docs/product.md §9: a random entry of imageCDNs)', () => {
  it('is empty without CDNs', () => {
    expect(pickImageBase([])).toBe('');
  });

  it('picks an entry at random and drops its trailing slash', () => {
    const cdns = ['https://a.example/', 'https://b.example'];
    expect(pickImageBase(cdns, () => 0)).toBe('https://a.example');
    expect(pickImageBase(cdns, () => 0.99)).toBe('https://b.example');
  });

  it('ignores entries the page could not load (not https)', () => {
    expect(pickImageBase(['http://plain.example', 'javascript:alert(1)'])).toBe('');
  });
});

describe('gameImageUrl', () => {
  it('prefixes paths with the CDN base', () => {
    expect(gameImageUrl('/lgw/static/games/a.svg', 'https://cdn.example')).toBe('https://cdn.example/lgw/static/games/a.svg');
    expect(gameImageUrl('games/a.png', 'https://cdn.example')).toBe('https://cdn.example/games/a.png');
  });

  it('keeps paths same-origin without a CDN, and absolute URLs as they are', () => {
    expect(gameImageUrl('/lgw/static/games/a.svg', '')).toBe('/lgw/static/games/a.svg');
    expect(gameImageUrl('https://img.vendor.example/a.png', 'https://cdn.example')).toBe('https://img.vendor.example/a.png');
    expect(gameImageUrl(null, 'https://cdn.example')).toBeNull();
  });
});
