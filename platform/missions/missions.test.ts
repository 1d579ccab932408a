import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { checkLedger } from '../wallet/ledger-check';
import { newPlayer, type Player } from '../withdrawal/test-helpers';
import { dayStart, periodOf } from './missions';

interface Mission {
  id: string;
  measure: string;
  target: number;
  progress: number;
  prize: number;
  completed: boolean;
  rewardId: number | null;
  claimed: boolean;
}
interface Board {
  top: { rank: number; account: string; score: number }[];
  own: { rank: number; account: string; score: number } | null;
}

let t: TestPlatform;
let games: string[];
beforeAll(async () => {
  t = await startTestPlatform();
  games = (await t.platform.db.query<{ game_code: string }>('SELECT game_code FROM games ORDER BY game_code LIMIT 3')).map((row) => row.game_code);
}, 120_000);
afterAll(() => t.platform.close());

const missions = async (player: Player) =>
  (await t.call<{ missions: Mission[]; leaderboard: Board }>('GET', '/wps/mission/list', { token: player.token })).body.value!;
const byId = (list: Mission[], id: string) => list.find((mission) => mission.id === id)!;
const play = (player: Player, game: string, stakeMinor: bigint) =>
  playRound(t.platform.db, { memberId: player.id, gameCode: game, stakeMinor, now: t.now() }, () => 0);
const messageTitles = async (player: Player) =>
  (await t.call<{ messages: { title: string }[] }>('GET', '/wps/relay/CSP_messageList', { token: player.token })).body.value!.messages.map((m) => m.title);

