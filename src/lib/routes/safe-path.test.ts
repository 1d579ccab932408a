import { describe, expect, it } from 'vitest';
import { safeLocalPath } from './safe-path';

describe('safeLocalPath', () => {
  it('keeps paths on this site', () => {
    expect(safeLocalPath('/en/help/x?a=1#b')).toBe('/en/help/x?a=1#b');
  });

  it('refuses anything that leaves the site', () => {
    for (const evil of ['//evil.example', '/\\evil.example', '/\t/evil.example', '/%09/evil.example', 'https://evil.example', 'javascript:alert(1)', 'evil']) {
      const result = safeLocalPath(evil);
      expect(result === null || new URL(result, 'http://same.invalid').origin === 'http://same.invalid', evil).toBe(true);
      if (result) expect(result.startsWith('//')).toBe(false);
    }
    expect(safeLocalPath('//evil.example')).toBeNull();
    expect(safeLocalPath('/\\evil.example')).toBeNull();
    expect(safeLocalPath('/\t/evil.example')).toBeNull();
  });
});
