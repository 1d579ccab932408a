import { describe, expect, it } from 'vitest';
import { favouriteGames, gameList, hotGames, recentGames } from '../../contract/calls/games';
import { createListLoader, filteredQuery } from './list-loader';
import type { ListState } from './list-state';
import { fakeClient, sampleGame, type FakeHandler } from './test-fakes';
import type { CallDeclaration } from '../../contract/define';

const state = (overrides: Partial<ListState> = {}): ListState => ({ vendor: 'JILI', type: '', name: '', classify: '', minBet: null, pageNo: 1, ...overrides });
const games = (from: number, count: number) => Array.from({ length: count }, (_, index) => sampleGame(from + index));

describe('filteredQuery (docs/product.md §3 game query)', () => {
  it('carries only the filters that are set', () => {
    expect(filteredQuery('RNG', state(), 'EN')).toEqual({ gameType: 'RNG', language: 'EN', pageNo: 1, pageSize: 15, vassalage: 'JILI' });
    expect(filteredQuery('RNG', state({ name: 'ox', classify: 'Jackpot', minBet: 0.5, pageNo: 2 }), 'EN')).toMatchObject({
      gameName: 'ox',
      gameClassify: 'Jackpot',
      minBet: 0.5,
      pageNo: 2,
    });
  });
});

describe('createListLoader', () => {
  it('asks the platform for one filtered page', async () => {
    const client = fakeClient(new Map<CallDeclaration, FakeHandler>([[gameList, () => ({ games: games(1, 15), totalPages: 4, totalCount: 60 })]]));
    const result = await createListLoader(client, 'RNG', 'EN').load(state({ pageNo: 2 }));
    expect(result).toMatchObject({ totalPages: 4, pageNo: 2 });
    expect(client.calls[0]?.input).toMatchObject({ gameType: 'RNG', vassalage: 'JILI', pageNo: 2 });
  });

  it('fetches the hot list once and pages it in the browser', async () => {
    const client = fakeClient(new Map<CallDeclaration, FakeHandler>([[hotGames, () => games(1, 20)]]));
    const loader = createListLoader(client, 'LIVE', 'EN');
    expect((await loader.load(state({ type: 'hot' }))).games.map((game) => game.name)[0]).toBe('Game 1');
    const second = await loader.load(state({ type: 'hot', pageNo: 2 }));
    expect(second).toMatchObject({ totalPages: 2, pageNo: 2 });
    expect(second.games).toHaveLength(5);
    expect(client.calls).toHaveLength(1);
    expect(client.calls[0]?.input).toMatchObject({ gameType: 'LIVE' });
    await loader.load(state({ type: 'hot' }), { fresh: true });
    expect(client.calls).toHaveLength(2);
  });

  it('loads every recent page in sequence, then pages 15 at a time', async () => {
    const client = fakeClient(
      new Map<CallDeclaration, FakeHandler>([
        [
          recentGames,
          (input) => ({
            list: games((Number(input['pageNo']) - 1) * 15 + 1, Number(input['pageNo']) === 2 ? 3 : 15).map((game) => ({
              ...game,
              showIcon: null,
              lastPlayedAt: '2026-01-01T00:00:00Z',
            })),
            totalPages: 2,
          }),
        ],
      ]),
    );
    const result = await createListLoader(client, 'RNG', 'EN').load(state({ type: 'recent', pageNo: 2 }));
    expect(client.calls.map((call) => call.input['pageNo'])).toEqual([1, 2]);
    expect(result.games.map((game) => game.name)).toEqual(['Game 16', 'Game 17', 'Game 18']);
    expect(result.totalPages).toBe(2);
  });

  it('pages favourites on the platform and collects every favourite id', async () => {
    const client = fakeClient(
      new Map<CallDeclaration, FakeHandler>([
        [favouriteGames, (input) => ({ content: Number(input['pageSize']) === 100 ? games(Number(input['pageNo']) * 10, 2) : games(1, 3), totalPages: 2 })],
      ]),
    );
    const loader = createListLoader(client, 'RNG', 'EN');
    expect((await loader.load(state({ type: 'fav', pageNo: 2 }))).totalPages).toBe(2);
    expect(client.calls[0]?.input).toMatchObject({ gameType: 'RNG', pageNo: 2, pageSize: 15 });
    expect([...(await loader.favouriteIds())]).toEqual(['node-10', 'node-11', 'node-20', 'node-21']);
  });

  it('does not keep a failed whole list: a retry asks again', async () => {
    let fail = true;
    const client = fakeClient(
      new Map<CallDeclaration, FakeHandler>([
        [
          hotGames,
          () => {
            if (fail) throw new Error('down');
            return games(1, 2);
          },
        ],
      ]),
    );
    const loader = createListLoader(client, 'RNG', 'EN');
    await expect(loader.load(state({ type: 'hot' }))).rejects.toThrow('down');
    fail = false;
    expect((await loader.load(state({ type: 'hot' }))).games).toHaveLength(2);
  });
});
