/**
 * The bot check in front of username login (docs/product.md §4: "bot check for username login (skipped for
 * SMS)") and SMS-for-registration requests, behind one interface so that forms do not care
 * which check the operator runs:
 *
 * - `platform` (default): the platform's own image captcha, which the form already shows;
 *   there is nothing extra to do in the browser and the result adds no payload fields.
 * - `geetest`: Geetest v4, when GEETEST_CAPTCHA_ID is set; the result goes to the platform as
 *   `geetest` (lot_number, captcha_output, pass_token, gen_time), which it validates with
 *   Geetest's server API using its own captcha key.
 */
export type BotCheckKind = 'platform' | 'geetest';

/** Extra fields for the login / SMS-register payload. Empty for the platform's captcha. */
export interface BotCheckResult {
  geetest?: Record<string, string>;
}

export interface BotCheck {
  readonly kind: BotCheckKind;
  /** Loads what the check needs ahead of time (e.g. on first focus of the form); safe to call repeatedly. */
  prepare(): Promise<void>;
  /** Runs the check when the form is submitted. Rejects with {@link BotCheckError}. */
  verify(): Promise<BotCheckResult>;
}

/**
 * `cancelled`: the player closed the challenge; the form just stays as it is.
 * `failed`: the check could not run or be passed (SDK not loaded, provider error).
 */
export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';
  constructor(
    readonly reason: 'cancelled' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(`bot check ${reason}`, options);
  }
}
