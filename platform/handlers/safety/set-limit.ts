import { safetySetLimit } from '../../../src/contract/calls/safety';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { safetyText } from '../../safety/messages';
import { changePlayerLimit } from '../../safety/store';
import { majorToMinor } from '../../wallet/money';

const positiveMinor = (amount: number): bigint | null => {
  try {
    const minor = majorToMinor(amount);
    return minor > 0n ? minor : null;
  } catch {
    return null;
  }
};

/** POST /wps/v2/safety/limit { kind, period, amount|null } (token): lower/add at once, raise/remove pending (platform/safety/rules.ts). */
export default defineHandler(safetySetLimit, async ({ services, input, memberId, now, language }) => {
  const amount = input.amount === null ? null : positiveMinor(input.amount);
  if (input.amount !== null && amount === null) return refusal(200, safetyText(language, 'invalidAmount'), ErrorCodes.validation, { field: 'amount' });
  const change = await services.db.transaction((tx) => changePlayerLimit(tx, memberId!, { kind: input.kind, period: input.period, amount, now }));
  return success({ change });
});
