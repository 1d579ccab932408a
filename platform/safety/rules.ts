/**
 * The rules of safer gambling (issue 16; docs/decisions/0029-safer-gambling.md), pure so that
 * every boundary is unit-tested (rules.test.ts). Times are epoch milliseconds, money minor units.
 *
 * Periods are ROLLING windows (the UK Gambling Commission's "24 hours / 7 days / 30 days"), not
 * calendar days: a window at `now` holds what happened after `now - length` up to `now` itself.
 * So something done exactly 24 hours ago no longer counts against a 24-hour limit.
 */

export const MONEY_KINDS = ['deposit', 'loss', 'wager'] as const;
export type MoneyKind = (typeof MONEY_KINDS)[number];
export type LimitKind = MoneyKind | 'session';

export const PERIODS = ['day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export const PERIOD_MS: Readonly<Record<Period, number>> = { day: DAY, week: 7 * DAY, month: 30 * DAY };

/** How long a raise or removal waits before the player may confirm it. */
export const COOLING_OFF_MS = DAY;
/** How long a confirmable raise or removal waits for the confirmation before it lapses. */
export const CONFIRM_WINDOW_MS = 7 * DAY;

/** Whether a moment falls in the window of `period` ending at `now`: (now - length, now]. */
export const inWindow = (at: number, now: number, period: Period): boolean => at > now - PERIOD_MS[period] && at <= now;

/** The first instant of the window: things at this instant or before do not count. */
export const windowStart = (now: number, period: Period): number => now - PERIOD_MS[period];

/** The limit in force: the lower of the player's and the operator's, and whose it is. */
export function limitInForce(player: bigint | null, operator: bigint | null): { amount: bigint; source: 'player' | 'operator' } | null {
  if (player === null && operator === null) return null;
  if (operator !== null && (player === null || operator < player)) return { amount: operator, source: 'operator' };
  return { amount: player!, source: 'player' };
}

/**
 * How a change of the player's own limit applies: adding one or lowering one at once; raising
 * or removing one only after the cooling-off and a second confirmation; the same amount is no change.
 */
export function classifyChange(current: bigint | null, next: bigint | null): 'immediate' | 'pending' | 'same' {
  if (current === next) return 'same';
  if (current === null) return 'immediate';
  if (next === null) return 'pending';
  return next < current ? 'immediate' : 'pending';
}

export type PendingPhase = 'waiting' | 'confirmable' | 'lapsed';

/** Where a raise or removal asked at `requestedAt` stands at `now`. */
export function pendingPhase(requestedAt: number, now: number): PendingPhase {
  const confirmableAt = requestedAt + COOLING_OFF_MS;
  if (now < confirmableAt) return 'waiting';
  return now < confirmableAt + CONFIRM_WINDOW_MS ? 'confirmable' : 'lapsed';
}

export const confirmableAt = (requestedAt: number): number => requestedAt + COOLING_OFF_MS;
export const lapsesAt = (requestedAt: number): number => requestedAt + COOLING_OFF_MS + CONFIRM_WINDOW_MS;

export interface Usage {
  at: number;
  amount: bigint;
  /**
   * Movements that share a pool net together, in time order, never below zero: a lottery bet's
   * stake and payout, or one vendor wallet's money in and out. So money brought back (a payout, a
   * vendor wallet collected) offsets only what went in before it within the same window; money
   * staked before the window cannot cancel the window's other losses, nor money sent after it
   * (decision 0029, addendum).
   */
  pool?: string;
}

/** What is used in the window: the sum of its movements (a loss window may net below zero: then 0). */
export function usedIn(usage: readonly Usage[], now: number, period: Period): bigint {
  const pools = new Map<string, Usage[]>();
  let sum = 0n;
  for (const entry of usage) {
    if (!inWindow(entry.at, now, period)) continue;
    if (entry.pool === undefined) sum += entry.amount;
    else if (pools.has(entry.pool)) pools.get(entry.pool)!.push(entry);
    else pools.set(entry.pool, [entry]);
  }
  for (const legs of pools.values()) {
    let running = 0n;
    for (const leg of legs.toSorted((a, b) => a.at - b.at)) running = running + leg.amount > 0n ? running + leg.amount : 0n;
    sum += running;
  }
  return sum > 0n ? sum : 0n;
}

/**
 * When the window's usage first falls, as the window moves on with nothing new: the first moment
 * a movement leaving it frees some of the limit. Null when nothing in the window counts (the
 * whole limit is free). Not always the oldest movement's leaving: a lottery stake its payout
 * cancelled frees nothing when it leaves, nor do a vendor wallet's transfers in while what came
 * back still offsets the rest.
 *
 * Movements leave oldest first, so what stays of each pool is a suffix of its legs. One pass from
 * the newest leg back gives every suffix's net (`suffixNets`); then one sweep over the leaving
 * times keeps the total, so a 30-day window of thousands of legs costs one sort, not a `usedIn`
 * per candidate.
 */
export function resetsAt(usage: readonly Usage[], now: number, period: Period): number | null {
  const counted = usage.filter((entry) => inWindow(entry.at, now, period)).toSorted((a, b) => a.at - b.at);
  const pools = new Map<string, { legs: Usage[]; nets: bigint[]; left: number }>();
  let loose = 0n;
  for (const entry of counted) {
    if (entry.pool === undefined) loose += entry.amount;
    else if (pools.has(entry.pool)) pools.get(entry.pool)!.legs.push(entry);
    else pools.set(entry.pool, { legs: [entry], nets: [], left: 0 });
  }
  let total = loose;
  for (const pool of pools.values()) {
    pool.nets = suffixNets(pool.legs.map((leg) => leg.amount));
    total += pool.nets[0]!;
  }
  const used = total > 0n ? total : 0n;
  if (used === 0n) return null;
  for (let i = 0; i < counted.length; ) {
    const at = counted[i]!.at;
    // Every movement made at this instant leaves at the same moment.
    for (; i < counted.length && counted[i]!.at === at; i += 1) {
      const entry = counted[i]!;
      if (entry.pool === undefined) {
        total -= entry.amount;
        continue;
      }
      const pool = pools.get(entry.pool)!;
      total -= pool.nets[pool.left]!;
      pool.left += 1;
      total += pool.nets[pool.left]!;
    }
    if ((total > 0n ? total : 0n) < used) return at + PERIOD_MS[period];
  }
  return null;
}

/**
 * The net of a pool (in order, each step `x => max(0, x + leg)`) from each leg on: `nets[k]` is
 * what the pool counts once its first k legs have left; `nets[legs.length]` is 0. Steps of that
 * shape compose to `x => max(floor, x + shift)`, so each suffix is one step from the next.
 */
export function suffixNets(legs: readonly bigint[]): bigint[] {
  const nets: bigint[] = new Array(legs.length + 1);
  nets[legs.length] = 0n;
  // The legs after k composed: x => max(floor, x + shift); null while there are none (x => x).
  let floor: bigint | null = null;
  let shift = 0n;
  for (let k = legs.length - 1; k >= 0; k -= 1) {
    // Leg k's step, then the rest: max(floor, max(0, x + leg) + shift) = max(floor, shift, x + leg + shift).
    floor = floor === null || shift > floor ? shift : floor;
    shift += legs[k]!;
    nets[k] = floor > shift ? floor : shift;
  }
  return nets;
}

/** What is left of a limit (never below zero). */
export const leftOf = (limit: bigint, used: bigint): bigint => (used >= limit ? 0n : limit - used);

/** Whether `amount` more would go over the limit (reaching it exactly is allowed). */
export const wouldExceed = (limit: bigint, used: bigint, amount: bigint): boolean => used + amount > limit;

export const TIMEOUT_DURATIONS = ['24h', '7d', '30d', '6w'] as const;
export const EXCLUSION_DURATIONS = ['6m', '1y', '2y', '5y', 'indefinite'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];

const addMonths = (at: number, months: number): number => {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
};

/** When a time-out or self-exclusion taken at `start` ends; null for indefinite. Months are calendar months (UTC). */
export function blockEnds(start: number, duration: TimeoutDuration | ExclusionDuration): number | null {
  switch (duration) {
    case '24h':
      return start + DAY;
    case '7d':
      return start + 7 * DAY;
    case '30d':
      return start + 30 * DAY;
    case '6w':
      return start + 42 * DAY;
    case '6m':
      return addMonths(start, 6);
    case '1y':
      return addMonths(start, 12);
    case '2y':
      return addMonths(start, 24);
    case '5y':
      return addMonths(start, 60);
    case 'indefinite':
      return null;
  }
}

export interface Block {
  kind: 'timeout' | 'exclusion';
  endsAt: number | null;
  liftRequestedAt: number | null;
}

/**
 * Whether a block holds at `now`. A time-out ends by itself. A self-exclusion holds past its end
 * until the player's request to lift it is 24 hours old (the cooling-off); an indefinite one is
 * never lifted through the site.
 */
export function blockHolds(block: Block, now: number): boolean {
  if (block.endsAt === null) return true;
  if (now < block.endsAt) return true;
  if (block.kind === 'timeout') return false;
  return block.liftRequestedAt === null || now < Math.max(block.liftRequestedAt, block.endsAt) + COOLING_OFF_MS;
}

/** The reality-check intervals a player may choose, in minutes (0: off). */
export const REALITY_INTERVALS = [0, 15, 30, 45, 60] as const;
/** The operator's default when the player has not chosen. */
export const DEFAULT_REALITY_MINUTES = 60;

/** The session-time limits a player may choose, in minutes. */
export const SESSION_LIMIT_RANGE = { min: 15, max: 24 * 60 } as const;

/** When a session opened at `loginAt` ends under a session-time limit of `minutes`. */
export const sessionEndsAt = (loginAt: number, minutes: number): number => loginAt + minutes * 60_000;
