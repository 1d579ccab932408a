import type { Outcome, Services } from '../http/context';
import { refusal, success } from '../http/context';
import { ErrorCodes } from '../../src/contract/refusals';
import { OPERATOR_ACTIONS, operateWithdrawal, type OperatorAction } from './operator';

/**
 * `POST|GET /platform-dev/withdrawal?action=approve&reference=W…[&reason=…]` (only with
 * `PLATFORM_DEV_TOOLS=1`): the operator command `npm run platform -- withdrawal …` for a running
 * server, which holds the embedded database the command would open. Same function, same rules
 * (operator.ts); end-to-end tests use it.
 */
export const DEV_WITHDRAWAL_PATH = '/platform-dev/withdrawal';

export async function devWithdrawal(services: Services, url: URL): Promise<Outcome> {
  const action = url.searchParams.get('action') ?? '';
  const reference = url.searchParams.get('reference') ?? '';
  if (!(OPERATOR_ACTIONS as readonly string[]).includes(action) || !reference) {
    return refusal(400, `action must be one of ${OPERATOR_ACTIONS.join(', ')} and reference given`, ErrorCodes.badRequest);
  }
  const outcome = await operateWithdrawal(
    services.db,
    action as OperatorAction,
    reference,
    services.options.now(),
    url.searchParams.get('reason') ?? undefined,
  );
  return outcome.ok ? success({ reference, state: outcome.state }) : refusal(409, outcome.message, ErrorCodes.badRequest);
}
