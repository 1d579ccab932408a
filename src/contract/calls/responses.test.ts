import { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { envelopeSchema } from '../envelope';
import { agentAffiliate, changePassword, firstLogin, forgotPasswordByEmail } from './member';
import { logout } from './session';
import { namedCalls } from './index';

describe('response declarations', () => {
  it('declare a shape for every call: none is z.unknown() or z.any()', () => {
    const loose = namedCalls
      .filter(({ call }) => call.response instanceof z.ZodMiniUnknown || call.response instanceof z.ZodMiniAny)
      .map(({ domain, name }) => `${domain}.${name}`);
    expect(loose).toEqual([]);
  });

  it('accept no value (null or absent) from the calls that answer none, and refuse anything else', () => {
    for (const call of [logout, changePassword, forgotPasswordByEmail, firstLogin]) {
      const envelope = envelopeSchema(call.response);
      expect(envelope.safeParse({ success: true, value: null }).success, call.path).toBe(true);
      expect(envelope.safeParse({ success: true }).success, call.path).toBe(true);
      expect(envelope.safeParse({ success: true, value: { token: 'x' } }).success, call.path).toBe(false);
    }
  });

  it("read the affiliate check's answer as the code it confirms", () => {
    expect(agentAffiliate.response.safeParse({ affiliateCode: 'LUCKY2026' }).success).toBe(true);
    expect(agentAffiliate.response.safeParse({}).success).toBe(false);
  });
});
