import type { z } from 'zod/mini';
import type { customerServiceEntry } from '../../contract/calls/system';
import { decryptStoredLink } from '../../contract/crypto';
import { isVipRank } from '../../contract/roles';

type ServiceEntry = z.output<typeof customerServiceEntry>;

/** docs/product.md §4: the customer-service link is the entry path of type 3, stored encrypted. */
export const CUSTOMER_SERVICE_PATH_TYPE = 3;

/** The csType of the VIP service entry (the reference platform's seed; docs/platform-api.md). */
export const VIP_SERVICE_TYPE = 'VIP';

/** The first decryptable https customer-service link, or null. */
export function customerServiceUrl(entries: readonly ServiceEntry[]): string | null {
  for (const entry of entries) {
    const stored = entry.path.find((candidate) => candidate.type === CUSTOMER_SERVICE_PATH_TYPE);
    const url = stored ? decryptStoredLink(stored.path) : null;
    if (url) return url;
  }
  return null;
}

/**
 * docs/product.md §4: rank levels above 4 get the VIP service, everyone else live chat. A VIP whose
 * merchant has no VIP entry still gets live chat rather than nothing.
 */
export function serviceUrlForRank(entries: readonly ServiceEntry[], rankLevel: number | null | undefined): string | null {
  const isVipEntry = (entry: ServiceEntry) => entry.csType.toUpperCase() === VIP_SERVICE_TYPE;
  const vip = isVipRank(rankLevel) ? customerServiceUrl(entries.filter(isVipEntry)) : null;
  return vip ?? customerServiceUrl(entries.filter((entry) => !isVipEntry(entry)));
}
