import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Winner } from '../../../src/contract/calls/games';
import { LOTTERY_TYPE_CODES, type LotteryItem, type LotteryMenu, type LotteryResult } from '../../../src/contract/calls/lottery';
import { localWeekday } from '../../lottery/schedule';
import { LOTTERY_GAMES } from '../../seed/lottery-games';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
let token = '';
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  token = (await t.login('demo_player', 'Player2026')).body.value?.token ?? '';
});
afterAll(() => t.platform.close());

const menus = async (prizeMode: string, language = 'EN') =>
  (await t.call<LotteryMenu[]>('GET', '/lgw/vn/games/game_menu', { query: { prizeMode, device: 'WEB' }, language })).body.value!;

describe('lottery menus', () => {
  it('list every type code in order under Elott, two to eight games each, titled in the language', async () => {
    const all = await menus('Elott');
    expect(all.map((menu) => menu.gameMenuTag)).toEqual([...LOTTERY_TYPE_CODES]);
    expect(all.map((menu) => menu.remark)).toEqual(['Speed Draws', 'Vietnam Lottery', 'Thai Lottery', 'Arcade Draws', 'Jackpot Lotto', 'Daily Digits']);
    for (const menu of all) {
      expect(menu.gameMenus.length, menu.gameMenuTag).toBeGreaterThanOrEqual(2);
      expect(menu.gameMenus.length, menu.gameMenuTag).toBeLessThanOrEqual(8);
      expect(menu.gameMenus.every((item) => item.gameMenuTag === menu.gameMenuTag)).toBe(true);
    }
    expect((await menus('Elott', 'TY')).map((menu) => menu.remark)).toContain('Loterya ng Vietnam');
  });

  it('show the lanes of each prize mode: Lott the lottery lane, ZY the e-lottery lane', async () => {
    const lanes = (list: LotteryMenu[]) => new Set(list.flatMap((menu) => menu.gameMenus.map((item) => item.gameType)));
    expect(lanes(await menus('Lott'))).toEqual(new Set(['LOTT']));
    expect(lanes(await menus('ZY'))).toEqual(new Set(['ELOTT']));
    const sea = new Set((await menus('SEA')).flatMap((menu) => menu.gameMenus.map((item) => item.vendor)));
    expect(sea).toEqual(new Set(['TCG_SEA', 'TCG_LOTTO_VN', 'TCG_LOTTO_TH']));
  });

  it('time each game by its open draw, measured at the moment of the answer', async () => {
    const items = (await menus('Elott')).flatMap((menu) => menu.gameMenus);
    expect(items).toHaveLength(LOTTERY_GAMES.length);
    for (const item of items) {
      expect(item.numero, item.gameCode).toMatch(/^\d{8}-\d{3,6}$/);
      const drawAt = Date.parse(item.winningTime!);
      expect(item.remainTime, item.gameCode).toBe(Math.floor((drawAt - t.now()) / 1000));
      expect(item.remainTime).toBeGreaterThan(0);
      expect(item.drawDayOfWeek.split(',').map(Number)).toContain(localWeekday(drawAt));
      expect(item.lastNumbers, item.gameCode).toMatch(/^\d+( \d+)*$/);
    }
    const oneMinute = items.find((item) => item.gameCode === 'TCG_FAST3_FAST_3_ONE_MINUTE')!;
    expect(oneMinute).toMatchObject({ lockTime: 10, drawDayOfWeek: '1,2,3,4,5,6,7', remark: 'Daily · Every minute', defaultPlayType: 'SUM' });
    // 2026-11-21 is a Saturday: Manila Lotto 6/42 (Tue, Thu, Sat 21:00 Manila) draws tonight.
    expect(items.find((item) => item.gameCode === 'TCG_SEA_MANILA_LOTTO_6_42')).toMatchObject({
      drawDayOfWeek: '3,5,7',
      winningTime: '2026-11-21T13:00:00.000Z',
      lockTime: 1800,
      numero: '20261121-001',
      remark: 'Tue, Thu, Sat · 21:00',
    });
    t.advance(5_000);
    const later = (await menus('Elott')).flatMap((menu) => menu.gameMenus).find((item) => item.gameCode === 'TCG_FAST3_FAST_3_ONE_MINUTE')!;
    expect(later.remainTime).toBe(oneMinute.remainTime - 5);
  });
});

