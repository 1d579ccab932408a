import { PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import type { AmountRefusal } from '../../contract/money';

/**
 * The money forms' logic (withdrawal, transfer to upline), framework-free.
 *
 * Exactly once (docs/platform-api.md "Idempotency keys", following src/lib/promotions/claim.ts):
 * a key is made when the player acts and kept until an answer arrives, so a double click, a
 * second submit while the first is under way, or the client's retry after a dropped connection
 * all carry the same key and the platform moves the money once. An answer (success or
 * refusal) ends the action; the next submit is a new action with a new key. A transport failure
 * (no answer known) keeps the key: trying again may be the same action arriving late.
 */
export class ActionKey {
  #key: string | null = null;
  constructor(private readonly make: () => string = () => crypto.randomUUID()) {}
  /** The key of the action under way, made now if there is none. */
  current(): string {
    this.#key ??= this.make();
    return this.#key;
  }
  /** An answer came: the action is over. */
  answered(): void {
    this.#key = null;
  }
  /** Settles after a call: forgets the key on an answer, keeps it when none is known to have arrived. */
  settle(error?: unknown): void {
    if (!(error instanceof PlatformError && error.isTransport)) this.answered();
  }
}

/** A refusal as a form shows it: under the field the platform names, or above the form. */
export interface FormRefusal {
  field: string | null;
  message: string;
  /** Set on a payment-password lock: when it opens again (ISO time). */
  lockedUntil?: string;
}

/** Reads a failed money call: the platform's message under its `value.field`; null for a transport failure (the island shows its network text). */
export function refusalOf(error: unknown): FormRefusal | null {
  if (!(error instanceof PlatformError) || error.isTransport) return null;
  const value = (error.details.value ?? {}) as { field?: unknown; lockedUntil?: unknown };
  const field = typeof value.field === 'string' ? value.field : null;
  const lockedUntil = error.details.errorCode === ErrorCodes.paymentPasswordLocked && typeof value.lockedUntil === 'string' ? value.lockedUntil : undefined;
  return { field, message: error.message, ...(lockedUntil ? { lockedUntil } : {}) };
}

/** The catalogue key (in the `withdraw` namespace) for each way a typed amount is refused. */
export const AMOUNT_MESSAGE_KEYS: Readonly<Record<AmountRefusal, string>> = {
  empty: 'withdraw.amount.empty',
  notANumber: 'withdraw.amount.notANumber',
  tooManyDecimals: 'withdraw.amount.tooManyDecimals',
  negative: 'withdraw.amount.negative',
  zero: 'withdraw.amount.zero',
  belowMinimum: 'withdraw.amount.belowMinimum',
  aboveMaximum: 'withdraw.amount.aboveMaximum',
  aboveBalance: 'withdraw.amount.aboveBalance',
  notAStep: 'withdraw.amount.notANumber',
};
