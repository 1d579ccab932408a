import { describe, expect, it } from 'vitest';
import { resolveOptions } from './options';

describe('resolveOptions: response checking', () => {
  it('checks answers everywhere but production', () => {
    expect(resolveOptions({ env: {} }).validateResponses).toBe(true);
    expect(resolveOptions({ env: { NODE_ENV: 'production' } }).validateResponses).toBe(false);
  });

  it('lets PLATFORM_VALIDATE_RESPONSES decide either way', () => {
    expect(resolveOptions({ env: { NODE_ENV: 'production', PLATFORM_VALIDATE_RESPONSES: '1' } }).validateResponses).toBe(true);
    expect(resolveOptions({ env: { PLATFORM_VALIDATE_RESPONSES: '0' } }).validateResponses).toBe(false);
  });
});
