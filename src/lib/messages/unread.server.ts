import type { AstroCookies } from 'astro';
import { unreadCount } from '../../contract/calls/messages';
import { askOncePerRequest } from '../account/session-member.server';

/**
 * The unread count for the badges' first paint (issue 15 item 4), asked once per request
 * whoever renders a badge (the header, the member centre's menu). Null for a guest or when the
 * platform did not answer: no badge then, rather than a wrong one.
 */
export const unreadForRequest = (request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<number | null> =>
  askOncePerRequest(request, unreadCount, { cookies, language, clientIp }, (client) => client.call(unreadCount)).then((value) => value?.unread ?? null);
