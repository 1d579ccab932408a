/**
 * Money as players see it: two decimals, the page locale's thousands separators, and the
 * currency the platform names (SPEC §9). Falls back to a plain number for an unknown code.
 */
export function formatMoney(amount: number, localeTag: string, currency?: string | null): string {
  const options: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };
  if (currency) {
    try {
      return new Intl.NumberFormat(localeTag, { ...options, style: 'currency', currency }).format(amount);
    } catch {
      // An unknown currency code: show the number with the code after it.
      return `${new Intl.NumberFormat(localeTag, options).format(amount)} ${currency}`;
    }
  }
  return new Intl.NumberFormat(localeTag, options).format(amount);
}

/** What a masked balance shows (SPEC §2). */
export const MASKED_BALANCE = '***';
