import { logout } from '../../../src/contract/calls/session';
import { defineHandler, success } from '../../http/context';
import { endSession } from '../../security/sessions';

/** DELETE /wps/session/logout: the token stops working at once. */
export default defineHandler(logout, async ({ services, token }) => {
  if (token) await endSession(services.db, token);
  return success(null);
});
