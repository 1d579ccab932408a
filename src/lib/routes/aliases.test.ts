import { describe, expect, it } from 'vitest';
import { aliasTarget } from './aliases';

describe('aliasTarget', () => {
  it('sends the /download of docs/product.md §2 to the download page, in its language', () => {
    expect(aliasTarget('/download', ['ty', 'en'])).toBe('/down');
    expect(aliasTarget('/download/', ['ty', 'en'])).toBe('/down');
    expect(aliasTarget('/en/download', ['ty', 'en'])).toBe('/en/down');
  });

  it('leaves pages that are not aliases alone', () => {
    expect(aliasTarget('/down', ['ty', 'en'])).toBeNull();
    expect(aliasTarget('/help/download', ['ty', 'en'])).toBeNull();
    expect(aliasTarget('/xx/download', ['ty', 'en'])).toBeNull();
    expect(aliasTarget('/', ['ty', 'en'])).toBeNull();
    expect(aliasTarget('/en/', ['ty', 'en'])).toBeNull();
  });
});
