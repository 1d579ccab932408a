import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_PAGE_SIZE, MIN_BET_OPTIONS, VASSALAGE, type Game, type GamePage, type Winner } from '../../../src/contract/calls/games';
import { seedCatalogue } from '../../seed/catalogue-insert';
import { generateCatalogue, LOBBY_GAME_CODE } from '../../seed/catalogue';
import { LANES } from '../../seed/games';
import { expectWebp } from '../../static/webp.test-support';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { maskAccount } from './winner-board';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const get = async <T>(path: string, query: Record<string, string | number> = {}) => {
  const reply = await t.call<T>('GET', path, { query });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.value as T;
};
const list = (query: Record<string, string | number>) => get<GamePage>('/lgw/games/list', query);
const countGames = async () => (await t.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM games'))[0]!.n;

describe('the seeded catalogue', () => {
  const catalogue = generateCatalogue();
  const byVendor = (gameType: string, vendor: string) =>
    catalogue.filter((game) => game.gameType === gameType && game.vendor === vendor && game.isGame === null);

  it('gives every vendor of every lane its share of games, and JILI three pages of slots', () => {
    // Lottery vendors may have up to two more than generated: the lottery's extra games (seed/lottery-games.ts).
    const ranges: Record<string, [number, number]> = {
      RNG: [12, 24],
      FISH: [4, 8],
      LIVE: [3, 6],
      SPORTS: [1, 2],
      COCKFIGHT: [1, 2],
      PVP: [4, 8],
      ELOTT: [3, 8],
      LOTT: [3, 10],
    };
    for (const lane of LANES) {
      if (lane.gameType === 'ESPORTS') {
        expect(catalogue.some((game) => game.gameType === 'ESPORTS')).toBe(false);
        continue;
      }
      for (const vendor of lane.vendors) {
        const count = byVendor(lane.gameType, vendor.code).length;
        if (lane.gameType === 'RNG' && vendor.code === 'JILI') expect(count).toBeGreaterThanOrEqual(40);
        else expect(count, `${lane.gameType} ${vendor.code}`).toBeGreaterThanOrEqual(ranges[lane.gameType]![0]);
        if (vendor.code !== 'JILI' || lane.gameType !== 'RNG') expect(count, `${lane.gameType} ${vendor.code}`).toBeLessThanOrEqual(ranges[lane.gameType]![1]);
      }
    }
    expect(byVendor('COCKFIGHT', 'DS88').length + byVendor('COCKFIGHT', 'DIG').length + byVendor('COCKFIGHT', 'WS168').length).toBeGreaterThanOrEqual(3);
  });

  it('has unique readable names and codes, classifications of the vendor, and lottery play types', () => {
    expect(new Set(catalogue.map((game) => game.name.toLowerCase())).size).toBe(catalogue.length);
    expect(new Set(catalogue.map((game) => game.gameCode)).size).toBe(catalogue.length);
    for (const game of catalogue) {
      expect(game.name).toMatch(/^[A-Z0-9][A-Za-z0-9 '&/-]+$/);
      expect(game.name.toLowerCase()).not.toMatch(/lorem|ipsum|game \d+/);
      const lane = LANES.find((candidate) => candidate.gameType === game.gameType)!;
      const allowed = lane.classify.filter((entry) => entry.vendors.includes(game.vendor)).map((entry) => entry.name);
      expect(allowed, game.gameCode).toContain(game.classify);
      expect(MIN_BET_OPTIONS.map((option) => Math.round(option * 100))).toContain(game.minBetMinor);
      expect(game.defaultPlayType !== null, game.gameCode).toBe(game.gameType === 'ELOTT' || game.gameType === 'LOTT');
    }
  });

  it('is the same on every run', () => {
    expect(generateCatalogue()).toEqual(catalogue);
  });

  it('offers every minimum bet in the slots, JILI included, and hot games in every lane', async () => {
    for (const option of MIN_BET_OPTIONS) {
      expect((await list({ gameType: 'RNG', minBet: option })).totalCount, `RNG ${option}`).toBeGreaterThan(0);
      expect((await list({ gameType: 'RNG', vassalage: 'JILI', minBet: option })).totalCount, `JILI ${option}`).toBeGreaterThan(0);
    }
    for (const gameType of ['RNG', 'LIVE', 'FISH', 'SPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT']) {
      expect((await get<Game[]>('/lgw/games/hot', { gameType })).length, gameType).toBeGreaterThan(0);
    }
  });

  it('is not written twice', async () => {
    const before = await countGames();
    await t.platform.db.transaction((tx) => seedCatalogue(tx, t.now()));
    expect(await countGames()).toBe(before);
    expect(before).toBe(catalogue.length);
  });
});

describe('GET /lgw/games/list', () => {
  it('pages a vendor through stable, non-overlapping pages: hot first, then popularity, then name', async () => {
    const first = await list({ gameType: 'RNG', vassalage: 'JILI' });
    expect(first.totalCount).toBe(42);
    expect(first.totalPages).toBe(Math.ceil(42 / GAME_PAGE_SIZE));
    expect(first.games).toHaveLength(GAME_PAGE_SIZE);
    const pages = [
      first.games,
      (await list({ gameType: 'RNG', vassalage: 'JILI', pageNo: 2 })).games,
      (await list({ gameType: 'RNG', vassalage: 'JILI', pageNo: 3 })).games,
    ];
    expect(pages[2]).toHaveLength(42 - 2 * GAME_PAGE_SIZE);
    const all = pages.flat();
    expect(new Set(all.map((game) => game.gameCode)).size).toBe(42);
    expect(all.every((game) => game.vendor === 'JILI' && game.gameType === 'RNG')).toBe(true);
    const hotCount = all.filter((game) => game.isHot === 1).length;
    expect(all.slice(0, hotCount).every((game) => game.isHot === 1)).toBe(true);

    const rows = await t.platform.db.query<{ game_code: string }>(
      "SELECT game_code FROM games WHERE game_type = 'RNG' AND vendor = 'JILI' ORDER BY is_hot DESC, popularity DESC, lower(name), game_code",
    );
    expect(all.map((game) => game.gameCode)).toEqual(rows.map((row) => row.game_code));
    expect((await list({ gameType: 'RNG', vassalage: 'JILI', pageNo: 4 })).games).toEqual([]);
  });

  it('describes each game with its thumbnail, vendor and smallest stake', async () => {
    const [game] = (await list({ gameType: 'RNG', vassalage: 'PG', pageSize: 1 })).games;
    expect(game).toMatchObject({ gameType: 'RNG', vendor: 'PG', vassalage: 'PG', accountTypeName: 'PG Soft', nodeId: game!.gameCode });
    expect(game!.image).toBe(`/lgw/static/games/${game!.gameCode}.webp`);
    expect(MIN_BET_OPTIONS as readonly number[]).toContain(game!.minBet);
  });

  it('filters by trimmed, case-insensitive name, classification and exact minimum bet', async () => {
    const named = await list({ gameType: 'RNG', gameName: '  golden ' });
    expect(named.totalCount).toBeGreaterThan(0);
    expect(named.games.every((game) => game.name.toLowerCase().includes('golden'))).toBe(true);
    expect((await list({ gameType: 'RNG', gameName: '%' })).totalCount).toBe(0);
    expect((await list({ gameType: 'RNG', gameName: '   ' })).totalCount).toBe((await list({ gameType: 'RNG' })).totalCount);

    const jackpot = await list({ gameType: 'RNG', gameClassify: 'Jackpot', pageSize: 100 });
    expect(jackpot.totalCount).toBeGreaterThan(0);
    expect(jackpot.games.every((game) => game.classify === 'Jackpot' && ['PP', 'JILI', 'HB'].includes(game.vendor))).toBe(true);

    const cheap = await list({ gameType: 'RNG', minBet: 0.1, pageSize: 100 });
    expect(cheap.games.every((game) => game.minBet === 0.1)).toBe(true);
    expect((await list({ gameType: 'RNG', minBet: 0.2 })).totalCount).toBe(0);
    expect((await list({ gameType: 'RNG', minBet: 0.001 })).totalCount).toBe(0);

    const combined = await list({ gameType: 'RNG', vassalage: 'JILI', minBet: 0.5, gameClassify: 'Video Slots', pageSize: 100 });
    expect(combined.games.every((game) => game.vendor === 'JILI' && game.minBet === 0.5 && game.classify === 'Video Slots')).toBe(true);
    expect(combined.totalPages).toBe(combined.totalCount > 0 ? 1 : 0);
  });

  it('answers an unknown category or vendor with an empty page, and a bad page number with BAD_REQUEST', async () => {
    expect(await list({ gameType: 'NOPE' })).toEqual({ games: [], totalPages: 0, totalCount: 0 });
    expect(await list({ gameType: 'ESPORTS' })).toEqual({ games: [], totalPages: 0, totalCount: 0 });
    expect((await list({ gameType: 'RNG', vassalage: 'EVO' })).totalCount).toBe(0);
    expect((await t.call('GET', '/lgw/games/list', { query: { gameType: 'RNG', pageNo: 0 } })).body.errorCode).toBe('BAD_REQUEST');
  });
});

describe('hot, popular and vassalage lists', () => {
  it('hot: only hot games, by popularity, of one category when asked', async () => {
    const all = await get<Game[]>('/lgw/games/hot');
    expect(all.length).toBeGreaterThan(10);
    expect(all.every((game) => game.isHot === 1)).toBe(true);
    expect(new Set(all.map((game) => game.gameType)).size).toBeGreaterThan(3);
    const live = await get<Game[]>('/lgw/games/hot', { gameType: 'LIVE' });
    expect(live.every((game) => game.gameType === 'LIVE' && game.isHot === 1)).toBe(true);
    const popularity = await t.platform.db.query<{ game_code: string; popularity: number }>('SELECT game_code, popularity FROM games');
    const score = new Map(popularity.map((row) => [row.game_code, row.popularity]));
    const scores = all.map((game) => score.get(game.gameCode)!);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('popular: the `count` most popular games', async () => {
    const top = await get<Game[]>('/lgw/games/popular', { count: 7 });
    expect(top).toHaveLength(7);
    expect((await get<Game[]>('/lgw/games/popular')).length).toBe(20);
    const [best] = await t.platform.db.query<{ game_code: string }>('SELECT game_code FROM games ORDER BY popularity DESC, lower(name) LIMIT 1');
    expect(top[0]!.gameCode).toBe(best!.game_code);
  });

  it("vassalage: a lobby game opens its vendor's other games", async () => {
    const lobby = (await list({ gameType: 'RNG', vassalage: 'HB', pageSize: 100 })).games.find((game) => game.isGame === VASSALAGE);
    expect(lobby).toMatchObject({ gameCode: LOBBY_GAME_CODE, name: 'Habanero Lobby', vendor: 'HB' });
    const games = await get<Game[]>('/lgw/games/vassalage', { vassalage: 'HB', gameType: 'RNG' });
    const hb = await list({ gameType: 'RNG', vassalage: 'HB', pageSize: 100 });
    expect(games.length).toBe(hb.totalCount - 1);
    expect(games.every((game) => game.vendor === 'HB' && game.gameType === 'RNG' && game.isGame === null)).toBe(true);
    expect(await get<Game[]>('/lgw/games/vassalage', { vassalage: 'JILI', gameType: 'RNG' })).toEqual([]);
  });
});

describe('GET /lgw/games/winners', () => {
  it('has 50 masked winners on a fresh database, newest first, amounts in pesos', async () => {
    const board = await get<Winner[]>('/lgw/games/winners', { gameCategory: 'ALL', limitNum: 50 });
    expect(board).toHaveLength(50);
    const times = board.map((entry) => Date.parse(entry.vo.winTime));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const { vo } of board) {
      expect(vo.account).toMatch(/^[a-z0-9]{2}\*\*\*[a-z0-9]{2}$/);
      expect(vo.amount).toBeGreaterThan(0);
      expect(Math.round(vo.amount * 100)).toBeCloseTo(vo.amount * 100, 6);
      expect(vo.gameName.length).toBeGreaterThan(2);
      // The merchant's currency, so the board can say what the amounts are in.
      expect(vo.currency).toBe('PHP');
    }
    expect(await get<Winner[]>('/lgw/games/winners', { limitNum: 5 })).toEqual(board.slice(0, 5));
    const live = await get<Winner[]>('/lgw/games/winners', { gameCategory: 'LIVE' });
    expect(live.every((entry) => entry.vo.gameType === 'LIVE')).toBe(true);
  });

  it('masks accounts', () => {
    expect(maskAccount('testplayer')).toBe('te***er');
    expect(maskAccount('team_ana')).toBe('te***na');
    expect(maskAccount('abcd')).toBe('a***d');
    expect(maskAccount('ab')).toBe('a***');
  });

  it("leaves the demo accounts' balances as seeded", async () => {
    const token = (await t.login('demo_player', 'Player2026')).body.value?.token ?? '';
    expect((await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value?.sumBalance).toBe(1234.56);
  });
});

describe('thumbnails', () => {
  it('draws a square thumbnail with the game and vendor names, cached like the other images', async () => {
    const [game] = (await list({ gameType: 'LIVE', vassalage: 'EVO', pageSize: 1 })).games;
    const response = await t.platform.handle(new Request(`http://platform.internal${game!.image}`));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toContain('max-age=86400');
    const etag = response.headers.get('ETag') ?? '';
    await expectWebp(response, { width: 300, height: 300 });
    expect((await t.platform.handle(new Request(`http://platform.internal${game!.image}`, { headers: { 'If-None-Match': etag } }))).status).toBe(304);
    expect((await t.platform.handle(new Request('http://platform.internal/lgw/static/games/NO_SUCH_GAME.webp'))).status).toBe(404);
  });
});
