import { safetySetSessionLimit } from '../../../src/contract/calls/safety';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { safetyText } from '../../safety/messages';
import { SESSION_LIMIT_RANGE } from '../../safety/rules';
import { applySessionLimit, changePlayerLimit } from '../../safety/store';

/** POST /wps/v2/safety/session-limit { minutes|null } (token): as a money limit; applied to the open sessions at once when it applies. */
export default defineHandler(safetySetSessionLimit, async ({ services, input, memberId, now, language }) => {
  const { minutes } = input;
  if (minutes !== null && (minutes < SESSION_LIMIT_RANGE.min || minutes > SESSION_LIMIT_RANGE.max)) {
    return refusal(200, safetyText(language, 'invalidMinutes', SESSION_LIMIT_RANGE), ErrorCodes.validation, { field: 'minutes' });
  }
  const change = await services.db.transaction(async (tx) => {
    const result = await changePlayerLimit(tx, memberId!, { kind: 'session', period: 'session', amount: minutes === null ? null : BigInt(minutes), now });
    if (result === 'applied') await applySessionLimit(tx, memberId!);
    return result;
  });
  return success({ change });
});
