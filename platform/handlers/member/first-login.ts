import { firstLogin } from '../../../src/contract/calls/member';
import { defineHandler, success } from '../../http/context';

/**
 * POST /wps/member/firstLogin (token): the site has run its first-login action; later logins
 * answer `firstTimeLogin: false`. Calling it again changes nothing.
 */
export default defineHandler(firstLogin, async ({ services, memberId, now }) => {
  await services.db.query('UPDATE members SET first_login_at = COALESCE(first_login_at, $2) WHERE id = $1', [memberId, new Date(now)]);
  return success(null);
});
