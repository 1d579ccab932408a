/**
 * How a lottery game's numbers are drawn, written and read against a bet. One small model
 * covers every seeded game: a draw is `count` numbers in `min..max` (all different or not), a
 * bet picks numbers the same way, and a rule says what wins (see 0004_lottery.sql).
 */
export interface NumberFormat {
  count: number;
  min: number;
  max: number;
  distinct: boolean;
}

export type Rule = 'LAST' | 'FIRST' | 'MATCHES' | 'SUM';

/** Payout multipliers in hundredths of the stake, keyed by outcome ("hit", a match count, a sum). */
export type Payouts = Record<string, number>;

export interface GameRules {
  draw: NumberFormat;
  pick: NumberFormat;
  rule: Rule;
  payouts: Payouts;
}

/** `(n) => an integer in [0, n)`; crypto.randomInt for real draws, a seeded one for seed data. */
export type RandomInt = (bound: number) => number;

/** Draws the numbers of one draw, in draw order. */
export function drawNumbers(format: NumberFormat, randomInt: RandomInt): number[] {
  const span = format.max - format.min + 1;
  if (!format.distinct) return Array.from({ length: format.count }, () => format.min + randomInt(span));
  const pool = Array.from({ length: span }, (_, index) => format.min + index);
  return Array.from({ length: format.count }, () => pool.splice(randomInt(pool.length), 1)[0]!);
}

/** Whether `numbers` fit a format: the count, the range, and no repeats where they must differ. */
export function fitsFormat(numbers: readonly number[], format: NumberFormat): boolean {
  if (numbers.length !== format.count) return false;
  if (!numbers.every((n) => Number.isInteger(n) && n >= format.min && n <= format.max)) return false;
  return !format.distinct || new Set(numbers).size === numbers.length;
}

/** Width a number is written with: 2 for ranges past 9 (`07`), 1 for digits. */
const widthOf = (format: NumberFormat): number => (format.max > 9 ? 2 : 1);

/** The numbers as the vendor writes them: `3 8 1`, `07 12 33 40 41 42`. */
export const writeNumbers = (numbers: readonly number[], format: NumberFormat): string =>
  numbers.map((n) => String(n).padStart(widthOf(format), '0')).join(' ');

/** What a bet's picks won: the payout key, or null for a losing bet. */
export function outcomeKey(rules: Pick<GameRules, 'rule' | 'pick'>, picks: readonly number[], drawn: readonly number[]): string | null {
  switch (rules.rule) {
    case 'LAST': {
      const tail = drawn.slice(drawn.length - picks.length);
      return tail.length === picks.length && tail.every((n, i) => n === picks[i]) ? 'hit' : null;
    }
    case 'FIRST':
      return picks.every((n, i) => drawn[i] === n) ? 'hit' : null;
    case 'MATCHES': {
      const set = new Set(drawn);
      return String(picks.filter((n) => set.has(n)).length);
    }
    case 'SUM':
      return picks[0] === drawn.reduce((sum, n) => sum + n, 0) ? String(picks[0]) : null;
  }
}

/** The payout of a bet, in minor units (0 for a losing bet); whole centavos, rounded down. */
export function payoutMinor(rules: GameRules, picks: readonly number[], drawn: readonly number[], stakeMinor: bigint): bigint {
  const key = outcomeKey(rules, picks, drawn);
  const hundredths = key === null ? 0 : (rules.payouts[key] ?? 0);
  return (stakeMinor * BigInt(hundredths)) / 100n;
}

/**
 * SUM payouts for `dice` dice of `faces` faces: for each sum, 95% of the fair odds, in
 * hundredths (3 dice: sum 3 pays 205.20×, sum 10 pays 7.60×).
 */
export function sumPayouts(dice: number, faces: number, returnPercent = 95): Payouts {
  let ways = new Map<number, number>([[0, 1]]);
  for (let die = 0; die < dice; die++) {
    const next = new Map<number, number>();
    for (const [sum, count] of ways) for (let face = 1; face <= faces; face++) next.set(sum + face, (next.get(sum + face) ?? 0) + count);
    ways = next;
  }
  const total = faces ** dice;
  return Object.fromEntries([...ways].map(([sum, count]) => [String(sum), Math.floor((returnPercent * total) / count)]));
}
