import { INBOX_CURSOR } from '../../contract/calls/messages';

/**
 * The inbox's pages (docs/product.md "Messages"): the platform answers 100 messages at a time and
 * where the next 100 start (`next`, a cursor it wrote). The page carries that cursor in its
 * address, `?older=`, so older messages are a link away and work without script.
 */

/** The `older` cursor of the address: undefined for the first page, null when it is not one the platform could have written. */
export function olderCursorOf(url: URL): string | null | undefined {
  const older = url.searchParams.get('older');
  if (older === null) return undefined;
  return INBOX_CURSOR.test(older) ? older : null;
}

/** The links between the inbox's pages: to the next older page (when there is one) and back to the newest (when not on it). */
export function inboxPageLinks(pathname: string, next: string | null, onOlderPage: boolean): { older: string | null; newest: string | null } {
  return { older: next === null ? null : `${pathname}?older=${encodeURIComponent(next)}`, newest: onOlderPage ? pathname : null };
}
