import type { PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';

/**
 * Reading a platform refusal the way the forms need it: which field it names (shown under that
 * field, docs/product.md §8) and whether it asks for a captcha (docs/product.md §4).
 */
const detailsValue = (error: PlatformError): Record<string, unknown> | null => {
  const value = error.details.value;
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
};

/** The request field a refusal names (`value.field`), or null. */
export function refusedField(error: PlatformError): string | null {
  const field = detailsValue(error)?.['field'];
  return typeof field === 'string' && field ? field : null;
}

/** A failed login that signals the captcha (`value.captcha: true`). */
export const signalsCaptcha = (error: PlatformError): boolean => detailsValue(error)?.['captcha'] === true;

/**
 * docs/product.md §6's two login refusals have fixed texts; the site shows its own translation of them
 * whatever words the operator's platform uses. Other refusals show the platform's message.
 */
export const LOGIN_REFUSAL_KEYS: Readonly<Record<string, string>> = {
  [ErrorCodes.notMember]: 'accounts.login.notMember',
  [ErrorCodes.notAgent]: 'accounts.login.notAgent',
};

export const refusalKey = (error: PlatformError): string | null => (error.details.errorCode ? (LOGIN_REFUSAL_KEYS[error.details.errorCode] ?? null) : null);
