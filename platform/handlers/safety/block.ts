import { safetyBlock } from '../../../src/contract/calls/safety';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { safetyText } from '../../safety/messages';
import { blockEnds } from '../../safety/rules';
import { blockInForce, startBlock } from '../../safety/store';
import { lockMember } from '../../wallet/ledger';

/**
 * POST /wps/v2/safety/block { kind, duration } (token): a time-out or self-exclusion from now,
 * ending every session of the player in the same transaction. A second one while one holds is
 * refused: neither can be changed, let alone shortened, through the site.
 */
export default defineHandler(safetyBlock, async ({ services, input, memberId, now, language }) => {
  const endsAt = blockEnds(now, input.duration);
  const started = await services.db.transaction(async (tx) => {
    await lockMember(tx, memberId!);
    if (await blockInForce(tx, memberId!, now)) return false;
    await startBlock(tx, memberId!, { kind: input.kind, duration: input.duration, endsAt, now });
    return true;
  });
  if (!started) return refusal(200, safetyText(language, 'blockedAlready'), ErrorCodes.validation, { field: 'kind' });
  return success({ until: endsAt === null ? null : new Date(endsAt).toISOString() });
});
