/**
 * Money, shared by the site, its islands and the reference platform (docs/decisions/0010-money-in-minor-units.md).
 *
 * An amount is an integer count of the currency's minor units (`MinorUnits`: 123450 is
 * ₱1,234.50, 500 is ¥500). Nothing here multiplies a float: decimal text is split into its
 * digits, and Intl formats decimal strings. The wire carries major units as JSON numbers
 * (docs/platform-api.md "Money"); `minorFromWire` and `minorToWire` are the only crossings.
 *
 * Framework-free and DOM-free on purpose: no Node API, no zod, no Astro.
 */

declare const minorUnitsBrand: unique symbol;

/**
 * An integer count of minor units (centavos, đồng, yen). A plain `number` is not one: only the
 * constructors below make it, so a float major amount cannot reach a formatter or a ledger by
 * mistake. A safe integer (up to 2^53 − 1, about 9 × 10^15) is enough for every balance we show,
 * and, unlike `bigint`, survives JSON, island props and stores as it is.
 */
export type MinorUnits = number & { readonly [minorUnitsBrand]: 'MinorUnits' };

/** The largest amount `MinorUnits` holds exactly. */
export const MAX_MINOR_UNITS = Number.MAX_SAFE_INTEGER as MinorUnits;

/** Brands an integer count of minor units; throws on a fraction, NaN or an unsafe integer. */
export function asMinorUnits(value: number): MinorUnits {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not a whole number of minor units: ${value}`);
  return value as MinorUnits;
}

/** The platform's ledger counts in `bigint` (BIGINT columns); this is the crossing. */
export function minorFromBigInt(value: bigint): MinorUnits {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('Amount beyond the safe integer range');
  }
  return Number(value) as MinorUnits;
}

export const minorToBigInt = (value: MinorUnits): bigint => BigInt(value);

// ---------------------------------------------------------------------------------------------
// Currencies

/**
 * Exponents Intl does not know. USDT is not an ISO 4217 code (Intl refuses it); the platform
 * quotes it with two decimals, like the dollar it tracks. A platform that settles to more
 * decimals must say so here.
 */
const EXPONENT_OVERRIDES: Readonly<Record<string, number>> = { USDT: 2 };

/** Two decimals when the platform names no currency, or one Intl does not know (docs/product.md §9: two decimals). */
export const DEFAULT_EXPONENT = 2;

const exponents = new Map<string, number>();

/**
 * How many decimals the currency's minor unit has: PHP 2, JPY 0, VND 0, KWD 3, as Intl's
 * currency data says (`maximumFractionDigits` of a currency format).
 */
export function currencyExponent(currency: string | null | undefined): number {
  if (!currency) return DEFAULT_EXPONENT;
  const code = currency.toUpperCase();
  let exponent = exponents.get(code);
  if (exponent === undefined) {
    exponent = EXPONENT_OVERRIDES[code];
    if (exponent === undefined) {
      try {
        exponent = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? DEFAULT_EXPONENT;
      } catch {
        exponent = DEFAULT_EXPONENT;
      }
    }
    exponents.set(code, exponent);
  }
  return exponent;
}

// ---------------------------------------------------------------------------------------------
// Decimal text ⇄ minor units (exact)

/** `123450` with exponent 2 → `"1234.50"`; `-5` → `"-0.05"`; exponent 0 → `"500"`. */
export function minorToDecimal(minor: MinorUnits, exponent: number): string {
  const negative = minor < 0;
  const digits = String(Math.abs(minor)).padStart(exponent + 1, '0');
  const whole = digits.slice(0, digits.length - exponent);
  const fraction = digits.slice(digits.length - exponent);
  return `${negative ? '-' : ''}${whole}${exponent > 0 ? `.${fraction}` : ''}`;
}

/** A decimal split into sign, whole digits and fraction digits, as written (no exponent). */
interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** Reads `-12.5`, `1e21`, `5e-7` (JSON and `String(number)` forms) into digits; null otherwise. */
function readDecimal(text: string): Decimal | null {
  const match = /^([+-]?)(\d+)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/.exec(text.trim());
  if (!match) return null;
  const [, sign = '', whole = '', fraction = '', power = '0'] = match;
  // Move the decimal point by the exponent on the digits themselves.
  const shift = Number(power);
  let digits = whole + fraction;
  let point = whole.length + shift;
  if (point < 0) {
    digits = '0'.repeat(-point) + digits;
    point = 0;
  }
  if (point > digits.length) digits = digits.padEnd(point, '0');
  return { negative: sign === '-', whole: digits.slice(0, point) || '0', fraction: digits.slice(point) };
}

/** Whole and fraction digits to minor units; `round` rounds half away from zero past the exponent. */
function decimalToMinor({ negative, whole, fraction }: Decimal, exponent: number, round: boolean): MinorUnits | 'tooManyDecimals' | 'tooLarge' {
  const kept = fraction.slice(0, exponent).padEnd(exponent, '0');
  const dropped = fraction.slice(exponent);
  let carry = 0n;
  if (/[1-9]/.test(dropped)) {
    if (!round) return 'tooManyDecimals';
    carry = dropped.charCodeAt(0) >= '5'.charCodeAt(0) ? 1n : 0n;
  }
  const magnitude = BigInt(whole + kept) + carry;
  if (magnitude > BigInt(Number.MAX_SAFE_INTEGER)) return 'tooLarge';
  const minor = Number(magnitude);
  return (negative && minor !== 0 ? -minor : minor) as MinorUnits;
}

/**
 * Strict decimal text (`"1234.5"`, `"-3"`) to minor units, the way the platform reads an amount a
 * request names: more decimals than the currency has is an error, never rounded away.
 */
export function minorFromDecimal(text: string, currency?: string | null): MinorUnits {
  const decimal = readDecimal(text);
  if (!decimal) throw new RangeError(`Not a decimal amount: ${text}`);
  const minor = decimalToMinor(decimal, currencyExponent(currency), false);
  if (typeof minor === 'string') throw new RangeError(`Not an amount of ${currency ?? 'the currency'} (${minor}): ${text}`);
  return minor;
}

/**
 * A wire amount (a JSON number of major units) to minor units, exactly. The number's shortest
 * decimal form (what JSON carried: `1234.56`) is read digit by digit, so `0.07` is 7, never
 * `Math.round(0.07 * 100)`. A platform that adds in floating point sends `0.30000000000000004`
 * for 0.3: past the currency's decimals the value is rounded half away from zero, in decimal.
 */
export function minorFromWire(value: number | string, currency?: string | null): MinorUnits {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const decimal = readDecimal(String(value));
  if (!decimal) throw new RangeError(`Not an amount: ${String(value)}`);
  const minor = decimalToMinor(decimal, currencyExponent(currency), true);
  if (typeof minor === 'string') throw new RangeError(`Amount beyond the safe integer range: ${String(value)}`);
  return minor;
}

/**
 * Minor units to the wire's JSON number of major units. `Number("1234.56")` is the double whose
 * shortest form is `1234.56`, so JSON writes exactly those digits and `minorFromWire` reads them back.
 */
export const minorToWire = (minor: MinorUnits, currency?: string | null): number => Number(minorToDecimal(minor, currencyExponent(currency)));

// ---------------------------------------------------------------------------------------------
// Formatting

const formats = new Map<string, (minor: MinorUnits) => string>();

/**
 * Money as players see it: the currency's decimals (two for PHP), the page locale's separators
 * and digits, and the currency the platform names; the number with the code after it for a code
 * Intl does not know (USDT); the bare number when there is no currency.
 */
export function formatMoney(minor: MinorUnits, localeTag: string, currency?: string | null): string {
  const key = `${localeTag}\u0000${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    // One formatter per locale and currency: building an Intl.NumberFormat costs far more than
    // formatting with it, and the winner board formats fifty amounts on every render of home.
    format = createFormat(localeTag, currency ?? null);
    formats.set(key, format);
  }
  return format(minor);
}

