import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RecentGame } from '../../contract/calls/games';
import { PlatformError } from '../../contract/envelope';
import { $session, setMember } from '../stores/session';
import { $recentGames, loadRecentGames, newestFirst, RECENT_SIDE_COUNT, resetRecentGames } from './recent';

const game = (code: string, lastPlayedAt: string): RecentGame => ({
  nodeId: code,
  gameType: 'RNG',
  isGame: null,
  defaultPlayType: null,
  vendor: 'JILI',
  accountTypeName: null,
  gameCode: code,
  code: null,
  vassalage: 'JILI',
  name: `Game ${code}`,
  image: null,
  minBet: null,
  classify: null,
  isHot: 0,
  showIcon: null,
  lastPlayedAt,
});

beforeEach(() => {
  resetRecentGames();
  setMember('tester');
});

describe('newestFirst', () => {
  it('orders by last play, newest first, and keeps a handful', () => {
    const games = Array.from({ length: 9 }, (_, index) => game(`G${index}`, `2026-11-2${index % 10}T10:00:00Z`));
    const sorted = newestFirst(games);
    expect(sorted).toHaveLength(RECENT_SIDE_COUNT);
    expect(sorted.map((entry) => entry.gameCode)).toEqual(['G8', 'G7', 'G6', 'G5', 'G4', 'G3']);
  });
});

describe('loadRecentGames', () => {
  it('asks for the first page of every category and stores the list', async () => {
    const call = vi.fn().mockResolvedValue({ list: [game('A', '2026-11-20T10:00:00Z'), game('B', '2026-11-21T10:00:00Z')], totalPages: 1 });
    const loading = loadRecentGames({ call });
    expect($recentGames.get()).toEqual({ status: 'loading' });
    await loading;
    expect(call).toHaveBeenCalledWith(expect.objectContaining({ path: '/wps/games/recent' }), { clientType: 3, pageNo: 1, pageSize: RECENT_SIDE_COUNT });
    const state = $recentGames.get();
    expect(state.status === 'ready' && state.games.map((entry) => entry.gameCode)).toEqual(['B', 'A']);
  });

  it('shares one request between concurrent loads', async () => {
    const call = vi.fn().mockResolvedValue({ list: [], totalPages: 0 });
    await Promise.all([loadRecentGames({ call }), loadRecentGames({ call })]);
    expect(call).toHaveBeenCalledTimes(1);
    expect($recentGames.get()).toEqual({ status: 'ready', games: [] });
  });

  it('shows the error state when the platform fails', async () => {
    await loadRecentGames({ call: vi.fn().mockRejectedValue(new PlatformError('network', 'down')) });
    expect($recentGames.get()).toEqual({ status: 'error' });
    expect($session.get().status).toBe('member');
  });

  it("turns the page back into a guest's when the session is gone", async () => {
    await loadRecentGames({ call: vi.fn().mockRejectedValue(new PlatformError('unauthorized', 'expired')) });
    expect($session.get()).toEqual({ status: 'guest' });
  });
});
