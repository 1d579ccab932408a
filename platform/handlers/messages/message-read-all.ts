import { messageReadAll } from '../../../src/contract/calls/messages';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { markAllRead, unreadCount } from '../../messages/store';

/** POST /wps/relay/CSP_messageReadAll (token): marks the whole inbox read. */
export default defineHandler(messageReadAll, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  await markAllRead(context.services.db, found.member.id, new Date(context.now));
  return success({ unread: await unreadCount(context.services.db, found.member.id) });
});
