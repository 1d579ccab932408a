// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Messages from './Messages';
import { MESSAGES_KEYS, type MessagesStrings } from './strings';
import { messageDelete, messageRead, messageReadAll, type InboxMessage } from '../../contract/calls/messages';
import { $unread } from '../../lib/stores/messages';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

const strings = { ...MESSAGES_KEYS, unreadSummary: '{{count}} unread', deleteLabel: 'Delete {{title}}' } as MessagesStrings;
const message = (id: number, read: boolean, title: string): InboxMessage => ({
  id,
  category: 'account',
  title,
  content: `<p>Body of ${title}</p>`,
  createdAt: '2026-11-25T10:00:00.000Z',
  read,
});
const NO_PAGES = { older: null, newest: null };
const initial = { unread: 2, messages: [message(3, false, 'Deposit received'), message(2, false, 'New promotion'), message(1, true, 'Welcome')] };
afterEach(() => {
  cleanup();
  $unread.set(null);
});

describe('the inbox', () => {
  it('opens a message, marks it read once, and the badge store follows', async () => {
    const stub = stubCalls([[messageRead, () => ({ unread: 1 })]]);
    render(<Messages strings={strings} localeTag="en-PH" initial={initial} pages={NO_PAGES} />);
    expect(screen.getByTestId('messages-summary')).toHaveTextContent('2 unread');
    expect(screen.getByText('Body of Deposit received')).not.toBeVisible();
    const toggle = screen.getByRole('button', { name: 'Deposit received' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Body of Deposit received')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('messages-summary')).toHaveTextContent('1 unread'));
    expect($unread.get()).toBe(1);
    expect(within(screen.getAllByTestId('message')[0]!).getByTestId('message-state')).toHaveTextContent(MESSAGES_KEYS.read);
    // Closing and opening a read message asks nothing more.
    await userEvent.click(toggle);
    await userEvent.click(toggle);
    expect(stub.callsTo(messageRead).map((request) => request.params)).toEqual([{ id: 3 }]);
  });

  it('marks all read, then has nothing left to mark', async () => {
    stubCalls([[messageReadAll, () => ({ unread: 0 })]]);
    render(<Messages strings={strings} localeTag="en-PH" initial={initial} pages={NO_PAGES} />);
    await userEvent.click(screen.getByRole('button', { name: MESSAGES_KEYS.markAllRead }));
    await waitFor(() => expect(screen.getByTestId('messages-summary')).toHaveTextContent(MESSAGES_KEYS.allReadSummary));
    expect($unread.get()).toBe(0);
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES_KEYS.allMarked);
    expect(screen.getByRole('button', { name: MESSAGES_KEYS.markAllRead })).toBeDisabled();
    for (const item of screen.getAllByTestId('message')) expect(item).toHaveAttribute('data-read', 'true');
  });

  it('deletes a message, moves focus to the next one, and shows a refusal without removing anything', async () => {
    stubCalls([[messageDelete, (params) => (params['id'] === '2' ? { unread: 1 } : refusal('This message no longer exists.', 'NOT_FOUND'))]]);
    render(<Messages strings={strings} localeTag="en-PH" initial={initial} pages={NO_PAGES} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete New promotion' }));
    await waitFor(() => expect(screen.queryByText('New promotion')).toBeNull());
    expect($unread.get()).toBe(1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Welcome' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Delete Welcome' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This message no longer exists.'));
    expect(screen.getAllByTestId('message')).toHaveLength(2);
  });

  it('shows twenty at a time, and Show more adds the next ones with the focus on the first of them', async () => {
    const many = Array.from({ length: 45 }, (_, index) => message(45 - index, index > 1, `Message ${45 - index}`));
    const pages = { older: '/en/member/messages?older=0.1.1', newest: null };
    render(<Messages strings={{ ...strings, showMore: 'Show {{count}} more' }} localeTag="en-PH" initial={{ unread: 2, messages: many }} pages={pages} />);
    expect(screen.getAllByTestId('message')).toHaveLength(20);
    // The older page's link comes once this page's messages are all shown.
    expect(screen.queryByRole('link', { name: MESSAGES_KEYS.olderLink })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show 20 more' }));
    expect(screen.getAllByTestId('message')).toHaveLength(40);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Message 25' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Show 5 more' }));
    expect(screen.getAllByTestId('message')).toHaveLength(45);
    expect(screen.queryByTestId('messages-more')).toBeNull();
    const nav = screen.getByRole('navigation', { name: MESSAGES_KEYS.pagesLabel });
    expect(within(nav).getByRole('link', { name: MESSAGES_KEYS.olderLink })).toHaveAttribute('href', pages.older);
    expect(within(nav).queryByRole('link', { name: MESSAGES_KEYS.newestLink })).toBeNull();
  });

  it('says an older page is empty as no older messages, not as an empty inbox', () => {
    render(<Messages strings={strings} localeTag="en-PH" initial={{ unread: 0, messages: [] }} pages={{ older: null, newest: '/en/member/messages' }} />);
    expect(screen.getByTestId('messages-empty')).toHaveTextContent(MESSAGES_KEYS.noOlder);
  });

  it('on an older page, links back to the newest messages at once', () => {
    render(<Messages strings={strings} localeTag="en-PH" initial={initial} pages={{ older: null, newest: '/en/member/messages' }} />);
    const nav = screen.getByRole('navigation', { name: MESSAGES_KEYS.pagesLabel });
    expect(within(nav).getByRole('link', { name: MESSAGES_KEYS.newestLink })).toHaveAttribute('href', '/en/member/messages');
    expect(within(nav).queryByRole('link', { name: MESSAGES_KEYS.olderLink })).toBeNull();
  });

  it('says so when the inbox is empty', () => {
    render(<Messages strings={strings} localeTag="en-PH" initial={{ unread: 0, messages: [] }} pages={NO_PAGES} />);
    expect(screen.getByTestId('messages-empty')).toHaveTextContent(MESSAGES_KEYS.empty);
  });
});