function createFormat(localeTag: string, currency: string | null): (minor: MinorUnits) => string {
  const exponent = currencyExponent(currency);
  const digits: Intl.NumberFormatOptions = { minimumFractionDigits: exponent, maximumFractionDigits: exponent };
  // Intl formats a decimal string exactly (no float in between): the amount's own digits.
  const text = (minor: MinorUnits) => minorToDecimal(minor, exponent) as unknown as number;
  if (currency) {
    try {
      const withCurrency = new Intl.NumberFormat(localeTag, { ...digits, style: 'currency', currency });
      return (minor) => withCurrency.format(text(minor));
    } catch {
      const plain = new Intl.NumberFormat(localeTag, digits);
      return (minor) => `${plain.format(text(minor))} ${currency}`;
    }
  }
  const plain = new Intl.NumberFormat(localeTag, digits);
  return (minor) => plain.format(text(minor));
}

// ---------------------------------------------------------------------------------------------
// What a player types

/** Why an amount is refused; the UI translates each (one message per reason). */
export type AmountRefusal = 'empty' | 'notANumber' | 'tooManyDecimals' | 'negative' | 'zero' | 'belowMinimum' | 'aboveMaximum' | 'aboveBalance' | 'notAStep';

export type AmountCheck =
  | { ok: true; minor: MinorUnits }
  /** `limit` is the bound that refused it (minimum, maximum, balance or step), for the message. */
  | { ok: false; reason: AmountRefusal; limit?: MinorUnits };

