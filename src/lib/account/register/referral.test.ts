import { describe, expect, it } from 'vitest';
import { PlatformError } from '../../../contract/envelope';
import { captureReferral, checkAffiliateCode, forgetAffiliateCode, STORAGE_KEYS } from './referral';

/** A sessionStorage stand-in (the test environment is Node). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('captureReferral', () => {
  it('reads referralCode and the invitation code from the URL and stores them for the tab', () => {
    const store = memoryStorage();
    expect(captureReferral('?referralCode=FRIEND42&affiliateCode=LUCKY2026', store)).toEqual({ referralCode: 'FRIEND42', affiliateCode: 'LUCKY2026' });
    // Later, on /register without a query: the stored codes come back.
    expect(captureReferral('', store)).toEqual({ referralCode: 'FRIEND42', affiliateCode: 'LUCKY2026' });
    expect(store.getItem(STORAGE_KEYS.referralCode)).toBe('FRIEND42');
  });

  it('takes `code` as the short form of the invitation code, `affiliateCode` first', () => {
    expect(captureReferral('?code=AGENT1', memoryStorage()).affiliateCode).toBe('AGENT1');
    expect(captureReferral('?code=AGENT1&affiliateCode=AGENT2', memoryStorage()).affiliateCode).toBe('AGENT2');
  });

  it('lets a newer URL replace a stored code', () => {
    const store = memoryStorage();
    captureReferral('?referralCode=OLD1', store);
    expect(captureReferral('?referralCode=NEW2', store).referralCode).toBe('NEW2');
    expect(captureReferral('', store).referralCode).toBe('NEW2');
  });

  it('ignores values that are not codes', () => {
    const store = memoryStorage();
    expect(captureReferral('?referralCode=%3Cscript%3E&affiliateCode=' + 'A'.repeat(65), store)).toEqual({ referralCode: null, affiliateCode: null });
    expect(store.length).toBe(0);
    expect(captureReferral('?referralCode=%20ABC_1-2%20', store).referralCode).toBe('ABC_1-2');
  });

  it('still works when storage is refused', () => {
    const refusing = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      getItem: () => {
        throw new Error('SecurityError');
      },
    } as Storage;
    expect(captureReferral('?referralCode=FRIEND42', refusing)).toEqual({ referralCode: 'FRIEND42', affiliateCode: null });
    expect(captureReferral('?referralCode=FRIEND42', null).referralCode).toBe('FRIEND42');
  });

  it('forgets an invitation code that failed', () => {
    const store = memoryStorage();
    captureReferral('?affiliateCode=WRONG1&referralCode=KEEP1', store);
    forgetAffiliateCode(store);
    expect(captureReferral('', store)).toEqual({ referralCode: 'KEEP1', affiliateCode: null });
  });
});

describe('checkAffiliateCode', () => {
  it('sends the code and the domain, and answers the code as the platform stores it', async () => {
    const requests: unknown[] = [];
    const result = await checkAffiliateCode('lucky2026', 'www.lucky.example', async (request) => {
      requests.push(request);
      return { affiliateCode: 'LUCKY2026' };
    });
    expect(requests).toEqual([{ code: 'lucky2026', domain: 'www.lucky.example' }]);
    expect(result).toEqual({ status: 'valid', code: 'LUCKY2026' });
  });

  it('keeps the typed code when the platform answers without one', async () => {
    expect(await checkAffiliateCode('AGENT1', 'x.example', async () => null)).toEqual({ status: 'valid', code: 'AGENT1' });
  });

  it("reports a refusal with the platform's message, and a network failure as unavailable", async () => {
    const refused = new PlatformError('rejected', 'Invalid invitation code', { errorCode: 'INVALID_INVITATION_CODE' });
    expect(await checkAffiliateCode('NOPE1', 'x.example', async () => Promise.reject(refused))).toEqual({
      status: 'invalid',
      message: 'Invalid invitation code',
      errorCode: 'INVALID_INVITATION_CODE',
    });
    expect(await checkAffiliateCode('NOPE1', 'x.example', async () => Promise.reject(new PlatformError('network', 'down')))).toEqual({ status: 'unavailable' });
    expect(await checkAffiliateCode('NOPE1', 'x.example', async () => Promise.reject(new TypeError('boom')))).toEqual({ status: 'unavailable' });
  });
});
