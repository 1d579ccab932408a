import type { z } from 'astro/zod';
import type { customerServiceEntry } from './calls/system';
import { decryptStoredLink } from './crypto';

/** SPEC §4: the customer-service link is the entry path of type 3, stored encrypted. */
export const CUSTOMER_SERVICE_PATH_TYPE = 3;

/** The first decryptable https customer-service link, or null. */
export function customerServiceUrl(entries: readonly z.output<typeof customerServiceEntry>[]): string | null {
  for (const entry of entries) {
    const stored = entry.path.find((candidate) => candidate.type === CUSTOMER_SERVICE_PATH_TYPE);
    const url = stored ? decryptStoredLink(stored.path) : null;
    if (url) return url;
  }
  return null;
}
