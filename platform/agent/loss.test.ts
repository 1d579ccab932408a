import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../test-support';

/** User loss statements on the platform (issue 17 item 6; platform/agent/loss.ts). */
interface Figures {
  bets: number;
  stake: number;
  validBet: number;
  win: number;
  net: number;
  bonus: number;
}
interface Loss {
  rows: (Figures & { account: string; level: number })[];
  totals: Figures;
}

let t: TestPlatform;
let agent = '';
beforeAll(async () => {
  t = await startTestPlatform();
  agent = (await t.login('demo_agent', 'Agent2026')).body.value!.token;
}, 120_000);
afterAll(() => t.platform.close());

const loss = async (scope: 'direct' | 'all', days = 30, token = agent) =>
  (
    await t.call<Loss>('GET', '/wps/agent/team/loss', {
      token,
      query: { from: new Date(t.now() - days * 86_400_000).toISOString(), to: new Date(t.now() + 60_000).toISOString(), scope },
    })
  ).body;

describe('user loss statements', () => {
  it('lists each team member with play in the range, from real bets, with totals that add up', async () => {
    const { rows, totals } = (await loss('all')).value!;
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.net).toBeCloseTo(row.win - row.validBet, 2);
      expect(row.stake).toBeGreaterThanOrEqual(row.validBet);
    }
    const sum = (key: keyof Figures) => rows.reduce((total, row) => total + row[key], 0);
    for (const key of ['bets', 'stake', 'validBet', 'win', 'net', 'bonus'] as const) expect(totals[key]).toBeCloseTo(sum(key), 2);
  });

  it('moves a member’s figures by a round’s stake and win, in the whole team but not the direct team for the second level', async () => {
    const before = (await loss('all')).value!;
    const directBefore = (await loss('direct')).value!;
    const [eli] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account_key = 'team_eli'");
    const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
    const played = await playRound(t.platform.db, { memberId: BigInt(eli!.id), gameCode: game!.game_code, stakeMinor: 500n, now: t.now() }, () => 0);
    expect(played.ok).toBe(true);
    const win = played.ok ? Number(played.round.winMinor) / 100 : 0;
    const after = (await loss('all')).value!;
    const eliBefore = before.rows.find((row) => row.account === 'team_eli') ?? { bets: 0, stake: 0, validBet: 0, win: 0, net: 0 };
    const eliAfter = after.rows.find((row) => row.account === 'team_eli')!;
    expect(eliAfter).toMatchObject({ level: 2, bets: eliBefore.bets + 1 });
    expect(eliAfter.stake).toBeCloseTo(eliBefore.stake + 5, 2);
    expect(eliAfter.validBet).toBeCloseTo(eliBefore.validBet + 5, 2);
    expect(eliAfter.win).toBeCloseTo(eliBefore.win + win, 2);
    expect(eliAfter.net).toBeCloseTo(eliBefore.net + win - 5, 2);
    expect(after.totals.stake).toBeCloseTo(before.totals.stake + 5, 2);
    expect((await loss('direct')).value).toEqual(directBefore);
    expect((await loss('direct')).value!.rows.some((row) => row.account === 'team_eli')).toBe(false);
  });

  it('refuses a range beyond 90 days under `from`, and a player', async () => {
    expect(await loss('all', 120)).toMatchObject({ success: false, errorCode: 'VALIDATION', value: { field: 'from' } });
    const player = (await t.login('demo_player', 'Player2026')).body.value!.token;
    expect(await loss('all', 7, player)).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
  });
});

interface Bets {
  totalRows: number;
  totalPages: number;
  rows: { account: string; stake: number; win: number; net: number; gameType: string }[];
  totals: { count: number; stake: number; win: number; net: number };
}
const bets = async (query: Record<string, string | number>) =>
  (
    await t.call<Bets>('GET', '/wps/agent/team/bets', {
      token: agent,
      query: { from: new Date(t.now() - 30 * 86_400_000).toISOString(), to: new Date(t.now() + 60_000).toISOString(), scope: 'all', ...query },
    })
  ).body;

describe('team betting history (issue 17 item 5)', () => {
  it('pages the whole team’s bets newest first, with the totals of the filter', async () => {
    const first = (await bets({ pageNo: 1 })).value!;
    expect(first.totalRows).toBeGreaterThan(20);
    expect(first.rows).toHaveLength(20);
    expect(first.totalPages).toBe(Math.ceil(first.totalRows / 20));
    const accounts = new Set(first.rows.map((row) => row.account));
    expect([...accounts].every((account) => account.startsWith('team_'))).toBe(true);
  });

  it('keeps one member’s bets, and only the second level’s member in the whole team', async () => {
    const eli = (await bets({ account: 'TEAM_ELI' })).value!;
    expect(eli.totalRows).toBeGreaterThan(0);
    expect(new Set(eli.rows.map((row) => row.account))).toEqual(new Set(['team_eli']));
    expect((await bets({ account: 'team_eli', scope: 'direct' })).value!.totalRows).toBe(0);
    expect((await bets({ account: 'demo_player' })).value!.totalRows).toBe(0);
  });

  it('filters by game type, and its totals are those of its rows', async () => {
    const none = (await bets({ gameType: 'NOTHING' })).value!;
    expect(none).toMatchObject({ totalRows: 0, totals: { count: 0, stake: 0 } });
    const rng = (await bets({ gameType: 'RNG', account: 'team_eli' })).value!;
    expect(rng.rows.every((row) => row.gameType === 'RNG')).toBe(true);
    expect(rng.totalRows).toBeGreaterThan(0);
    expect(rng.totals.count).toBe(rng.totalRows);
  });
});
