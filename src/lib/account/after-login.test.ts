import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { afterLoginStep, isDefaultPassword, sha256Hex, type AfterLoginFacts } from './after-login';

const base: AfterLoginFacts = { method: 'username', passwordIsDefault: false, passwordExpired: false, forceExpiredChange: true };

describe('after a login', () => {
  it('starts normally with a current, non-default password', () => {
    expect(afterLoginStep(base)).toBe('start');
  });

  it('forces a change for the default password, and for an expired one when PWDEXPFORCECHANGE3 is on', () => {
    expect(afterLoginStep({ ...base, passwordIsDefault: true })).toBe('changePassword');
    expect(afterLoginStep({ ...base, passwordExpired: true })).toBe('changePassword');
    expect(afterLoginStep({ ...base, passwordExpired: true, forceExpiredChange: false })).toBe('start');
  });

  it('never forces a change after an SMS or third-party login', () => {
    for (const method of ['sms', 'thirdParty', 'freePlay', 'register', 'phoneReset'] as const) {
      expect(afterLoginStep({ ...base, method, passwordIsDefault: true, passwordExpired: true })).toBe('start');
    }
  });

  it('compares passwords with the default by SHA-256, as the server computes it', async () => {
    const digest = createHash('sha256').update('Welcome2026').digest('hex');
    expect(await sha256Hex('Welcome2026')).toBe(digest);
    expect(await isDefaultPassword('Welcome2026', digest)).toBe(true);
    expect(await isDefaultPassword('Welcome2027', digest)).toBe(false);
    expect(await isDefaultPassword('Welcome2026', null)).toBe(false);
  });
});
