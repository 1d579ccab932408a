import type { AstroCookies } from 'astro';
import { messageList, type InboxMessage } from '../../contract/calls/messages';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';
import { sanitizePlatformHtml } from '../html/sanitize.server';

export interface MessagesInitial {
  messages: InboxMessage[];
  unread: number;
  /** Where the next 100 start, null after the last (src/lib/messages/inbox-page.ts). */
  next: string | null;
}

/**
 * The inbox, read on the server with the visitor's session (docs/architecture.md: pages render
 * platform data on the server). Message bodies are platform HTML: sanitised here, once, so the
 * island only ever renders sanitised markup (it never fetches bodies itself).
 */
export const messagesPageData = (
  cookies: AstroCookies,
  language: string,
  clientIp: string | undefined,
  older: string | undefined,
): Promise<SessionAnswer<MessagesInitial>> =>
  askWithSession(cookies, language, clientIp, async (client) => {
    const { messages, unread, next } = await client.call(messageList, older === undefined ? {} : { older });
    return { unread, next, messages: messages.map((message) => ({ ...message, content: sanitizePlatformHtml(message.content) })) };
  });
