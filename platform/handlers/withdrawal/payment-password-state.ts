import { paymentPasswordState } from '../../../src/contract/calls/withdrawal';
import { defineHandler, success } from '../../http/context';
import { findById } from '../../members/members';
import { guardState, MAX_PAYMENT_PASSWORD_FAILURES } from '../../withdrawal/payment-password';

/** GET /wps/withdrawal/paymentPassword/state (token). */
export default defineHandler(paymentPasswordState, async ({ services, memberId, now }) => {
  const state = await guardState(services.db, memberId!, now);
  const member = await findById(services.db, memberId!);
  return success({
    isSet: state.hash !== null,
    lockedUntil: state.lockedUntil?.toISOString() ?? null,
    attemptsLeft: state.lockedUntil ? 0 : MAX_PAYMENT_PASSWORD_FAILURES - state.failures,
    canUseSms: Boolean(member?.mobile_num),
  });
});
