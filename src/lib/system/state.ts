import type { SystemStatus } from '../../contract/calls/system';

/** docs/product.md §4: 0 normal, 1 maintenance, 2 region-blocked; decides the root screen. */
export type SystemState = 0 | 1 | 2;

export function systemState(status: Pick<SystemStatus, 'maintenance' | 'regionRestriction'> | null): SystemState {
  if (!status) return 0;
  if (status.maintenance) return 1;
  if (status.regionRestriction) return 2;
  return 0;
}
