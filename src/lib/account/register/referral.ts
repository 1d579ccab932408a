import { browserClient } from '../../platform/browser-client';
import { agentAffiliate } from '../../../contract/calls/member';
import { PlatformError } from '../../../contract/envelope';

/**
 * The codes a visitor brings in the URL (docs/product.md §2 "Query parameter referralCode is read and
 * stored", §6 the affiliate code). They are kept in sessionStorage so that they survive the
 * way to the registration form (a landing page, then /register or the register modal) and
 * die with the tab, like the original's session storage.
 */
export const REFERRAL_PARAM = 'referralCode';
/**
 * Parameters that carry an agent's invitation (affiliate) code: `affiliateCode`, the name the
 * platform uses for it (and the one the site's own links should use), and `code`, the short
 * form of agents' share links. The first one present wins.
 */
export const AFFILIATE_PARAMS = ['affiliateCode', 'code'] as const;

export const STORAGE_KEYS = { referralCode: 'register.referralCode', affiliateCode: 'register.affiliateCode' } as const;

/** Codes are short tokens; anything else in the URL (script, spaces, 1 kB of junk) is ignored. */
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export interface ReferralCodes {
  referralCode: string | null;
  affiliateCode: string | null;
}

const sessionStore = (): Storage | null => {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage refused (privacy settings): codes then only live in the URL
  }
};

const valid = (value: string | null | undefined): string | null => {
  const text = value?.trim() ?? '';
  return CODE.test(text) ? text : null;
};

function remember(store: Storage | null, key: string, value: string): void {
  try {
    store?.setItem(key, value);
  } catch {
    // quota or privacy mode: the code still goes with this page's registration
  }
}

function recall(store: Storage | null, key: string): string | null {
  try {
    return valid(store?.getItem(key));
  } catch {
    return null;
  }
}

/**
 * Reads the codes of `search` (a URL's query string), stores those present, and returns the
 * codes to use: the URL's, else the ones stored earlier in this tab. Call it when any page
 * that may lead to registration starts, and again when the form opens.
 */
export function captureReferral(search: string, store: Storage | null = sessionStore()): ReferralCodes {
  const params = new URLSearchParams(search);
  const referralCode = valid(params.get(REFERRAL_PARAM));
  const affiliateCode = AFFILIATE_PARAMS.map((name) => valid(params.get(name))).find((code) => code !== null) ?? null;
  if (referralCode) remember(store, STORAGE_KEYS.referralCode, referralCode);
  if (affiliateCode) remember(store, STORAGE_KEYS.affiliateCode, affiliateCode);
  return {
    referralCode: referralCode ?? recall(store, STORAGE_KEYS.referralCode),
    affiliateCode: affiliateCode ?? recall(store, STORAGE_KEYS.affiliateCode),
  };
}

/** Forgets a stored invitation code that turned out to be invalid, so it is not sent again. */
export function forgetAffiliateCode(store: Storage | null = sessionStore()): void {
  try {
    store?.removeItem(STORAGE_KEYS.affiliateCode);
  } catch {
    // nothing stored
  }
}

/** `invalid` carries the platform's message and code (`INVALID_INVITATION_CODE`, `LINK_INACTIVE`). */
export type AffiliateCheck = { status: 'valid'; code: string } | { status: 'invalid'; message: string; errorCode: string | null } | { status: 'unavailable' };

type AffiliateCaller = (request: { code: string; domain: string }) => Promise<unknown>;
const callAffiliate: AffiliateCaller = (request) => browserClient.call(agentAffiliate, request);

/**
 * Checks an invitation code with the platform (`GET /wps/agent/affiliate`, code and domain).
 * `invalid` carries the platform's message; `unavailable` means the check itself failed
 * (network), which is not the player's fault and is not reported as a wrong code.
 */
export async function checkAffiliateCode(code: string, domain: string, call: AffiliateCaller = callAffiliate): Promise<AffiliateCheck> {
  try {
    const value = await call({ code, domain });
    const stored = typeof value === 'object' && value !== null ? (value as { affiliateCode?: unknown }).affiliateCode : undefined;
    return { status: 'valid', code: typeof stored === 'string' && stored ? stored : code };
  } catch (error) {
    if (error instanceof PlatformError && !error.isTransport) return { status: 'invalid', message: error.message, errorCode: error.details.errorCode ?? null };
    return { status: 'unavailable' };
  }
}
