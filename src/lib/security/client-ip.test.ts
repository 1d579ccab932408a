import { describe, expect, it } from 'vitest';
import { clientIpFrom } from './client-ip';

describe('clientIpFrom', () => {
  it('uses the socket address unless proxies are trusted', () => {
    expect(clientIpFrom('6.6.6.6', '10.0.0.1', 0)).toBe('10.0.0.1');
  });

  it('takes the address the trusted proxy saw, not what the client claimed', () => {
    // The client forged 6.6.6.6; the balancer appended the real 203.0.113.7.
    expect(clientIpFrom('6.6.6.6, 203.0.113.7', '10.0.0.1', 1)).toBe('203.0.113.7');
    expect(clientIpFrom('203.0.113.7, 10.0.0.2', '10.0.0.1', 2)).toBe('203.0.113.7');
    expect(clientIpFrom('203.0.113.7', '10.0.0.1', 3)).toBe('203.0.113.7');
    expect(clientIpFrom(null, '10.0.0.1', 1)).toBe('10.0.0.1');
  });
});