/** The limits an amount must keep, all in minor units of `currency`. */
export interface AmountLimits {
  /** Zero is refused unless allowed. */
  allowZero?: boolean;
  min?: MinorUnits;
  max?: MinorUnits;
  /** What the player has: a transfer or withdrawal cannot exceed it. */
  balance?: MinorUnits;
  /** The amount must be a multiple of it (100 with PHP: whole pesos only). */
  step?: MinorUnits;
}

export interface AmountRules extends AmountLimits {
  /** The page locale: its decimal and group separators and digits are what the player types. */
  locale: string;
  currency?: string | null;
}

/** Checks minor units against the limits, in the order a player fixes them. */
export function checkAmount(minor: MinorUnits, limits: AmountLimits): AmountCheck {
  if (minor < 0) return { ok: false, reason: 'negative' };
  if (minor === 0 && !limits.allowZero) return { ok: false, reason: 'zero' };
  if (limits.min !== undefined && minor < limits.min) return { ok: false, reason: 'belowMinimum', limit: limits.min };
  if (limits.max !== undefined && minor > limits.max) return { ok: false, reason: 'aboveMaximum', limit: limits.max };
  if (limits.balance !== undefined && minor > limits.balance) return { ok: false, reason: 'aboveBalance', limit: limits.balance };
  if (limits.step !== undefined && limits.step > 0 && minor % limits.step !== 0) return { ok: false, reason: 'notAStep', limit: limits.step };
  return { ok: true, minor };
}

interface Separators {
  decimal: string;
  group: string;
}

const separatorCache = new Map<string, Separators>();

/** The locale's decimal and group separators, as Intl writes 1234567.8. */
function separatorsOf(locale: string): Separators {
  let separators = separatorCache.get(locale);
  if (!separators) {
    const parts = new Intl.NumberFormat(locale).formatToParts(1234567.8);
    separators = {
      decimal: normaliseSeparator(parts.find((part) => part.type === 'decimal')?.value ?? '.'),
      group: normaliseSeparator(parts.find((part) => part.type === 'group')?.value ?? ','),
    };
    separatorCache.set(locale, separators);
  }
  return separators;
}

/** Arabic decimal (٫) and thousands (٬) signs read as their Latin counterparts; spaces as none. */
function normaliseSeparator(char: string): string {
  if (char === '\u066B') return '.';
  if (char === '\u066C') return ',';
  if (/\s/u.test(char)) return ' ';
  return char;
}

/** Any decimal digit script (Arabic-Indic ٠–٩, Persian ۰–۹, full-width ０–９, …) to ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 0;
    // Unicode lays every decimal digit set out as ten consecutive code points starting at zero.
    for (let zero = code; zero > code - 10; zero -= 1) {
      if (!/\p{Nd}/u.test(String.fromCodePoint(zero - 1))) return String(code - zero);
    }
    return digit;
  });
}

const currencyNameCache = new Map<string, ReadonlySet<string>>();

/** Names players write that Intl does not: a peso is `P500` where the keyboard has no ₱. */
const WRITTEN_NAMES: Readonly<Record<string, readonly string[]>> = { PHP: ['p'] };

/**
 * Whether letters and signs typed beside an amount name its currency: any currency sign, with
 * letters joined to it (`₱`, `US$`, `R$`), the currency's code (`PHP`, `php`), the symbol the
 * locale writes for it (`Rp`, `RM`, `kr.`), or a name players write for it (`P500`). Other
 * letters are no currency: `e5` and `abc 5` are not numbers, where stripping any letters read
 * them as 5.
 */
function isCurrencyAffix(affix: string, rules: Pick<AmountRules, 'locale' | 'currency'>): boolean {
  if (/^\p{L}*\p{Sc}\p{L}*\.?$/u.test(affix)) return true;
  const currency = rules.currency ?? '';
  if (currency === '') return false;
  const key = `${rules.locale}|${currency}`;
  let names = currencyNameCache.get(key);
  if (!names) {
    const found = new Set([currency.toLowerCase(), ...(WRITTEN_NAMES[currency.toUpperCase()] ?? [])]);
    for (const currencyDisplay of ['symbol', 'narrowSymbol'] as const) {
      try {
        const part = new Intl.NumberFormat(rules.locale, { style: 'currency', currency, currencyDisplay })
          .formatToParts(1)
          .find((each) => each.type === 'currency');
        if (part) found.add(part.value.toLowerCase());
      } catch {
        // Not a currency Intl knows: its code alone names it.
      }
    }
    names = found;
    currencyNameCache.set(key, names);
  }
  const typed = affix.toLowerCase();
  return names.has(typed) || names.has(typed.replace(/\.$/, ''));
}

