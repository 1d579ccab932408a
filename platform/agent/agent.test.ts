import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playRound } from '../demo-game/round';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { agentFeatureKey } from './features';
import { periodStart } from './team';

interface Overview {
  members: number;
  bets: number;
  profit: number;
  bettors: number;
  days: { day: string; bets: number; profit: number; bettors: number }[];
}
interface Team {
  agentId: number;
  members: { id: number; account: string; level: number; uplineId: number; type: number; balance: number; online: boolean }[];
}

let t: TestPlatform;
let agent = '';
beforeAll(async () => {
  t = await startTestPlatform();
  agent = (await t.login('demo_agent', 'Agent2026')).body.value!.token;
  // Seeding 90 days of play for five accounts takes a while on a shared machine.
}, 120_000);
afterAll(() => t.platform.close());

const overview = async (scope: 'direct' | 'all', days = 1) =>
  (await t.call<Overview>('GET', '/wps/agent/team/overview', { token: agent, query: { days, scope, timeZone: 'Asia/Manila' } })).body;
const team = async (search?: string) => (await t.call<Team>('GET', '/wps/agent/team/members', { token: agent, query: search ? { search } : {} })).body.value!;

describe('the agent centre on the platform (issue 17)', () => {
  it('walks the downline two levels deep: the direct team is the first level, the whole team every level', async () => {
    const { agentId, members } = await team();
    const dina = members.find((member) => member.account === 'team_dina')!;
    expect(members.filter((member) => member.level === 1).map((member) => member.account)).toEqual(['team_ana', 'team_ben', 'team_carlo', 'team_dina']);
    expect(dina).toMatchObject({ uplineId: agentId, type: 1 });
    expect(members.find((member) => member.account === 'team_eli')).toMatchObject({ level: 2, uplineId: dina.id, balance: 150 });
    expect((await overview('direct')).value).toMatchObject({ members: 4 });
    expect((await overview('all')).value).toMatchObject({ members: 5 });
  });

  it('finds members by a part of their account, any case', async () => {
    expect((await team('ELI')).members.map((member) => member.account)).toEqual(['team_eli']);
    expect((await team('nobody')).members).toEqual([]);
  });

  it('counts a round of a second-level player in the whole team today, not in the direct team', async () => {
    const before = { all: (await overview('all')).value!, direct: (await overview('direct')).value! };
    const { members } = await team('team_eli');
    const [game] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' ORDER BY game_code LIMIT 1");
    const played = await playRound(t.platform.db, { memberId: BigInt(members[0]!.id), gameCode: game!.game_code, stakeMinor: 500n, now: t.now() }, () => 0);
    expect(played.ok).toBe(true);
    const win = played.ok ? Number(played.round.winMinor) / 100 : 0;
    const after = { all: (await overview('all')).value!, direct: (await overview('direct')).value! };
    expect(after.all.bets).toBe(before.all.bets + 5);
    expect(after.all.profit).toBeCloseTo(before.all.profit + win - 5, 2);
    expect(after.all.bettors).toBe(before.all.bettors + 1);
    expect(after.all.days.at(-1)!.bets).toBe(before.all.days.at(-1)!.bets + 5);
    expect(after.direct).toEqual(before.direct);
  });

  it('answers a day per day of the period, oldest first, ending today', async () => {
    const { days } = (await overview('all', 15)).value!;
    expect(days).toHaveLength(15);
    expect(days.map((day) => day.day)).toEqual([...days.map((day) => day.day)].sort());
    expect(days.at(-1)!.day).toBe('2026-11-21');
    // Ninety days of seeded play end 8 days before seeding: 15 days reach into them, today alone does not.
    expect(days.some((day) => day.bets > 0)).toBe(true);
  });

  it('starts a period at local midnight of its first day', () => {
    const now = Date.parse('2026-11-21T10:00:00Z'); // 18:00 in Manila
    expect(new Date(periodStart(1, now, 'Asia/Manila')).toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(new Date(periodStart(7, now, 'Asia/Manila')).toISOString()).toBe('2026-11-14T16:00:00.000Z');
  });

  it('refuses players (NOT_AGENT) and trial accounts (NEED_REAL_ACCOUNT), and a period it does not offer', async () => {
    const player = (await t.login('team_ana', 'TeamAna2026')).body.value!.token;
    const trial = (await t.login('demo_trial', 'Trial2026')).body.value!.token;
    for (const path of ['/wps/agent/team/members', '/wps/member/info/funds/consolidated'])
      expect((await t.call('GET', path, { token: player })).body).toMatchObject({ success: false, errorCode: 'NOT_AGENT' });
    expect((await t.call('GET', '/wps/agent/team/members', { token: trial })).body).toMatchObject({ success: false, errorCode: 'NEED_REAL_ACCOUNT' });
    expect((await t.call('GET', '/wps/agent/team/overview', { token: agent, query: { days: 3, scope: 'all', timeZone: 'Asia/Manila' } })).status).toBe(400);
  });

  it("seeds the agents' announcements as notices of type AG, apart from the players' notice bar", async () => {
    const notices = async (types: string) => (await t.call<{ title: string }[]>('GET', '/wps/system/announcements', { query: { types } })).body.value!;
    expect((await notices('AG')).map((notice) => notice.title)).toEqual(['Commission statements for November', 'Invite responsibly']);
    expect((await notices('B')).map((notice) => notice.title)).not.toContain('Invite responsibly');
  });

  it('answers each agent type', async () => {
    for (const [account, password] of [
      ['agent_two', 'AgentTwo2026'],
      ['agent_41', 'Agent41x2026'],
      ['agent_42', 'Agent42x2026'],
    ] as const) {
      const token = (await t.login(account, password)).body.value!.token;
      expect((await t.call<Team>('GET', '/wps/agent/team/members', { token })).body.value!.members).toEqual([]);
    }
  });

  it('reads the agent features from the consolidated settings, off until switched on', async () => {
    const funds = async () => (await t.call('GET', '/wps/member/info/funds/consolidated', { token: agent })).body.value;
    expect(await funds()).toEqual({ divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    await t.setSetting(agentFeatureKey('demo_agent', 'realtimesalreqtype'), true);
    expect(await funds()).toEqual({ divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 1 });
    await t.setSetting(agentFeatureKey('demo_agent', 'realtimesalreqtype'), false);
    expect(await funds()).toMatchObject({ realtimesalreqtype: 0 });
  });
});
