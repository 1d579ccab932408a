import type { DepositState } from '../../contract/calls/deposits';
import { asMinorUnits, type MinorUnits } from '../../contract/money';

/** A channel's fee rule, in minor units and basis points (src/contract/calls/deposits.ts). */
export interface FeeRule {
  feeFixed: MinorUnits;
  feeBps: number;
}

/** The fee on top of an amount, rounded up to a whole minor unit as the platform does (platform/deposits/orders.ts). */
export const feeOf = (rule: FeeRule, amount: MinorUnits): MinorUnits => asMinorUnits(rule.feeFixed + Math.ceil((amount * rule.feeBps) / 10_000));

/** The percent of basis points as the page writes it (150 → "1.5"). */
export const percentOf = (bps: number, localeTag: string): string => new Intl.NumberFormat(localeTag, { maximumFractionDigits: 2 }).format(bps / 100);

/** Which fee sentence a channel shows: none, fixed, percent or both (keys of wallet.deposit.*). */
export const feeKey = (rule: FeeRule): 'feeNone' | 'feeFixed' | 'feePercent' | 'feeBoth' =>
  rule.feeFixed > 0 ? (rule.feeBps > 0 ? 'feeBoth' : 'feeFixed') : rule.feeBps > 0 ? 'feePercent' : 'feeNone';

/** How often an order's status is asked while it is pending; nothing once it is settled. */
export const ORDER_POLL_MS = 3_000;
export const pollDelay = (status: DepositState): number | undefined => (status === 'PENDING' ? ORDER_POLL_MS : undefined);

/** The state an order moved to, when the page saw it pending before and settled now (the message to show), else null. */
export const settledFrom = (before: DepositState | undefined, now: DepositState | undefined): Exclude<DepositState, 'PENDING'> | null =>
  before === 'PENDING' && now !== undefined && now !== 'PENDING' ? now : null;

/**
 * Which message says a settlement (issue 34 item 12): a paid order with its promotion's bonus
 * credited names that bonus too; a failed bank or crypto order does not claim "nothing was
 * charged", because the player sent that money themselves (only an e-wallet payment the
 * provider cancelled charged nothing), and says where to go if it left their account.
 */
export type SettledMessage = 'changedPAID' | 'changedPAIDBonus' | 'changedFAILED' | 'changedFAILEDTransfer' | 'changedEXPIRED';
export function settledMessage(
  settled: Exclude<DepositState, 'PENDING'>,
  order: { kind: 'bank' | 'ewallet' | 'crypto'; bonus: { status: string } | null },
): SettledMessage {
  if (settled === 'PAID') return order.bonus?.status === 'GRANTED' ? 'changedPAIDBonus' : 'changedPAID';
  if (settled === 'FAILED') return order.kind === 'ewallet' ? 'changedFAILED' : 'changedFAILEDTransfer';
  return 'changedEXPIRED';
}

/** An order reference from `?order=` (the provider page's way back), or null. */
export const orderParam = (value: string | null): string | null => (value && /^[A-Z0-9]{6,40}$/.test(value) ? value : null);

/** A deposit bonus's terms as the channels answer gives them (src/contract/calls/deposits.ts). */
export interface BonusTerms {
  percentBps: number;
  maxBonus: MinorUnits;
  turnoverMultiple: number;
}

/**
 * The bonus a deposit would bring and the turnover it asks, computed as the platform does
 * (platform/deposits/bonus.ts: the share rounded down to a minor unit, at most the cap;
 * turnover (deposit + bonus) × multiple), so the preview matches the order.
 */
export function bonusPreview(terms: BonusTerms, amount: MinorUnits): { bonus: MinorUnits; turnover: MinorUnits } {
  const bonus = Math.min(Math.floor((amount * terms.percentBps) / 10_000), terms.maxBonus);
  return { bonus: asMinorUnits(bonus), turnover: asMinorUnits((amount + bonus) * terms.turnoverMultiple) };
}
