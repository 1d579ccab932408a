import { logoutOthers } from '../../../src/contract/calls/centre';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { endOtherSessions } from '../../security/sessions';

/**
 * POST /wps/member/centre/sessions/logoutOthers: ends every other session of the account (their
 * next call gets 401, their launch tickets end with them); the asking one stays.
 */
export default defineHandler(logoutOthers, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const ended = await endOtherSessions(context.services.db, found.member.id, context.token ?? '');
  return success({ ended });
});
