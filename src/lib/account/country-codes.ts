import { browserClient } from '../platform/browser-client';
import { countryCodes } from '../../contract/calls/system';

export interface CountryCode {
  countryCode: string;
  countryDialingCode: string;
}

/**
 * The picker's list, the visitor's country first (docs/product.md §2 "On start the app fetches the
 * country code"). Fetched once per page; a failure is not cached, so the next picker retries.
 */
let list: Promise<CountryCode[]> | null = null;

export function loadCountryCodes(): Promise<CountryCode[]> {
  list ??= browserClient.call(countryCodes).catch((error: unknown) => {
    list = null;
    throw error;
  });
  return list;
}

/** '+63' for '63' or '+63': how the picker shows a code. */
export const withPlus = (dialingCode: string): string => `+${dialingCode.replace(/^\+/, '')}`;
