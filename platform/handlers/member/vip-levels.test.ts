import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, VipLevels } from '../../../src/contract/calls/member';
import { DEMO_ACCOUNTS } from '../../seed/accounts';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform();
});
afterAll(() => t.platform.close());

const levels = async (options: { language?: string; query?: Record<string, string> } = {}) => {
  const reply = await t.call<VipLevels>('GET', '/wps/member/vip/levels', options);
  expect(reply.status).toBe(200);
  return reply.body.value!;
};

describe('GET /wps/member/vip/levels', () => {
  it('lists eight levels, lowest rank first, in pesos, without a session', async () => {
    const value = await levels();
    expect(value.currency).toBe('PHP');
    expect(value.levels.map((level) => level.rankLevel)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(value.levels.map((level) => level.name)).toEqual(['Bronze', 'Silver', 'Gold', 'Platinum', 'Diamond', 'Ruby', 'Emerald', 'Crown']);
    expect(value.levels[1]).toEqual({
      rankLevel: 2,
      labelName: 'Silver',
      name: 'Silver',
      requirements: { cumulativeDeposit: 5000, turnover: 25000 },
      benefits: { upgradeBonus: 88, birthdayBonus: 58, weeklyRebatePercent: 0.4, dailyWithdrawalLimit: 100000, dailyWithdrawalCount: 5, vipService: false },
    });
  });

  it('asks more and gives more at every rank', async () => {
    const { levels: all } = await levels();
    for (const [index, level] of all.entries()) {
      const below = all[index - 1];
      if (!below) continue;
      expect(level.requirements.cumulativeDeposit, level.name).toBeGreaterThan(below.requirements.cumulativeDeposit);
      expect(level.requirements.turnover, level.name).toBeGreaterThan(below.requirements.turnover);
      expect(level.benefits.weeklyRebatePercent, level.name).toBeGreaterThan(below.benefits.weeklyRebatePercent);
      expect(level.benefits.dailyWithdrawalLimit, level.name).toBeGreaterThan(below.benefits.dailyWithdrawalLimit);
    }
    expect(all.at(-1)?.benefits.weeklyRebatePercent).toBe(1.2);
  });

  it('gives the dedicated VIP service from rank 5 (docs/product.md §4: rank level above 4)', async () => {
    const { levels: all } = await levels();
    expect(all.filter((level) => level.benefits.vipService).map((level) => level.rankLevel)).toEqual([5, 6, 7, 8]);
  });

  it('names the levels in Filipino for TY, by header or by parameter, and in English otherwise', async () => {
    const byHeader = await levels({ language: 'TY' });
    expect(byHeader.levels.slice(0, 3).map((level) => level.name)).toEqual(['Tanso', 'Pilak', 'Ginto']);
    expect(byHeader.levels[0]?.labelName).toBe('Bronze');
    expect((await levels({ language: 'EN', query: { language: 'ty' } })).levels[2]?.name).toBe('Ginto');
    expect((await levels({ language: 'DE' })).levels[2]?.name).toBe('Gold');
  });

  it('has a level for the club label of every seeded member', async () => {
    const { levels: all } = await levels();
    const labelled = DEMO_ACCOUNTS.flatMap((account) =>
      'clubLabel' in account && account.clubLabel ? [{ username: account.username, clubLabel: account.clubLabel }] : [],
    );
    // Several seeded members carry a club label, so the loop below checks something.
    expect(labelled.length).toBeGreaterThan(0);
    for (const account of labelled) {
      expect(all.find((level) => level.rankLevel === account.clubLabel.rankLevel)?.labelName, account.username).toBe(account.clubLabel.labelName);
    }
    const token = (await t.login('demo_player', 'Player2026')).body.value!.token;
    const info = (await t.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value!;
    expect(info.clubLabel).toEqual({ labelName: 'Silver', rankLevel: 2 });
  });

  it("shows an operator's own levels and leaves them alone when seeding again", async () => {
    await t.platform.db.query(`UPDATE vip_levels SET upgrade_bonus_minor = 10000 WHERE rank_level = 2`);
    const { seedVipLevels } = await import('../../seed/vip');
    await seedVipLevels(t.platform.db);
    expect((await levels()).levels[1]?.benefits.upgradeBonus).toBe(100);
  });
});
