import type { Lane } from '../../contract/calls/games';

/**
 * Vendor codes (`JILI`, `PG`) to the names the game menus give them (`JILI`, `PG Soft`), so
 * game cards and the winner board name a vendor as the header does. A code the menus do not
 * know is shown as it is.
 */
export function vendorNames(lanes: readonly Lane[] | null): Record<string, string> {
  const names: Record<string, string> = {};
  for (const lane of lanes ?? []) for (const vendor of lane.cards) names[vendor.vassalage] ??= vendor.displayName;
  return names;
}

export const vendorName = (names: Readonly<Record<string, string>>, code: string): string => (Object.hasOwn(names, code) ? names[code]! : code);