describe('missions', () => {
  it('Manila periods: a day starts at 16:00 UTC, a week on Monday', () => {
    expect(new Date(dayStart(Date.parse('2026-11-21T15:59:00Z'))).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(new Date(dayStart(Date.parse('2026-11-21T16:00:00Z'))).toISOString()).toBe('2026-11-21T16:00:00.000Z');
    expect(new Date(periodOf('weekly', Date.parse('2026-11-21T10:00:00Z')).start).toISOString()).toBe('2026-11-15T16:00:00.000Z');
  });

  it('a bet that completes a mission grants its prize at once, without any page read; reading grants nothing', async () => {
    const player = await newPlayer(t, { balance: 100_000n, rank: 1 });
    await play(player, games[0]!, 10_000n);
    const prizes = () => t.platform.db.query<{ source: string }>("SELECT source FROM member_rewards WHERE member_id = $1 AND kind = 'mission'", [player.id]);
    expect((await prizes()).map((row) => row.source)).toEqual([expect.stringMatching(/^mission:daily-play:\d{4}-\d{2}-\d{2}$/)]);
    // A bet recorded without its event (as an import would) completes the variety mission on paper only: reading grants nothing.
    for (const game of games) {
      await t.platform.db.query(
        "INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at) VALUES ($1, $2, $3, 100, 0, '{}', $4)",
        [randomUUID(), player.id, game, new Date(t.now())],
      );
    }
    expect(byId((await missions(player)).missions, 'daily-variety')).toMatchObject({ completed: true, rewardId: null });
    await t.call('GET', '/wps/reward/list', { token: player.token });
    expect(await prizes()).toHaveLength(1);
  });

  it('measures real play, grants a completed mission once with a message, and the prize is claimed once through the reward centre', async () => {
    const player = await newPlayer(t, { balance: 100_000n, rank: 1 });
    const first = await missions(player);
    // Nothing played yet; logging in (newPlayer does) counts one day of the week's logins.
    expect(byId(first.missions, 'daily-play')).toMatchObject({ completed: false, progress: 0, target: 1, prize: 2, rewardId: null });
    expect(byId(first.missions, 'weekly-logins')).toMatchObject({ completed: false, progress: 1, target: 3 });
    expect(byId(first.missions, 'daily-bets')).toMatchObject({ measure: 'amount', progress: 0, target: 500 });

    await play(player, games[0]!, 10_000n);
    await play(player, games[1]!, 5_000n);
    const second = await missions(player);
    expect(byId(second.missions, 'daily-play')).toMatchObject({ completed: true, progress: 2, rewardId: expect.any(Number), claimed: false });
    expect(byId(second.missions, 'daily-variety')).toMatchObject({ completed: false, progress: 2, target: 3, rewardId: null });
    expect(byId(second.missions, 'daily-bets')).toMatchObject({ completed: false, progress: 150 });
    await missions(player);
    expect(await messageTitles(player)).toEqual(['Mission completed']);

    const rewards = (
      await t.call<{ waiting: { id: number; kind: string; amount: number; turnover: number }[] }>('GET', '/wps/reward/list', { token: player.token })
    ).body.value!.waiting;
    expect(rewards.filter((reward) => reward.kind === 'mission').map((reward) => reward.amount)).toEqual([2]);
    const games2 = byId(second.missions, 'daily-play').rewardId!;
    const key = randomUUID();
    const claim = () => t.call('POST', '/wps/reward/claim', { token: player.token, body: { id: games2, idempotencyKey: key } });
    const [a, b] = await Promise.all([claim(), claim()]);
    expect(a.body).toEqual(b.body);
    expect((await t.call('POST', '/wps/reward/claim', { token: player.token, body: { id: games2, idempotencyKey: randomUUID() } })).body).toMatchObject({
      errorCode: 'ALREADY_CLAIMED',
    });
    const credits = await t.platform.db.query<{ n: number }>("SELECT COUNT(*)::int AS n FROM ledger_entries WHERE member_id = $1 AND kind = 'REWARD'", [
      player.id,
    ]);
    expect(credits[0]!.n).toBe(1);
    expect(byId((await missions(player)).missions, 'daily-play')).toMatchObject({ claimed: true });
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('a new day starts the daily missions again; the week keeps counting', async () => {
    const player = await newPlayer(t, { balance: 100_000n, rank: 1 });
    await play(player, games[0]!, 20_000n);
    const today = byId((await missions(player)).missions, 'daily-play').rewardId;
    expect(today).toEqual(expect.any(Number));
    t.advance(86_400_000);
    // The session has ended by then: logging in again is the second day with a login.
    const again = { ...player, token: (await t.login(player.account, 'Player2026')).body.value!.token };
    const next = await missions(again);
    expect(byId(next.missions, 'daily-play')).toMatchObject({ completed: false, progress: 0, rewardId: null });
    expect(byId(next.missions, 'daily-bets')).toMatchObject({ progress: 0 });
    expect(byId(next.missions, 'weekly-bets')).toMatchObject({ progress: 200 });
    expect(byId(next.missions, 'weekly-logins')).toMatchObject({ progress: 2, target: 3 });
  });

  it('ranks the week by missions completed, masks accounts, and gives the member its own rank', async () => {
    const busy = await newPlayer(t, { balance: 100_000n, rank: 1 });
    await play(busy, games[0]!, 60_000n);
    const board = (await missions(busy)).leaderboard;
    const own = board.own!;
    // Played a game, and ₱600 of valid bets today.
    expect(own.score).toBe(2);
    expect(own.account).toBe(`${busy.account.slice(0, 2)}***${busy.account.slice(-2)}`);
    expect(board.top.find((row) => row.rank === own.rank)).toEqual(own);
    expect(board.top.map((row) => row.score)).toEqual([...board.top.map((row) => row.score)].sort((x, y) => y - x));
    const idle = await newPlayer(t, { rank: 1 });
    await t.platform.db.query('DELETE FROM member_logins WHERE member_id = $1', [idle.id]);
    expect((await missions(idle)).leaderboard.own).toBeNull();
  });

  it("ranks every player's completions of the week as they happen, though none of them opened a page: top, own rank, masked", async () => {
    const [three, two, one] = [await newPlayer(t, { rank: 1 }), await newPlayer(t, { rank: 1 }), await newPlayer(t, { rank: 1 })];
    // three: three games and ₱600 (play, variety, ₱500 of bets); two: ₱600 in one game (play, bets); one: ₱10.
    for (const game of games) await play(three, game, 20_000n);
    await play(two, games[0]!, 60_000n);
    await play(one, games[0]!, 1_000n);
    const viewer = await newPlayer(t, { rank: 1 });
    const board = (await missions(viewer)).leaderboard;
    // Test accounts share their masked form (wd***NN): each player's own row says which is theirs.
    const own = async (player: Player) => (await missions(player)).leaderboard.own!;
    const [first, second, third] = [await own(three), await own(two), await own(one)];
    expect([first.score, second.score, third.score]).toEqual([3, 2, 1]);
    expect(first.rank).toBeLessThan(second.rank);
    expect(second.rank).toBeLessThan(third.rank);
    for (const row of [first, second, third]) expect(board.top).toContainEqual(row);
    expect(first.account).toBe(`${three.account.slice(0, 2)}***${three.account.slice(-2)}`);
    expect(board.top.length).toBeLessThanOrEqual(50);
    expect(board.own).toBeNull();
  });
});
