import { safetyRequestLift } from '../../../src/contract/calls/safety';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { safetyText } from '../../safety/messages';
import { COOLING_OFF_MS } from '../../safety/rules';
import { blockInForce } from '../../safety/store';

/** POST /wps/v2/safety/lift (token): asks to lift a self-exclusion past its end; it lifts 24 hours later. */
export default defineHandler(safetyRequestLift, async ({ services, memberId, now, language }) => {
  const block = await blockInForce(services.db, memberId!, now);
  if (block?.kind !== 'exclusion' || block.endsAt === null || now < block.endsAt || block.liftRequestedAt !== null) {
    return refusal(200, safetyText(language, 'liftNotYet'), ErrorCodes.validation, { field: 'kind' });
  }
  await services.db.query('UPDATE safety_blocks SET lift_requested_at = $2 WHERE id = $1', [block.id, new Date(now)]);
  return success({ liftsAt: new Date(now + COOLING_OFF_MS).toISOString() });
});
