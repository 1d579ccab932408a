import type { FormError } from '../../lib/wallet/errors';
import { fill, stringForKey } from '../shared/strings';

/** A form error as the text to show: our key in the page's language, else the platform's message. */
export function errorText<K extends string>(
  keys: Readonly<Record<K, string>>,
  strings: Readonly<Record<K, string>>,
  error: FormError | null,
): string | undefined {
  if (!error) return undefined;
  if (error.key && Object.values(keys).includes(error.key)) return fill(stringForKey(keys, strings, error.key), error.values ?? {});
  return error.text ?? error.key;
}
