import { walletTransfer } from '../../../src/contract/calls/wallet';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import type { MessageKey } from '../../i18n';
import { majorToMinor } from '../../wallet/money';
import { transfer, type TransferOutcome } from '../../wallet/wallets';
import { assertWithinLimits } from '../../safety/enforce';
import { isTrial } from './member-type';
import { alreadyMade } from './already-made';
import { walletsValue } from './wallets-value';

type Reason = Exclude<Extract<TransferOutcome, { ok: false }>['reason'], 'alreadyMade'>;

/** Each refusal with the field the site shows it under. */
const REFUSALS: Record<Reason, { code: string; message: MessageKey; field: string }> = {
  unknownWallet: { code: ErrorCodes.validation, message: 'walletUnknown', field: 'to' },
  sameWallet: { code: ErrorCodes.validation, message: 'walletSame', field: 'to' },
  notMain: { code: ErrorCodes.validation, message: 'walletNotMain', field: 'to' },
  insufficient: { code: ErrorCodes.insufficientFunds, message: 'walletInsufficient', field: 'amount' },
};

/** Minor units of a positive amount with at most the currency's decimals, or null. */
function amountMinor(amount: number): bigint | null {
  try {
    const minor = majorToMinor(amount);
    return minor > 0n ? minor : null;
  } catch {
    return null;
  }
}

/**
 * POST /wps/relay/GCS_walletTransfer { from, to, amount } (token, idempotency key): both legs in
 * one transaction (platform/wallet/wallets.ts); the router applies the key once.
 */
export default defineHandler(walletTransfer, async ({ services, input, memberId, t, now, language }) => {
  if (await isTrial(services.db, memberId!)) return refusal(200, t('needRealAccount'), ErrorCodes.needRealAccount);
  const minor = amountMinor(input.amount);
  if (minor === null) return refusal(200, t('amountInvalid'), ErrorCodes.validation, { field: 'amount' });
  const limited = input.to === 'MAIN' ? null : await assertWithinLimits(services.db, memberId!, 'vendor', minor, { now, language });
  if (limited) return limited;
  const outcome = await transfer(services.db, memberId!, { from: input.from, to: input.to, amountMinor: minor, reference: `transfer:${input.idempotencyKey}` });
  if (!outcome.ok) {
    if (outcome.reason === 'alreadyMade') return alreadyMade(t);
    const { code, message, field } = REFUSALS[outcome.reason];
    return refusal(200, t(message), code, { field: outcome.reason === 'unknownWallet' && input.to === 'MAIN' ? 'from' : field });
  }
  return success(await walletsValue(services.db, services, memberId!));
});
