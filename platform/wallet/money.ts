import { minorFromBigInt, minorFromDecimal, minorToBigInt, minorToWire } from '../../src/contract/money';

/**
 * The platform's side of the contract's money module (src/contract/money,
 * docs/decisions/0010-money-in-minor-units.md). Money crosses the wire as a number in major units
 * (1234.56) and lives in the database as BIGINT minor units (123456); both crossings are the
 * contract's, so the site and the platform cannot disagree on a centavo. `currency` defaults to
 * two decimals (PHP, the reference merchant's currency).
 */
export function minorToMajor(minor: bigint, currency?: string | null): number {
  return minorToWire(minorFromBigInt(minor), currency);
}

/** Digits with commas only between groups of three, and an optional fraction: '1,234.5', never '1,0'. */
const GROUPED = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/;

/**
 * Parses '1234.56', '1,234.5' or 1234.56 (an amount a request or the seed names) into minor
 * units; throws a RangeError on more decimals than the currency has, never rounding them away,
 * and on text that is not a plain or comma-grouped decimal ('1,0', '1e3').
 */
export function majorToMinor(major: string | number, currency?: string | null): bigint {
  if (typeof major === 'number') return minorToBigInt(minorFromDecimal(String(major), currency));
  const plain = GROUPED.test(major) ? major.replace(/,/g, '') : major;
  if (!/^-?\d+(?:\.\d+)?$/.test(plain)) throw new RangeError(`Not a decimal amount: ${major}`);
  return minorToBigInt(minorFromDecimal(plain, currency));
}
