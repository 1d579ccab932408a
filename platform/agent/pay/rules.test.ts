import { describe, expect, it } from 'vitest';
import { lastClosed, periodAt } from './periods';
import { commission, pay, reachedTier, share, type TeamActivity, type Tier } from './rules';

const activity = (stakes: bigint, wins = 0n, bonuses = 0n, active = 1): TeamActivity => ({
  stakesMinor: stakes,
  winsMinor: wins,
  bonusesMinor: bonuses,
  active,
});
const TIERS: Tier[] = [
  { minBaseMinor: 100_00n, minActive: 1, rateBp: 100 },
  { minBaseMinor: 1_000_00n, minActive: 3, rateBp: 200 },
];

describe('agent pay rules (issue 17; docs/decisions/0043-agent-pay.md)', () => {
  it('takes a share in basis points, rounded down to the minor unit, and nothing of zero or less', () => {
    expect(share(199n, 50)).toBe(0n); // 0.995 → 0
    expect(share(200n, 50)).toBe(1n);
    expect(share(12_345n, 3000)).toBe(3703n); // 3703.5 → 3703
    expect(share(0n, 3000)).toBe(0n);
    expect(share(-10_000n, 3000)).toBe(0n);
  });

  it('pays commission on net revenue (stakes − wins − bonuses) and on turnover at the contract rates', () => {
    expect(commission(activity(100_000n, 60_000n, 10_000n), { netBp: 3000, turnoverBp: 50 })).toEqual({
      netRevenueMinor: 30_000n,
      netCommissionMinor: 9_000n,
      turnoverCommissionMinor: 500n,
      totalMinor: 9_500n,
    });
  });

  it('never pays a negative commission when the team won, and still pays on turnover', () => {
    expect(commission(activity(100_000n, 150_000n), { netBp: 3000, turnoverBp: 50 })).toEqual({
      netRevenueMinor: -50_000n,
      netCommissionMinor: 0n,
      turnoverCommissionMinor: 500n,
      totalMinor: 500n,
    });
  });

  it("leaves a sub-agent's team at the sub-agent's rates: the agent keeps the difference, rounded down once", () => {
    // The whole team: 100,000 staked, net 30,000; of it, the sub-agent's team: 40,000 staked, net 10,000.
    const sub = { account: 'team_dina', rates: { netBp: 2000, turnoverBp: 30 }, activity: activity(40_000n, 30_000n) };
    expect(commission(activity(100_000n, 60_000n, 10_000n), { netBp: 3000, turnoverBp: 50 }, [sub])).toEqual({
      netRevenueMinor: 30_000n,
      netCommissionMinor: 7_000n, // 30,000 × 30% − 10,000 × 20%
      turnoverCommissionMinor: 380n, // 100,000 × 0.5% − 40,000 × 0.3%
      totalMinor: 7_380n,
    });
  });

  it("takes nothing off for a sub-agent's team that won (it earns its chain nothing), and never pays below zero", () => {
    const won = { account: 'team_dina', rates: { netBp: 2000, turnoverBp: 30 }, activity: activity(40_000n, 90_000n) };
    // Net 30,000 of the whole team, at 30%: the sub-agent's −50,000 neither adds nor takes away.
    expect(commission(activity(100_000n, 60_000n, 10_000n), { netBp: 3000, turnoverBp: 50 }, [won]).netCommissionMinor).toBe(9_000n);
    // A sub-agent at the agent's own rates on the whole team's figures: the agent keeps nothing, and owes nothing.
    const same = { account: 'chaina', rates: { netBp: 3000, turnoverBp: 50 }, activity: activity(100_000n, 60_000n, 10_000n) };
    expect(commission(activity(100_000n, 60_000n, 10_000n), { netBp: 3000, turnoverBp: 50 }, [same]).totalMinor).toBe(0n);
    const higher = { account: 'chaina', rates: { netBp: 3500, turnoverBp: 60 }, activity: activity(100_000n, 60_000n, 10_000n) };
    expect(commission(activity(100_000n, 60_000n, 10_000n), { netBp: 3000, turnoverBp: 50 }, [higher]).totalMinor).toBe(0n);
  });

  it('pays nothing for no activity', () => {
    expect(commission(activity(0n, 0n, 0n, 0), { netBp: 3000, turnoverBp: 50 }).totalMinor).toBe(0n);
    expect(pay('daily', TIERS, activity(0n, 0n, 0n, 0))).toEqual({ baseMinor: 0n, active: 0, tier: null, amountMinor: 0n });
  });

  it('reaches a tier exactly at its threshold, not one minor unit below', () => {
    expect(reachedTier(TIERS, 100_00n, 1)).toEqual(TIERS[0]);
    expect(reachedTier(TIERS, 100_00n - 1n, 1)).toBeNull();
    expect(pay('hourly', TIERS, activity(100_00n)).amountMinor).toBe(100n);
    expect(pay('hourly', TIERS, activity(100_00n - 1n)).amountMinor).toBe(0n);
  });

  it('needs both minimums of a tier: sales without enough active members stay on the lower tier', () => {
    expect(reachedTier(TIERS, 5_000_00n, 2)).toEqual(TIERS[0]);
    expect(reachedTier(TIERS, 5_000_00n, 3)).toEqual(TIERS[1]);
    expect(reachedTier(TIERS, 1_000_00n - 1n, 3)).toEqual(TIERS[0]);
    expect(reachedTier(TIERS, 5_000_00n, 0)).toBeNull();
  });

  it('pays a salary on sales and the dividend on net revenue, never on a negative net revenue', () => {
    const lost = activity(2_000_00n, 3_000_00n, 0n, 5);
    expect(pay('realtime', TIERS, lost)).toMatchObject({ baseMinor: 2_000_00n, amountMinor: 4_000n });
    expect(pay('dividend', TIERS, lost)).toEqual({ baseMinor: -1_000_00n, active: 5, tier: null, amountMinor: 0n });
    expect(pay('dividend', TIERS, activity(2_000_00n, 500_00n, 500_00n, 3))).toMatchObject({ baseMinor: 1_000_00n, amountMinor: 2_000n });
  });
});

