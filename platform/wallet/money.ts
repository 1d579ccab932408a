/**
 * Money crosses the wire as a number in major units with two decimals (1234.56) and lives in
 * the database as BIGINT minor units (123456). Conversions go through strings so that no
 * float arithmetic ever touches an amount.
 */
export function minorToMajor(minor: bigint): number {
  const negative = minor < 0n;
  const abs = negative ? -minor : minor;
  const text = `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
  return Number(text);
}

/** Parses '1234.56', '1,234.5' or 1234.56 into minor units; throws on more than 2 decimals. */
export function majorToMinor(major: string | number): bigint {
  const text = String(major).replace(/,/g, '').trim();
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) throw new RangeError(`Not an amount with at most two decimals: ${text}`);
  const [, sign, whole = '0', cents = ''] = match;
  const minor = BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0'));
  return sign ? -minor : minor;
}
