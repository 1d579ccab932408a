// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import GameFrame from './GameFrame';
import { GAME_BALANCE_MESSAGE } from '../../lib/platform/calls/games';
import { $wallet, resetWallet } from '../../lib/stores/wallet';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetWallet();
});

const post = (data: unknown, origin: string) => window.dispatchEvent(new MessageEvent('message', { data, origin }));

describe('GameFrame', () => {
  it('frames the game with a title and refreshes the balance only for a launch origin\'s balance message', async () => {
    const fetch = vi.fn(async (_url: string) => new Response(JSON.stringify({ success: true, value: { sumBalance: 42.5, currency: 'PHP' } })));
    vi.stubGlobal('fetch', fetch);
    render(<GameFrame src="/lgw/demo/play?s=1" title="Game JILI-1" allowedOrigins={['http://localhost:3000']} />);
    const frame = screen.getByTitle('Game JILI-1');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', '/lgw/demo/play?s=1');
    expect(frame).toHaveAttribute('allowfullscreen');

    post({ type: GAME_BALANCE_MESSAGE }, 'https://evil.example');
    post({ type: 'other' }, 'http://localhost:3000');
    expect(fetch).not.toHaveBeenCalled();

    post({ type: GAME_BALANCE_MESSAGE }, 'http://localhost:3000');
    await waitFor(() => expect($wallet.get().balance).toBe(42.5));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]?.[0]).toContain('/wps/v2/wallets/balance');
  });
});
