import { z } from 'zod/mini';
import { defineCall } from '../define';

/**
 * Platform information (the member's inbox) and feedback (issue 15 items 4 and 5; docs/product.md
 * §2 "platform information", §5 and §9 for feedback's limits). Only the unread count's path is
 * known from the original site (`/wps/relay/CSP_unreadCount`, docs/product.md §7); the other inbox
 * calls follow its naming. Message bodies are HTML from the platform: sanitise before rendering.
 */
export const MESSAGE_CATEGORIES = ['system', 'promotion', 'account'] as const;
export type MessageCategory = (typeof MESSAGE_CATEGORIES)[number];

const messageId = z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER));

export const messageValue = z.object({
  id: messageId,
  category: z.enum(MESSAGE_CATEGORIES),
  title: z.string(),
  /** HTML, in the request's language. */
  content: z.string(),
  /** ISO time it was sent. */
  createdAt: z.string(),
  read: z.boolean(),
});
export type InboxMessage = z.output<typeof messageValue>;

/**
 * Where a page of the inbox starts: after the message the last page ended with, as it was listed
 * (unread or read, its time in microseconds, its id). The platform writes it (`next`) and reads
 * it back; the site only carries it in the address (`?older=`).
 */
export const INBOX_CURSOR = /^[01]\.\d{1,17}\.\d{1,16}$/;

/** What every inbox change answers: the unread count after it, for the badges. */
const unreadValue = z.object({ unread: z.int().check(z.nonnegative()) });

export const unreadCount = defineCall({
  summary: 'The session member\'s unread messages (docs/product.md §7 "Unread message count"), for the badges.',
  path: '/wps/relay/CSP_unreadCount',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({}),
  response: unreadValue,
});

export const messageList = defineCall({
  summary:
    "The inbox, 100 messages at a time, unread first and then newest first, in the request's language; optionally one category. `next` is where the following 100 start (pass it as `older`), null after the last.",
  path: '/wps/relay/CSP_messageList',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({ category: z.optional(z.enum(MESSAGE_CATEGORIES)), older: z.optional(z.string().check(z.regex(INBOX_CURSOR))) }),
  response: z.extend(unreadValue, { messages: z.array(messageValue), next: z.nullable(z.string().check(z.regex(INBOX_CURSOR))) }),
});

export const messageRead = defineCall({
  summary: 'Marks one message read (reading it again changes nothing).',
  path: '/wps/relay/CSP_messageRead',
  method: 'POST',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT', 'NOT_FOUND'],
  request: z.object({ id: messageId }),
  response: unreadValue,
});

export const messageReadAll = defineCall({
  summary: 'Marks every message of the inbox read.',
  path: '/wps/relay/CSP_messageReadAll',
  method: 'POST',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({}),
  response: unreadValue,
});

export const messageDelete = defineCall({
  summary: 'Deletes one message of the inbox.',
  path: '/wps/relay/CSP_messageDelete',
  method: 'DELETE',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT', 'NOT_FOUND'],
  request: z.object({ id: messageId }),
  response: unreadValue,
});

/** docs/product.md §5 and §9: the comment's length, how many images, and each image's size. */
export const FEEDBACK_LIMITS = { commentCharacters: 140, images: 3, imageBytes: 5 * 1024 * 1024 } as const;

export const feedback = defineCall({
  summary:
    'Sends feedback: a comment (1–140 characters) and up to 3 png or jpg images of up to 5 MB each, base64, checked by their bytes (docs/product.md §5). Refusals name `comment` or `images`.',
  path: '/wps/feedback',
  method: 'PUT',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT', 'VALIDATION'],
  // Three 5 MB images in base64 (4 bytes for 3) and the JSON around them.
  maxBodyBytes: Math.ceil((FEEDBACK_LIMITS.images * FEEDBACK_LIMITS.imageBytes * 4) / 3) + 64 * 1024,
  request: z.object({
    comment: z.string().check(z.maxLength(2000)),
    // Counted by the platform, which names the field; a sanity bound only.
    images: z._default(z.array(z.object({ name: z.string().check(z.maxLength(255)), data: z.string() })).check(z.maxLength(10)), []),
  }),
  response: z.object({ id: z.int().check(z.positive()) }),
});
