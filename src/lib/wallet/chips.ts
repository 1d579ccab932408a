import type { DepositChannel } from '../../contract/calls/deposits';
import type { safetyOverview } from '../../contract/calls/safety';
import type { z } from 'zod/mini';
import type { MinorUnits } from '../../contract/money';

/** One quick amount as the form offers it: pressable, or shown disabled because a limit leaves less. */
export interface ChipOffer {
  minor: MinorUnits;
  /** Above what the form can take (what the deposit limit still allows, the source wallet's balance): shown, not pressable, with the reason beside it. */
  overLimit: boolean;
}

/**
 * The quick amounts a form may offer (issue 34 item 12j): never one the form would refuse. A chip
 * above the channel's maximum is left out (the channel never takes it); a chip above what the
 * player's own deposit limit still allows is shown disabled, so the player sees why the usual
 * amounts are gone (docs/decisions/0029-safer-gambling.md: a limit is the player's choice to respect).
 * The wallet's transfer passes the source wallet's balance as `left` (no chip it cannot cover).
 */
export function chipOffers(chips: readonly MinorUnits[], { max, left }: { max: MinorUnits | null; left: MinorUnits | null }): ChipOffer[] {
  return chips.filter((minor) => max === null || minor <= max).map((minor) => ({ minor, overLimit: left !== null && minor > left }));
}

/**
 * What the player's deposit limits still allow now: the least `left` of the deposit limits in
 * force (24 h, 7 d, 30 d), or null when none is set. Read from the safer-gambling overview.
 */
export function depositLeft(limits: z.output<typeof safetyOverview.response>['limits']): MinorUnits | null {
  const lefts = limits.filter((limit) => limit.kind === 'deposit' && limit.left !== null).map((limit) => limit.left as number);
  return lefts.length === 0 ? null : (Math.min(...lefts) as MinorUnits);
}

/** The channel's maximum for {@link chipOffers}, or null before a channel is chosen. */
export const channelMax = (channel: Pick<DepositChannel, 'max'> | undefined): MinorUnits | null => channel?.max ?? null;
