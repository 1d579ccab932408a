import { describe, expect, it } from 'vitest';
import { asMinorUnits } from '../../contract/money';
import type { VipLevel } from '../../contract/calls/member';
import { describeDevice, vipProgress } from './account';

describe('describeDevice', () => {
  it('names the browser and the system', () => {
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36')).toBe('Chrome · Android');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1')).toBe(
      'Safari · iOS',
    );
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36 Edg/130.0')).toBe('Edge · Windows');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toBe('Firefox · Linux');
  });

  it('says nothing it does not know', () => {
    expect(describeDevice('')).toBe('');
    expect(describeDevice('curl/8.0')).toBe('');
  });
});

const level = (rankLevel: number, deposit: number, turnover: number) =>
  ({ rankLevel, name: `L${rankLevel}`, requirements: { cumulativeDeposit: asMinorUnits(deposit), turnover: asMinorUnits(turnover) } }) as unknown as VipLevel;
const levels = [level(1, 0, 0), level(2, 500_000, 2_500_000), level(3, 2_000_000, 10_000_000)];
const counters = (deposit: number, turnover: number) => ({ cumulativeDeposit: asMinorUnits(deposit), turnover: asMinorUnits(turnover) });

describe('vipProgress', () => {
  it('measures both requirements of the next level, in whole percent, capped at 100', () => {
    const progress = vipProgress(levels, 1, counters(125_000, 3_000_000));
    expect(progress?.next.rankLevel).toBe(2);
    expect(progress?.deposit).toEqual({ done: 125_000, needed: 500_000, percent: 25 });
    expect(progress?.turnover.percent).toBe(100);
  });

  it('aims at the lowest level without a rank, and nowhere at the top', () => {
    expect(vipProgress(levels, null, counters(0, 0))?.next.rankLevel).toBe(1);
    expect(vipProgress(levels, null, counters(0, 0))?.deposit.percent).toBe(100);
    expect(vipProgress(levels, 3, counters(0, 0))).toBeNull();
  });
});
