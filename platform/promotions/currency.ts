import type { Settings } from '../settings/store';

/** The merchant's currency code, as the wallet balance answers it (PHP unless configured). */
export async function merchantCurrency(settings: Settings): Promise<string> {
  const merchant = (await settings.get())['merchant'] as { currency?: string } | undefined;
  return merchant?.currency ?? 'PHP';
}
