// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import GameFrame from './GameFrame';
import { GAME_BALANCE_MESSAGE } from '../../contract/calls/games';
import { walletBalance } from '../../contract/calls/wallet';
import { stubCalls } from '../../lib/platform/stub-calls.test-support';
import { $wallet, resetWallet } from '../../lib/stores/wallet';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetWallet();
});

const post = (data: unknown, origin: string) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('GameFrame', () => {
  it("frames the game with a title and refreshes the balance only for a launch origin's balance message", async () => {
    const stub = stubCalls([[walletBalance, () => ({ sumBalance: 42.5, currency: 'PHP' })]]);
    render(<GameFrame src="/lgw/demo/play?s=1" title="Game JILI-1" allowedOrigins={['http://localhost:3000']} />);
    const frame = screen.getByTitle('Game JILI-1');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/lgw/demo/play?s=1');
    expect(frame).toHaveAttribute('allowfullscreen');

    post({ type: GAME_BALANCE_MESSAGE }, 'https://evil.example');
    post({ type: 'other' }, 'http://localhost:3000');
    expect(stub.calls).toEqual([]);

    post({ type: GAME_BALANCE_MESSAGE }, 'http://localhost:3000');
    // ₱42.50 on the wire is 4,250 centavos in the store.
    await waitFor(() => expect($wallet.get().balance).toBe(4250));
    expect(stub.calls).toHaveLength(1);
    expect(stub.calls[0]?.url).toContain('/wps/v2/wallets/balance');
  });
});