describe('lottery boards on a fresh database', () => {
  it('recent results: recentCount draws of the mode, newest first', async () => {
    const results = (await t.call<LotteryResult[]>('GET', '/lgw/lottery/results/recent', { query: { prizeMode: 'Elott', recentCount: 100 } })).body.value!;
    expect(results).toHaveLength(100);
    const times = results.map((result) => Date.parse(result.drawnAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times[0]).toBeLessThanOrEqual(t.now());
    const lott = (await t.call<LotteryResult[]>('GET', '/lgw/lottery/results/recent', { query: { prizeMode: 'ZY', recentCount: 30 } })).body.value!;
    expect(lott.every((result) => /^TCG_(LOTTO_VN|LOTTO_TH|KENO)_/.test(result.gameCode))).toBe(true);
  });

  it('opened numbers: one game, newest draw first, numbers as the vendor writes them', async () => {
    const results = (await t.call<LotteryResult[]>('GET', '/lgw/lottery/results', { query: { gameCode: 'TCG_SEA_MANILA_LOTTO_6_42', count: 5 } })).body.value!;
    expect(results).toHaveLength(5);
    expect(results.every((result) => result.gameCode === 'TCG_SEA_MANILA_LOTTO_6_42' && result.name === 'Manila Lotto 6/42')).toBe(true);
    for (const result of results) {
      const numbers = result.numbers.split(' ');
      expect(numbers).toHaveLength(6);
      expect(new Set(numbers).size).toBe(6);
      expect(numbers.every((n) => /^\d{2}$/.test(n) && Number(n) >= 1 && Number(n) <= 42)).toBe(true);
    }
    expect(results[0]!.numero > results[1]!.numero).toBe(true);
    expect((await t.call('GET', '/lgw/lottery/results', { query: { gameCode: 'NOPE' } })).body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
  });

  it('Vietnam numbers: 100 endings, counted over the latest count VN draws', async () => {
    const board = (await t.call<{ number: string; times: number }[]>('GET', '/lgw/lottery/vn/numbers', { query: { count: 100 } })).body.value!;
    expect(board.map((entry) => entry.number)).toEqual(Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0')));
    expect(board.reduce((sum, entry) => sum + entry.times, 0)).toBe(100);
    const few = (await t.call<{ times: number }[]>('GET', '/lgw/lottery/vn/numbers', { query: { count: 7 } })).body.value!;
    expect(few).toHaveLength(100);
    expect(few.reduce((sum, entry) => sum + entry.times, 0)).toBe(7);
    const [latest] = (await t.call<LotteryResult[]>('GET', '/lgw/lottery/results/recent', { query: { prizeMode: 'ZY', recentCount: 200 } })).body.value!.filter(
      (result) => result.gameCode.startsWith('TCG_LOTTO_VN_'),
    );
    const ending = latest!.numbers.replace(/ /g, '').slice(-2);
    const one = (await t.call<{ number: string; times: number }[]>('GET', '/lgw/lottery/vn/numbers', { query: { count: 1 } })).body.value!;
    expect(one.filter((entry) => entry.times > 0)).toEqual([{ number: ending, times: 1 }]);
  });

  it('popular: count games of the mode, the most played first', async () => {
    const popular = (await t.call<LotteryItem[]>('GET', '/lgw/lottery/popular', { query: { prizeMode: 'Elott', count: 20 } })).body.value!;
    expect(popular).toHaveLength(20);
    const [top] = await t.platform.db.query<{ game_code: string }>(
      `SELECT g.game_code FROM lottery_games lg JOIN games g USING (game_code)
       ORDER BY g.popularity + (SELECT count(*) FROM lottery_bets b JOIN lottery_draws d ON d.id = b.draw_id WHERE d.game_code = g.game_code AND b.created_at > $1) * 50 DESC, lower(g.name) LIMIT 1`,
      [new Date(t.now() - 7 * 86_400_000)],
    );
    expect(popular[0]!.gameCode).toBe(top!.game_code);
    expect(
      (await t.call<LotteryItem[]>('GET', '/lgw/lottery/popular', { query: { prizeMode: 'Lott', count: 3 } })).body.value!.every(
        (item) => item.gameType === 'LOTT',
      ),
    ).toBe(true);
  });

  it('winner board: settled lottery wins of the seeded players are on it', async () => {
    const board = (await t.call<Winner[]>('GET', '/lgw/games/winners', { query: { gameCategory: 'ALL', limitNum: 50 } })).body.value!;
    expect(board).toHaveLength(50);
    expect(board.some((entry) => entry.vo.gameType === 'LOTT' || entry.vo.gameType === 'ELOTT')).toBe(true);
    const lottery = (await t.call<Winner[]>('GET', '/lgw/games/winners', { query: { gameCategory: 'ELOTT', limitNum: 50 } })).body.value!;
    expect(lottery.length).toBeGreaterThan(0);
    expect(lottery.every((entry) => entry.vo.gameType === 'ELOTT' && entry.vo.amount > 0)).toBe(true);
  });

  it('recent menus need a session and start empty for a player who never bet', async () => {
    expect((await t.call('GET', '/lgw/vn/games/game_menu/recent', { query: { prizeMode: 'Elott' } })).status).toBe(401);
    // demo_player's seeded history has lottery tickets; wd_rosa never bought one.
    const neverBet = (await t.login('wd_rosa', 'Withdraw2026')).body.value?.token ?? '';
    expect((await t.call<LotteryItem[]>('GET', '/lgw/vn/games/game_menu/recent', { token: neverBet, query: { prizeMode: 'Elott' } })).body.value).toEqual([]);
    const played = (await t.call<LotteryItem[]>('GET', '/lgw/vn/games/game_menu/recent', { token, query: { prizeMode: 'Elott' } })).body.value!;
    expect(played.map((item) => item.gameCode)).toContain('TCG_FAST3_FAST_3_ONE_MINUTE');
  });
});
