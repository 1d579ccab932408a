import { messageList } from '../../../src/contract/calls/messages';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { inbox, unreadCount } from '../../messages/store';
import { merchantCurrency } from '../../promotions/currency';

/** GET /wps/relay/CSP_messageList (token): the inbox, unread first, written in the request's language. */
export default defineHandler(messageList, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, input, language } = context;
  const currency = await merchantCurrency(services.settings);
  const messages = await inbox(services.db, found.member.id, { language, currency, category: input.category });
  return success({ messages, unread: await unreadCount(services.db, found.member.id) });
});
