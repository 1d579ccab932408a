/**
 * Money as players see it: two decimals, the page locale's thousands separators, and the
 * currency the platform names (docs/product.md §9). Falls back to a plain number for an unknown code.
 */
export function formatMoney(amount: number, localeTag: string, currency?: string | null): string {
  return moneyFormat(localeTag, currency ?? null)(amount);
}

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * One formatter per locale and currency: building an `Intl.NumberFormat` costs far more than
 * formatting with it, and the winner board formats fifty amounts on every render of home.
 */
const formats = new Map<string, (amount: number) => string>();

function moneyFormat(localeTag: string, currency: string | null): (amount: number) => string {
  const key = `${localeTag}\u0000${currency ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = createMoneyFormat(localeTag, currency);
    formats.set(key, format);
  }
  return format;
}

function createMoneyFormat(localeTag: string, currency: string | null): (amount: number) => string {
  if (currency) {
    try {
      const withCurrency = new Intl.NumberFormat(localeTag, { ...TWO_DECIMALS, style: 'currency', currency });
      return (amount) => withCurrency.format(amount);
    } catch {
      // An unknown currency code: show the number with the code after it.
      const plain = new Intl.NumberFormat(localeTag, TWO_DECIMALS);
      return (amount) => `${plain.format(amount)} ${currency}`;
    }
  }
  const plain = new Intl.NumberFormat(localeTag, TWO_DECIMALS);
  return (amount) => plain.format(amount);
}

/** What a masked balance shows (docs/product.md §2). */
export const MASKED_BALANCE = '***';
