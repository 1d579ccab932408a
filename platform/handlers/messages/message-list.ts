import { messageList } from '../../../src/contract/calls/messages';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { inbox, unreadCount } from '../../messages/store';
import { merchantCurrency } from '../../promotions/currency';

/** GET /wps/relay/CSP_messageList (token): the inbox, unread first, 100 at a time, written in the request's language. */
export default defineHandler(messageList, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, input, language } = context;
  const currency = await merchantCurrency(services.settings);
  const page = await inbox(services.db, found.member.id, { language, currency, category: input.category, older: input.older });
  return success({ ...page, unread: await unreadCount(services.db, found.member.id) });
});