/** Whole-part digits with group separators in place (1,234,567 or 12,34,567), or null. */
function ungroup(whole: string, group: string): string | null {
  if (!whole.includes(group)) return /^\d+$/.test(whole) ? whole : null;
  const groups = whole.split(group);
  const [first = '', ...rest] = groups;
  if (!/^\d{1,3}$/.test(first)) return null;
  const last = rest.at(-1) ?? '';
  if (!/^\d{3}$/.test(last)) return null;
  // Middle groups of two or three: the Indian system writes 12,34,567.
  if (!rest.slice(0, -1).every((part) => /^\d{2,3}$/.test(part))) return null;
  return groups.join('');
}

/**
 * Reads what a player typed into minor units: `1,234.50`, `1234.5`, `1234,5` and `1.234,50` where
 * the locale writes decimals with a comma, spaces or no-break spaces between groups, a currency
 * sign or code before or after (`isCurrencyAffix`: no other letters), the locale's own digits.
 * A point is read as the decimal sign wherever it cannot be a group (`1234.5` on a comma
 * locale), since phone keypads offer it.
 * Refuses with a reason (`AmountRefusal`) and checks the limits (`checkAmount`).
 */
export function parseAmount(input: string, rules: AmountRules): AmountCheck {
  const exponent = currencyExponent(rules.currency);
  let text = asciiDigits(input.normalize('NFKC')).replace(/\s+/gu, ' ').trim();
  if (text === '') return { ok: false, reason: 'empty' };

  // A currency sign or code on either side, and one sign before or after it ('--5' is no number).
  let negative = false;
  let signed = false;
  const stripSign = () => {
    if (signed) return;
    const sign = /^([-\u2212+])\s*/u.exec(text);
    if (!sign) return;
    signed = true;
    negative = sign[1] !== '+';
    text = text.slice(sign[0].length);
  };
  stripSign();
  const before = /^([\p{Sc}\p{L}]+\.?)\s*/u.exec(text);
  if (before && isCurrencyAffix(before[1]!, rules)) text = text.slice(before[0].length);
  stripSign();
  const after = /\s*([\p{Sc}\p{L}]+\.?)$/u.exec(text);
  if (after && isCurrencyAffix(after[1]!, rules)) text = text.slice(0, -after[0].length);
  text = text.trim();
  text = text.replace(/\u066B/g, '.').replace(/\u066C/g, ',');
  if (text === '') return { ok: false, reason: 'notANumber' };

  const { decimal, group } = separatorsOf(rules.locale);
  // Spaces (any width) and apostrophes group digits wherever typed: they become the locale's
  // group sign, or stay a space where the locale groups with one (fr, de-CH).
  const spacedGroup = group === ' ' || group === "'" || group === '\u2019';
  const effectiveGroup = spacedGroup ? ' ' : group;
  text = text.replace(/[ '\u2019]/g, effectiveGroup);

  let whole: string | null;
  let fraction = '';
  const at = text.lastIndexOf(decimal);
  if (at >= 0) {
    whole = ungroup(text.slice(0, at) || '0', effectiveGroup);
    fraction = text.slice(at + 1);
  } else {
    whole = ungroup(text, effectiveGroup);
    if (whole === null && decimal !== '.' && (text.match(/\./g) ?? []).length === 1) {
      // `1234.5` on a comma locale: the point cannot be a group there, so it is the decimal sign.
      const point = text.indexOf('.');
      whole = /^\d+$/.test(text.slice(0, point)) ? text.slice(0, point) : null;
      fraction = text.slice(point + 1);
    }
  }
  if (whole === null || !/^\d*$/.test(fraction) || (at >= 0 && at === 0 && fraction === '')) return { ok: false, reason: 'notANumber' };

  const minor = decimalToMinor({ negative: false, whole, fraction }, exponent, false);
  if (minor === 'tooManyDecimals') return { ok: false, reason: 'tooManyDecimals' };
  if (minor === 'tooLarge') return { ok: false, reason: 'aboveMaximum', limit: rules.max ?? MAX_MINOR_UNITS };
  return checkAmount((negative && minor !== 0 ? -minor : minor) as MinorUnits, rules);
}
