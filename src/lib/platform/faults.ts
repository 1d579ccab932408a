import { PlatformError } from '../../contract/envelope';

/**
 * Whether a failed platform call is the platform's fault (no answer, a late one, one that
 * breaks the contract, a 5xx, or anything thrown that is not a PlatformError), as opposed to the
 * platform saying no (`rejected` or `unauthorized` with a 4xx): a page shows the first as an
 * error state in place of its data, which must not be kept for others
 * (src/lib/cache/guest-page.server.ts, docs/operations.md "Guest page cache").
 */
export function isPlatformFault(error: unknown): boolean {
  if (!(error instanceof PlatformError)) return true;
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'schema') return true;
  return (error.details.status ?? 0) >= 500;
}
