import { PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import { formatMoney, parseAmount, type AmountLimits, type AmountRefusal, type MinorUnits } from '../../contract/money';

/** Where a refusal is shown: under a field of the form, or above it (a message for the whole form). */
export interface FormError {
  field: 'amount' | 'from' | 'to' | 'channel' | 'promotion' | 'form';
  /** A key of the `wallet` catalogue (wallet.errors.* or wallet.network), with its values. */
  key: string;
  values?: Record<string, string>;
  /** The platform's own message, shown when no key of ours fits (an operator's own code). */
  text?: string;
}

/** What the player typed, checked by the money module before anything is sent; the error is under the amount. */
export function checkTyped(
  input: string,
  limits: AmountLimits,
  locale: string,
  currency: string,
): { ok: true; minor: MinorUnits } | { ok: false; error: FormError } {
  const check = parseAmount(input, { ...limits, locale, currency });
  if (check.ok) return { ok: true, minor: check.minor };
  return { ok: false, error: amountError(check.reason, check.limit, locale, currency) };
}

export const amountError = (reason: AmountRefusal, limit: MinorUnits | undefined, locale: string, currency: string): FormError => ({
  field: 'amount',
  key: `wallet.errors.${reason}`,
  ...(limit !== undefined ? { values: { limit: formatMoney(limit, locale, currency) } } : {}),
});

/**
 * A platform refusal as a message in the page's language under the field it names
 * (`value.field`, docs/platform-api.md "Error codes"); the platform's text is the fallback.
 */
export function refusalError(error: unknown): FormError {
  if (!(error instanceof PlatformError) || error.isTransport) return { field: 'form', key: 'wallet.network' };
  const code = error.details.errorCode;
  const named = (error.details.value as { field?: unknown } | undefined)?.field;
  const field = named === 'promotionId' ? 'promotion' : named === 'amount' || named === 'from' || named === 'to' || named === 'channel' ? named : 'form';
  if (code === ErrorCodes.channelClosed) return { field: 'channel', key: 'wallet.errors.channelClosed' };
  if (code === ErrorCodes.needRealAccount) return { field: 'form', key: 'wallet.errors.needRealAccount' };
  if (code === ErrorCodes.insufficientFunds) return { field: 'amount', key: 'wallet.errors.insufficient', text: error.message };
  return { field, key: '', text: error.message };
}
