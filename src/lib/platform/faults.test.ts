import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../contract/envelope';
import { isPlatformFault } from './faults';

describe('isPlatformFault', () => {
  it('counts no answer, a late answer, a broken answer and a 5xx as the platform failing', () => {
    expect(isPlatformFault(new PlatformError('network', 'fetch failed'))).toBe(true);
    expect(isPlatformFault(new PlatformError('timeout', 'late'))).toBe(true);
    expect(isPlatformFault(new PlatformError('schema', 'broken', { reason: 'response' }))).toBe(true);
    expect(isPlatformFault(new PlatformError('rejected', 'down', { status: 503 }))).toBe(true);
    expect(isPlatformFault(new TypeError('a bug'))).toBe(true);
  });

  it('does not count the platform saying no', () => {
    expect(isPlatformFault(new PlatformError('rejected', 'wrong password', { status: 200, errorCode: 'E1' }))).toBe(false);
    expect(isPlatformFault(new PlatformError('unauthorized', 'session ended', { status: 401 }))).toBe(false);
  });
});
