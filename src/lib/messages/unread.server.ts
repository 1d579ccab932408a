import type { AstroCookies } from 'astro';
import { unreadCount } from '../../contract/calls/messages';
import { askWithSession } from '../account/session-member.server';

const perRequest = new WeakMap<Request, Promise<number | null>>();

/**
 * The unread count for the badges' first paint (issue 15 item 4), asked once per request
 * whoever renders a badge (the header, the member centre's menu). Null for a guest or when the
 * platform did not answer: no badge then, rather than a wrong one.
 */
export function unreadForRequest(request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<number | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = askWithSession(cookies, language, clientIp, (client) => client.call(unreadCount)).then((answer) =>
      answer.kind === 'answered' ? answer.value.unread : null,
    );
    perRequest.set(request, pending);
  }
  return pending;
}
