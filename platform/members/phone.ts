import { normaliseMobile } from '../../src/contract/validation/rules';

/** A mobile number as the platform stores it and as SMS codes are addressed. */
export interface Phone {
  /** Country dialing code, digits only: '63'. */
  country: string;
  /** National number as {@link normaliseMobile} returns it: '9171234567'. */
  national: string;
  /** The SMS recipient: '+639171234567'. */
  e164: string;
}

/** The merchant's market, used when a request carries no countryDialingCode. */
export const DEFAULT_DIALING_CODE = '63';

/**
 * Reads a number and its dialing code ('63' or '+63'), by the shared mobile rule. Answers which
 * field is wrong when one is.
 */
export function parsePhone(
  mobile: string | undefined,
  dialingCode: string | undefined,
): { ok: true; phone: Phone } | { ok: false; field: 'mobileNum' | 'countryDialingCode' } {
  const code = (dialingCode?.trim() || DEFAULT_DIALING_CODE).replace(/^\+/, '');
  if (!/^[1-9]\d{0,3}$/.test(code)) return { ok: false, field: 'countryDialingCode' };
  const national = normaliseMobile(mobile?.trim() ?? '', code);
  if (!national) return { ok: false, field: 'mobileNum' };
  return { ok: true, phone: { country: code, national, e164: `+${code}${national}` } };
}
