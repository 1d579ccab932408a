import { walletCollect } from '../../../src/contract/calls/wallet';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { collectToMain } from '../../wallet/wallets';
import { alreadyMade } from './already-made';
import { isTrial } from './member-type';
import { walletsValue } from './wallets-value';

/** POST /wps/v2/wallets/collect (token, idempotency key): every vendor wallet back to main, in one transaction. */
export default defineHandler(walletCollect, async ({ services, input, memberId, t }) => {
  if (await isTrial(services.db, memberId!)) return refusal(200, t('needRealAccount'), ErrorCodes.needRealAccount);
  const collected = await collectToMain(services.db, memberId!, `collect:${input.idempotencyKey}`);
  if (!collected.ok) return alreadyMade(t);
  return success(await walletsValue(services.db, services, memberId!));
});
