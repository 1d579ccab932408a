import { messageRead } from '../../../src/contract/calls/messages';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { markRead, unreadCount } from '../../messages/store';

/** POST /wps/relay/CSP_messageRead { id } (token): marks one of the member's messages read. */
export default defineHandler(messageRead, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, input, now, t } = context;
  if (!(await markRead(services.db, found.member.id, input.id, new Date(now)))) return refusal(200, t('messageNotFound'), ErrorCodes.notFound);
  return success({ unread: await unreadCount(services.db, found.member.id) });
});
