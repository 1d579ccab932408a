import { unreadCount as call } from '../../../src/contract/calls/messages';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { unreadCount } from '../../messages/store';

/** GET /wps/relay/CSP_unreadCount (token): the unread messages, for the badges. */
export default defineHandler(call, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  return success({ unread: await unreadCount(context.services.db, found.member.id) });
});
