/**
 * The demo game's paytable: three reels, six symbols. A round draws ONE outcome from the
 * weighted table below with `crypto.randomInt` (uniform over 10,000), then lays out reels that
 * show it. Return to player = Σ weight × multiplier / 10,000
 *   = (5×200 + 20×50 + 60×20 + 120×10 + 300×5 + 500×3 + 1,100×2) / 10,000 = 9,600 / 10,000 = 96%,
 * with a win on 21.05% of rounds. paytable.test.ts checks both, exactly over every draw and
 * statistically over many rounds.
 */
export const SYMBOLS = ['DIAMOND', 'SEVEN', 'BELL', 'STAR', 'CHERRY', 'LEMON'] as const;
export type Symbol = (typeof SYMBOLS)[number];

export type Line =
  | { kind: 'three'; symbol: Symbol; multiplier: number; weight: number }
  | { kind: 'pair'; multiplier: number; weight: number }
  | { kind: 'none'; multiplier: 0; weight: number };

/** Draws are uniform integers in [0, PAYTABLE_TOTAL). */
export const PAYTABLE_TOTAL = 10_000;

export const PAYTABLE: readonly Line[] = [
  { kind: 'three', symbol: 'DIAMOND', multiplier: 200, weight: 5 },
  { kind: 'three', symbol: 'SEVEN', multiplier: 50, weight: 20 },
  { kind: 'three', symbol: 'BELL', multiplier: 20, weight: 60 },
  { kind: 'three', symbol: 'STAR', multiplier: 10, weight: 120 },
  { kind: 'three', symbol: 'CHERRY', multiplier: 5, weight: 300 },
  { kind: 'three', symbol: 'LEMON', multiplier: 3, weight: 500 },
  // Any two equal symbols (and a third that differs).
  { kind: 'pair', multiplier: 2, weight: 1_100 },
  // Three different symbols.
  { kind: 'none', multiplier: 0, weight: 7_895 },
];

/** `randomInt(max)`: a uniform integer in [0, max), as node:crypto's. */
export type RandomInt = (max: number) => number;

export interface Spin {
  reels: [Symbol, Symbol, Symbol];
  multiplier: number;
}

/** The line a draw in [0, PAYTABLE_TOTAL) falls on. */
export function lineOf(draw: number): Line {
  let rest = draw;
  for (const line of PAYTABLE) {
    if (rest < line.weight) return line;
    rest -= line.weight;
  }
  throw new RangeError(`draw ${draw} is outside the paytable`);
}

/** Picks `count` different symbols, in random order. */
function distinct(count: number, randomInt: RandomInt): Symbol[] {
  const pool: Symbol[] = [...SYMBOLS];
  return Array.from({ length: count }, () => pool.splice(randomInt(pool.length), 1)[0]!);
}

/** One round: the outcome first (the only draw that decides money), then reels that show it. */
export function spin(randomInt: RandomInt): Spin {
  const line = lineOf(randomInt(PAYTABLE_TOTAL));
  if (line.kind === 'three') return { reels: [line.symbol, line.symbol, line.symbol], multiplier: line.multiplier };
  if (line.kind === 'none') {
    const [a, b, c] = distinct(3, randomInt) as [Symbol, Symbol, Symbol];
    return { reels: [a, b, c], multiplier: 0 };
  }
  const [pair, odd] = distinct(2, randomInt) as [Symbol, Symbol];
  const reels: [Symbol, Symbol, Symbol] = [pair, pair, pair];
  reels[randomInt(3)] = odd;
  return { reels, multiplier: line.multiplier };
}
