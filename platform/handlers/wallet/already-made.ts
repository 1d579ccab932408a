import { IDEMPOTENCY_KEY_FIELD } from '../../../src/contract/define';
import { ErrorCodes } from '../../../src/contract/refusals';
import { refusal, type Outcome } from '../../http/context';
import type { Translate } from '../../i18n';

/**
 * The answer to a transfer or collect whose key was forgotten (a day passed) but whose movement
 * is in the ledger under that key: the key is reused, so 409 `IDEMPOTENCY_KEY_REUSED` as the
 * contract declares, with a message that says the money already moved and nothing moved again
 * (docs/platform-api.md "Idempotency keys").
 */
export const alreadyMade = (t: Translate): Outcome =>
  refusal(409, t('moneyMoveAlreadyMade'), ErrorCodes.idempotencyKeyReused, { field: IDEMPOTENCY_KEY_FIELD });
