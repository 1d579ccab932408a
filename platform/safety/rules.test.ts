import { describe, expect, it } from 'vitest';
import {
  blockEnds,
  blockHolds,
  classifyChange,
  confirmableAt,
  inWindow,
  lapsesAt,
  leftOf,
  limitInForce,
  pendingPhase,
  PERIOD_MS,
  PERIODS,
  resetsAt,
  sessionEndsAt,
  suffixNets,
  type Usage,
  usedIn,
  wouldExceed,
} from './rules';

const NOW = Date.UTC(2026, 2, 31, 12, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('rolling windows', () => {
  it.each(PERIODS)('%s: counts after now - length up to now, not exactly at the start', (period) => {
    const length = PERIOD_MS[period];
    expect(inWindow(NOW - length, NOW, period)).toBe(false);
    expect(inWindow(NOW - length + 1, NOW, period)).toBe(true);
    expect(inWindow(NOW, NOW, period)).toBe(true);
    expect(inWindow(NOW + 1, NOW, period)).toBe(false);
  });

  it('has 24 hours, 7 days and 30 days', () => {
    expect(PERIOD_MS).toEqual({ day: DAY, week: 7 * DAY, month: 30 * DAY });
  });

  it('sums what is in the window; a net gain counts as no loss', () => {
    const usage = [
      { at: NOW - DAY, amount: 100n },
      { at: NOW - DAY + 1, amount: 200n },
      { at: NOW - HOUR, amount: 50n },
    ];
    expect(usedIn(usage, NOW, 'day')).toBe(250n);
    expect(usedIn(usage, NOW, 'week')).toBe(350n);
    expect(
      usedIn(
        [
          { at: NOW, amount: 100n },
          { at: NOW, amount: -300n },
        ],
        NOW,
        'day',
      ),
    ).toBe(0n);
  });

  it('nets a pool on its own and never below zero, so a return offsets only what went in in the window', () => {
    const usage = [
      { at: NOW - HOUR, amount: 100n },
      { at: NOW - 8 * DAY, amount: 5_000n, pool: 'wallet:SABA' },
      { at: NOW - HOUR, amount: -5_000n, pool: 'wallet:SABA' },
      { at: NOW - 2 * HOUR, amount: 300n, pool: 'wallet:EVO' },
      { at: NOW - HOUR, amount: -200n, pool: 'wallet:EVO' },
    ];
    // The day: 100 lost, SABA's return has nothing in the window to offset, EVO nets 100.
    expect(usedIn(usage, NOW, 'day')).toBe(200n);
    // The month holds SABA's money in too: it nets to zero.
    expect(usedIn(usage, NOW, 'month')).toBe(200n);
    expect(
      usedIn(
        [
          { at: NOW, amount: 50n },
          { at: NOW, amount: -80n, pool: 'lottery:a' },
        ],
        NOW,
        'day',
      ),
    ).toBe(50n);
    // Collected first, sent again after: the return cannot cancel what is sent later.
    const collectedThenSent = [
      { at: NOW - HOUR * 3, amount: -5_000n, pool: 'wallet:SABA' },
      { at: NOW - HOUR * 2, amount: 100n, pool: 'wallet:SABA' },
      { at: NOW - HOUR, amount: 100n, pool: 'wallet:SABA' },
    ];
    expect(usedIn(collectedThenSent, NOW, 'day')).toBe(200n);
    expect(usedIn(collectedThenSent.toReversed(), NOW, 'day')).toBe(200n);
  });

  it.each(PERIODS)('%s: resets when the oldest counted movement leaves the window', (period) => {
    const length = PERIOD_MS[period];
    const usage = [
      { at: NOW - length, amount: 999n },
      { at: NOW - length + 5, amount: 100n },
      { at: NOW - 1, amount: 100n },
    ];
    expect(resetsAt(usage, NOW, period)).toBe(NOW + 5);
    // one millisecond past that moment, the oldest no longer counts
    expect(usedIn(usage, NOW + 5, period)).toBe(100n);
    expect(usedIn(usage, NOW + 4, period)).toBe(200n);
    expect(resetsAt([], NOW, period)).toBeNull();
  });

  it('resets when some of the limit comes free: not when a stake its payout cancelled leaves, nor while nothing counts', () => {
    const length = PERIOD_MS.day;
    const usage = [
      // A lottery ticket won back its stake: it counts nothing, and its leaving frees nothing.
      { at: NOW - length + 10, amount: 500n, pool: 'lottery:1' },
      { at: NOW - length + 20, amount: -500n, pool: 'lottery:1' },
      { at: NOW - length + 30, amount: 200n },
    ];
    expect(usedIn(usage, NOW, 'day')).toBe(200n);
    expect(resetsAt(usage, NOW, 'day')).toBe(NOW + 30);
    expect(usedIn(usage, NOW + 30, 'day')).toBe(0n);
    // Wins above the losses: nothing is used, nothing to reset.
    expect(resetsAt([...usage, { at: NOW - 1, amount: -300n }], NOW, 'day')).toBeNull();
  });

  it("a pool's net once its first legs have left, from one pass", () => {
    // 100 in, 300 back, 50 in, 20 back: 30 whether or not the first two have left; a lone return is 0.
    expect(suffixNets([100n, -300n, 50n, -20n])).toEqual([30n, 30n, 30n, 0n, 0n]);
    expect(suffixNets([300n, -100n, 50n])).toEqual([250n, 50n, 50n, 0n]);
    expect(suffixNets([-50n, 100n])).toEqual([100n, 100n, 0n]);
    expect(suffixNets([])).toEqual([0n]);
  });

  it('resets at the moment a brute force over every leaving time finds, for random windows of pooled and loose legs', () => {
    // The definition: the first leaving time at which usedIn is below what it is now.
    const bruteForce = (usage: Usage[], period: 'day'): number | null => {
      const used = usedIn(usage, NOW, period);
      if (used === 0n) return null;
      const times = [...new Set(usage.filter((entry) => inWindow(entry.at, NOW, period)).map((entry) => entry.at + PERIOD_MS[period]))].toSorted(
        (a, b) => a - b,
      );
      return times.find((at) => usedIn(usage, at, period) < used) ?? null;
    };
    let seed = 7;
    const random = (below: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % below;
    };
    for (let round = 0; round < 300; round += 1) {
      const usage: Usage[] = Array.from({ length: 1 + random(12) }, () => {
        const pool = random(3);
        return {
          // Whole hours: several legs at one instant, some exactly a day old or older (outside).
          at: NOW - random(26) * HOUR,
          amount: BigInt(random(400) - 200),
          ...(pool === 0 ? {} : { pool: `wallet:${pool}` }),
        };
      });
      expect(
        resetsAt(usage, NOW, 'day'),
        JSON.stringify(usage, (_, value) => (typeof value === 'bigint' ? String(value) : value)),
      ).toBe(bruteForce(usage, 'day'));
    }
  });
});

describe('limits', () => {
  it('the lower of player and operator is in force', () => {
    expect(limitInForce(null, null)).toBeNull();
    expect(limitInForce(500n, null)).toEqual({ amount: 500n, source: 'player' });
    expect(limitInForce(null, 300n)).toEqual({ amount: 300n, source: 'operator' });
    expect(limitInForce(500n, 300n)).toEqual({ amount: 300n, source: 'operator' });
    expect(limitInForce(200n, 300n)).toEqual({ amount: 200n, source: 'player' });
    expect(limitInForce(300n, 300n)).toEqual({ amount: 300n, source: 'player' });
  });

  it('reaching a limit exactly is allowed, one unit more is not', () => {
    expect(wouldExceed(500n, 400n, 100n)).toBe(false);
    expect(wouldExceed(500n, 400n, 101n)).toBe(true);
    expect(leftOf(500n, 400n)).toBe(100n);
    expect(leftOf(500n, 600n)).toBe(0n);
  });

  it('adding or lowering applies at once; raising or removing waits', () => {
    expect(classifyChange(null, 500n)).toBe('immediate');
    expect(classifyChange(500n, 400n)).toBe('immediate');
    expect(classifyChange(500n, 501n)).toBe('pending');
    expect(classifyChange(500n, null)).toBe('pending');
    expect(classifyChange(500n, 500n)).toBe('same');
    expect(classifyChange(null, null)).toBe('same');
  });

  it('a raise waits 24 hours, may then be confirmed for 7 days, then lapses', () => {
    const asked = NOW;
    expect(confirmableAt(asked)).toBe(NOW + DAY);
    expect(lapsesAt(asked)).toBe(NOW + 8 * DAY);
    expect(pendingPhase(asked, NOW + DAY - 1)).toBe('waiting');
    expect(pendingPhase(asked, NOW + DAY)).toBe('confirmable');
    expect(pendingPhase(asked, NOW + 8 * DAY - 1)).toBe('confirmable');
    expect(pendingPhase(asked, NOW + 8 * DAY)).toBe('lapsed');
  });
});

describe('time-outs and self-exclusion', () => {
  it('time-outs last 24 hours, 7 days, 30 days or 6 weeks', () => {
    expect(blockEnds(NOW, '24h')).toBe(NOW + DAY);
    expect(blockEnds(NOW, '7d')).toBe(NOW + 7 * DAY);
    expect(blockEnds(NOW, '30d')).toBe(NOW + 30 * DAY);
    expect(blockEnds(NOW, '6w')).toBe(NOW + 42 * DAY);
  });

  it('self-exclusion counts calendar months; indefinite has no end', () => {
    expect(new Date(blockEnds(Date.UTC(2026, 0, 15), '6m')!).toISOString()).toBe('2026-07-15T00:00:00.000Z');
    expect(new Date(blockEnds(Date.UTC(2026, 0, 15), '1y')!).toISOString()).toBe('2027-01-15T00:00:00.000Z');
    expect(new Date(blockEnds(Date.UTC(2026, 0, 15), '2y')!).toISOString()).toBe('2028-01-15T00:00:00.000Z');
    expect(new Date(blockEnds(Date.UTC(2026, 0, 15), '5y')!).toISOString()).toBe('2031-01-15T00:00:00.000Z');
    expect(blockEnds(NOW, 'indefinite')).toBeNull();
  });

  it('a time-out ends by itself at its end', () => {
    const block = { kind: 'timeout' as const, endsAt: NOW, liftRequestedAt: null };
    expect(blockHolds(block, NOW - 1)).toBe(true);
    expect(blockHolds(block, NOW)).toBe(false);
  });

  it('a self-exclusion past its end holds until a lift request is 24 hours old', () => {
    const ended = { kind: 'exclusion' as const, endsAt: NOW, liftRequestedAt: null };
    expect(blockHolds(ended, NOW + 365 * DAY)).toBe(true);
    const asked = { ...ended, liftRequestedAt: NOW + 10 * DAY };
    expect(blockHolds(asked, NOW + 11 * DAY - 1)).toBe(true);
    expect(blockHolds(asked, NOW + 11 * DAY)).toBe(false);
    // a request made before the end still waits 24 hours from the end
    const early = { ...ended, liftRequestedAt: NOW - 5 * DAY };
    expect(blockHolds(early, NOW + DAY - 1)).toBe(true);
    expect(blockHolds(early, NOW + DAY)).toBe(false);
    expect(blockHolds({ kind: 'exclusion', endsAt: null, liftRequestedAt: NOW }, NOW + 100 * 365 * DAY)).toBe(true);
  });

  it('a session-time limit ends the session that many minutes after login', () => {
    expect(sessionEndsAt(NOW, 90)).toBe(NOW + 90 * 60_000);
  });
});
