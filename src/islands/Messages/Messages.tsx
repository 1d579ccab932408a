import { useEffect, useRef, useState } from 'react';
import { momentText } from '../../lib/time/moment';
import { messageDelete, messageRead, messageReadAll, type InboxMessage, type MessageCategory } from '../../contract/calls/messages';
import { PlatformError } from '../../contract/envelope';
import { browserClient } from '../../lib/platform/browser-client';
import { setUnread } from '../../lib/stores/messages';
import { fill } from '../shared/strings';
import form from '../shared/form.module.css';
import type { MessagesStrings } from './strings';
import styles from './Messages.module.css';

export interface MessagesProps {
  strings: MessagesStrings;
  localeTag: string;
  /** The inbox as the server read it, bodies already sanitised (src/lib/messages/page-data.server.ts). */
  initial: { messages: InboxMessage[]; unread: number };
  /** Links to the next older page of 100 and back to the newest (src/lib/messages/inbox-page.ts), null when there is none. */
  pages: { older: string | null; newest: string | null };
}

/** Messages shown at first and added by each "Show more": a page of the inbox holds up to 100, mostly read. */
export const MESSAGES_SHOWN_AT_ONCE = 20;

const CATEGORY_LABEL: Record<MessageCategory, keyof MessagesStrings> = {
  system: 'categorySystem',
  promotion: 'categoryPromotion',
  account: 'categoryAccount',
};

/**
 * Platform information (issue 15 item 4; docs/product.md "Member centre (personal centre panel)"): the inbox,
 * unread first. Opening an unread message marks it read; mark all read; delete. Every answer
 * carries the unread count, which the badges follow ($unread) without a reload. Bodies are
 * rendered as the server sanitised them; this island never fetches a body. The list shows twenty
 * at a time (unread first, so the first twenty start with the unread ones); "Show more" adds
 * twenty and moves the focus to the first of them. Once all of them are shown, a link leads to the
 * next 100 (a page the server renders, so bodies stay sanitised on the server).
 */
export default function Messages({ strings, localeTag, initial, pages }: MessagesProps) {
  const [messages, setMessages] = useState(initial.messages);
  const [unread, setCount] = useState(initial.unread);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const [notice, setNotice] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [shown, setShown] = useState(MESSAGES_SHOWN_AT_ONCE);
  const list = useRef<HTMLUListElement>(null);
  const summary = useRef<HTMLParagraphElement>(null);

  useEffect(() => setUnread(initial.unread), [initial.unread]);

  const counted = (count: number) => {
    setCount(count);
    setUnread(count);
  };
  const failed = (error: unknown) =>
    setNotice({ text: error instanceof PlatformError && !error.isTransport ? error.message : strings.networkError, error: true });
  // The brand's zone, labelled, on the server and in the browser alike (docs/decisions/0068-one-time-zone.md).
  const date = (iso: string) => momentText(iso, localeTag, { labelled: true });

  const toggle = async (message: InboxMessage) => {
    const next = new Set(open);
    if (next.has(message.id)) next.delete(message.id);
    else next.add(message.id);
    setOpen(next);
    if (message.read || !next.has(message.id)) return;
    try {
      const answer = await browserClient.call(messageRead, { id: message.id });
      setMessages((current) => current.map((item) => (item.id === message.id ? { ...item, read: true } : item)));
      counted(answer.unread);
    } catch (error) {
      failed(error);
    }
  };

  const readAll = async () => {
    setBusy(true);
    try {
      const answer = await browserClient.call(messageReadAll, {});
      setMessages((current) => current.map((item) => ({ ...item, read: true })));
      counted(answer.unread);
      setNotice({ text: strings.allMarked, error: false });
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (message: InboxMessage, index: number) => {
    try {
      const answer = await browserClient.call(messageDelete, { id: message.id });
      setMessages((current) => current.filter((item) => item.id !== message.id));
      counted(answer.unread);
      setNotice({ text: strings.deleted, error: false });
      // Focus moves to the message that took its place (or the one before), else to the summary.
      requestAnimationFrame(() => {
        const toggles = list.current?.querySelectorAll<HTMLButtonElement>('[data-message-toggle]') ?? [];
        (toggles[Math.min(index, toggles.length - 1)] ?? summary.current)?.focus();
      });
    } catch (error) {
      failed(error);
    }
  };

  const showMore = () => {
    const first = shown;
    setShown(shown + MESSAGES_SHOWN_AT_ONCE);
    requestAnimationFrame(() => list.current?.querySelectorAll<HTMLButtonElement>('[data-message-toggle]')[first]?.focus());
  };
  const hidden = messages.length - shown;

  return (
    <div data-testid="messages">
      <div className={styles.toolbar}>
        <p ref={summary} className={styles.summary} tabIndex={-1} data-testid="messages-summary">
          {unread > 0 ? fill(strings.unreadSummary, { count: unread }) : strings.allReadSummary}
        </p>
        <button type="button" className={form.secondary} onClick={readAll} disabled={busy || unread === 0}>
          {strings.markAllRead}
        </button>
      </div>
      <p role={notice?.error ? 'alert' : 'status'} className={notice?.error ? form.formError : undefined} data-testid="messages-notice">
        {notice?.text ?? ''}
      </p>
      {messages.length === 0 ? (
        <p data-testid="messages-empty">{pages.newest ? strings.noOlder : strings.empty}</p>
      ) : (
        <ul ref={list} className={styles.list}>
          {messages.slice(0, shown).map((message, index) => {
            const bodyId = `message-body-${message.id}`;
            const expanded = open.has(message.id);
            return (
              <li key={message.id} className={styles.item} data-read={String(message.read)} data-testid="message">
                <h2 className={styles.title}>
                  <button
                    type="button"
                    className={styles.toggle}
                    aria-expanded={expanded}
                    aria-controls={bodyId}
                    data-message-toggle
                    onClick={() => toggle(message)}
                  >
                    {!message.read && <span className={styles.dot} aria-hidden="true" />}
                    <span>{message.title}</span>
                  </button>
                </h2>
                <p className={styles.meta}>
                  <span>{strings[CATEGORY_LABEL[message.category]]}</span>
                  <time dateTime={message.createdAt}>{date(message.createdAt)}</time>
                  <span data-testid="message-state">{message.read ? strings.read : strings.unread}</span>
                </p>
                {/* Sanitised on the server (src/lib/html/sanitize.server.ts) before it reached this island. */}
                <div id={bodyId} className={styles.body} hidden={!expanded} dangerouslySetInnerHTML={{ __html: message.content }} />
                <div className={styles.actions}>
                  <button
                    type="button"
                    className={form.link}
                    aria-label={fill(strings.deleteLabel, { title: message.title })}
                    onClick={() => remove(message, index)}
                  >
                    {strings.delete}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {hidden > 0 && (
        <button type="button" className={form.secondary} onClick={showMore} data-testid="messages-more">
          {fill(strings.showMore, { count: Math.min(hidden, MESSAGES_SHOWN_AT_ONCE) })}
        </button>
      )}
      {((hidden <= 0 && pages.older) || pages.newest) && (
        <nav aria-label={strings.pagesLabel} className={styles.pages} data-testid="messages-pages">
          {pages.newest && <a href={pages.newest}>{strings.newestLink}</a>}
          {hidden <= 0 && pages.older && <a href={pages.older}>{strings.olderLink}</a>}
        </nav>
      )}
    </div>
  );
}
