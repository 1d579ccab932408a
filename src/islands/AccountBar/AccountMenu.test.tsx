// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMenu } from './AccountMenu';
import { ACCOUNT_BAR_KEYS, type AccountBarStrings } from './strings';
import { $modal, closeModal } from '../../lib/stores/modal';
import { $unread } from '../../lib/stores/messages';

// Each string is its own catalogue key, so assertions read like the catalogue.
const strings = { ...ACCOUNT_BAR_KEYS } as AccountBarStrings;
afterEach(() => {
  cleanup();
  closeModal();
  $unread.set(null);
});

async function openMenu(type: number | undefined, centreOpen = true) {
  render(<AccountMenu strings={strings} type={type} agentHref="/en/agentHome" memberHref="/en/member" centreOpen={centreOpen} />);
  await userEvent.click(screen.getByRole('button', { name: 'accounts.menu.label' }));
  return screen.getByRole('list');
}

describe('the account menu', () => {
  it('links a player to My account in the page language, and keeps change password', async () => {
    const list = await openMenu(0);
    expect(within(list).getByRole('link', { name: 'member.menu.account' })).toHaveAttribute('href', '/en/member');
    expect(within(list).queryByRole('link', { name: 'accounts.menu.agent' })).toBeNull();
    expect(within(list).getByRole('button', { name: 'accounts.menu.changePassword' })).toBeVisible();
    // The strip's entries whose pages are built (src/lib/member/centre-menu.ts), in the strip's order.
    expect(within(list).getByRole('link', { name: 'member.menu.deposit' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/member\/deposit/));
    expect(within(list).getByRole('link', { name: 'member.menu.withdraw' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/member\/withdraw/));
    expect(within(list).getByRole('link', { name: 'member.menu.bets' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/member\/bets/));
    expect(within(list).getByRole('link', { name: 'member.menu.transactions' })).toHaveAttribute('href', expect.stringMatching(/^\/en\/member\/transactions/));
  });

  it('lists Agent before My account for an agent', async () => {
    const list = await openMenu(1);
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'member.menu.bets',
      'member.menu.deposit',
      'member.menu.withdraw',
      'member.menu.transactions',
      'member.menu.saferGambling',
      'accounts.menu.agent',
      'member.menu.account',
      'member.menu.messages',
    ]);
  });

  it('tells a trial account it needs a real one instead of linking the centre', async () => {
    const list = await openMenu(4);
    expect(within(list).getByText('accounts.needReal.text')).toBeVisible();
    expect(within(list).queryByRole('link', { name: 'member.menu.account' })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: 'accounts.menu.changePassword' }));
    expect($modal.get()?.name).toBe('needRealAccount');
  });

  it('lists no centre page when the centre is switched off', async () => {
    const list = await openMenu(0, false);
    expect(within(list).queryByRole('link', { name: 'member.menu.account' })).toBeNull();
    expect(within(list).queryByText('accounts.needReal.text')).toBeNull();
  });

  it("shows the server's unread count as a badge on the button and on Messages, then follows the inbox", async () => {
    render(
      <AccountMenu strings={{ ...strings, unreadBadge: '{{count}} unread' }} type={0} agentHref="/a" memberHref="/en/member" centreOpen serverUnread={2} />,
    );
    const button = screen.getByRole('button', { name: /accounts\.menu\.label/ });
    expect(button).toHaveTextContent('2 unread');
    await userEvent.click(button);
    expect(within(screen.getByRole('list')).getByRole('link', { name: /member\.menu\.messages/ })).toHaveTextContent('2 unread');
    act(() => $unread.set(1));
    expect(button).toHaveTextContent('1 unread');
    act(() => $unread.set(0));
    expect(screen.queryByTestId('unread-badge')).toBeNull();
  });
});