describe('pay periods', () => {
  const at = Date.parse('2026-11-21T10:07:30Z'); // 18:07 in Manila

  it('cuts real-time salary every 5 minutes and hourly salary by the hour', () => {
    expect(periodAt('realtime', at)).toEqual({ key: '2026-11-21T10:05', from: Date.parse('2026-11-21T10:05:00Z'), to: Date.parse('2026-11-21T10:10:00Z') });
    expect(lastClosed('realtime', at).key).toBe('2026-11-21T10:00');
    expect(periodAt('realtime', Date.parse('2026-11-21T10:10:00Z')).key).toBe('2026-11-21T10:10');
    expect(lastClosed('hourly', at)).toMatchObject({ key: '2026-11-21T09:00', to: Date.parse('2026-11-21T10:00:00Z') });
  });

  it('cuts daily wages at Manila midnight and the dividend by half month', () => {
    expect(periodAt('daily', at)).toEqual({ key: '2026-11-21', from: Date.parse('2026-11-20T16:00:00Z'), to: Date.parse('2026-11-21T16:00:00Z') });
    expect(lastClosed('daily', at).key).toBe('2026-11-20');
    expect(periodAt('dividend', at)).toEqual({ key: '2026-11-H2', from: Date.parse('2026-11-15T16:00:00Z'), to: Date.parse('2026-11-30T16:00:00Z') });
    expect(lastClosed('dividend', at).key).toBe('2026-11-H1');
    expect(periodAt('dividend', Date.parse('2026-12-31T16:30:00Z')).key).toBe('2027-01-H1');
  });
});

describe("my income's periods", () => {
  it('lists 14 days, 8 weeks from Monday or 6 months, newest first, each ending the day before the next starts', async () => {
    const { incomeRanges } = await import('./status');
    const days = incomeRanges('day', '2026-11-21');
    expect(days).toHaveLength(14);
    expect(days[0]).toEqual({ from: '2026-11-21', next: '2026-11-22' });
    // 2026-11-21 is a Saturday: its week began on Monday the 16th.
    expect(incomeRanges('week', '2026-11-21').slice(0, 2)).toEqual([
      { from: '2026-11-16', next: '2026-11-23' },
      { from: '2026-11-09', next: '2026-11-16' },
    ]);
    expect(incomeRanges('week', '2026-11-16')[0]).toEqual({ from: '2026-11-16', next: '2026-11-23' });
    const months = incomeRanges('month', '2026-02-10');
    expect(months.map((month) => month.from)).toEqual(['2026-02-01', '2026-01-01', '2025-12-01', '2025-11-01', '2025-10-01', '2025-09-01']);
    expect(months[2]).toEqual({ from: '2025-12-01', next: '2026-01-01' });
  });
});
