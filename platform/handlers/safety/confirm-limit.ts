import { safetyConfirmLimit } from '../../../src/contract/calls/safety';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { safetyText } from '../../safety/messages';
import { applySessionLimit, confirmPending } from '../../safety/store';

/** POST /wps/v2/safety/limit/confirm { kind, period } (token): applies a raise or removal whose 24 hours are over. */
export default defineHandler(safetyConfirmLimit, async ({ services, input, memberId, now, language }) => {
  if ((input.kind === 'session') !== (input.period === 'session')) {
    return refusal(200, safetyText(language, 'pendingNone'), ErrorCodes.validation, { field: 'period' });
  }
  const confirmed = await services.db.transaction(async (tx) => {
    const done = await confirmPending(tx, memberId!, input.kind, input.period, now);
    if (done && input.kind === 'session') await applySessionLimit(tx, memberId!);
    return done;
  });
  if (!confirmed) return refusal(200, safetyText(language, 'pendingNone'), ErrorCodes.validation, { field: 'kind' });
  return success({ change: 'applied' });
});
