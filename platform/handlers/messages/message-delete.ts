import { messageDelete } from '../../../src/contract/calls/messages';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { deleteMessage, unreadCount } from '../../messages/store';

/** DELETE /wps/relay/CSP_messageDelete?id= (token): deletes one of the member's messages. */
export default defineHandler(messageDelete, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, input, t } = context;
  if (!(await deleteMessage(services.db, found.member.id, input.id))) return refusal(200, t('messageNotFound'), ErrorCodes.notFound);
  return success({ unread: await unreadCount(services.db, found.member.id) });
});
