import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import type { MemberInfo } from '../../contract/calls/member';
import { $member } from '../../lib/stores/member';
import CustomerService from './CustomerService';

const strings = { open: 'Live chat', vip: 'VIP service' };

// These tests drive hydration themselves with `act`; React checks that the environment expects it.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  $member.set(null);
  document.body.innerHTML = '';
});

/**
 * The server draws the button for no one in particular; by the time the island hydrates,
 * another island (the account bar) may already have put a VIP member in `$member`. React must
 * hydrate without a mismatch (it would throw the server's HTML away and log error #418) and
 * then show the VIP label.
 */
describe('the customer-service button', () => {
  it('hydrates over the server HTML when a store already holds a VIP member, then names VIP service', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<CustomerService strings={strings} />);
    document.body.append(container);
    const serverButton = container.querySelector('button');
    expect(serverButton).toHaveTextContent('Live chat');

    $member.set({ clubLabel: { labelName: 'Gold', rankLevel: 5 } } as MemberInfo);
    const recoverable: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <CustomerService strings={strings} />, { onRecoverableError: (error) => recoverable.push(error) });
    });

    expect(recoverable).toEqual([]);
    // The same element, kept by hydration (a mismatch would have replaced it).
    expect(container.querySelector('button')).toBe(serverButton);
    expect(serverButton).toHaveTextContent('VIP service');
    act(() => root?.unmount());
  });
});
