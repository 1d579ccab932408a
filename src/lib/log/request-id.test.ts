import { describe, expect, it } from 'vitest';
import { requestIdFrom } from './request-id';

const fresh = () => 'fresh-id';

describe('requestIdFrom', () => {
  it("keeps a sane incoming id, such as a load balancer's", () => {
    expect(requestIdFrom('3f2a9c1e-0b7d-4c55-9e1a-2b3c4d5e6f70', fresh)).toBe('3f2a9c1e-0b7d-4c55-9e1a-2b3c4d5e6f70');
    expect(requestIdFrom('lb:web-1.42_a', fresh)).toBe('lb:web-1.42_a');
  });

  it('makes a new id when none came, or one that is not a plain token', () => {
    expect(requestIdFrom(null, fresh)).toBe('fresh-id');
    expect(requestIdFrom('', fresh)).toBe('fresh-id');
    expect(requestIdFrom('a b', fresh)).toBe('fresh-id');
    expect(requestIdFrom('x"},"level":"fatal', fresh)).toBe('fresh-id');
    expect(requestIdFrom('id\r\nSet-Cookie: sid=1', fresh)).toBe('fresh-id');
    expect(requestIdFrom('x'.repeat(129), fresh)).toBe('fresh-id');
  });

  it('makes UUIDs by default', () => {
    expect(requestIdFrom(undefined)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
