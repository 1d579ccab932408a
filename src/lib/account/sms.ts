import { browserClient } from '../platform/browser-client';
import { smsNoLogin, smsRegister } from '../../contract/calls/session';

/** Which SMS call: registration has its own (docs/product.md §7); login and password reset share noLogin. */
export type SmsPurpose = 'register' | 'login' | 'reset';

export interface SmsSent {
  expiredMinutes: number;
  /** Milliseconds the request took; the reset flow's countdown takes half of it off (docs/product.md §4). */
  roundTripMs: number;
}

/**
 * Asks the platform to send a code to `mobileNum` (already normalised by the mobile rule).
 * Throws the platform's error, whose message the SMS button shows in its warning (docs/product.md §8).
 */
export async function requestSmsCode(purpose: SmsPurpose, countryDialingCode: string, mobileNum: string, geetest?: Record<string, string>): Promise<SmsSent> {
  const started = performance.now();
  const value =
    purpose === 'register'
      ? await browserClient.call(smsRegister, { mobileNo: mobileNum, countryDialingCode, geetest })
      : await browserClient.call(smsNoLogin, { mobileNum, countryDialingCode });
  return { expiredMinutes: value.expiredMinutes, roundTripMs: performance.now() - started };
}
