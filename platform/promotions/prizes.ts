import type { RandomInt } from '../demo-game/paytable';

/** One line of a raffle's prize table. */
export interface RafflePrize {
  amountMinor: bigint;
  weight: number;
}

/**
 * Draws a prize: one `randomInt(total weight)` (crypto.randomInt in production) picks the line
 * whose weight band holds it, so each prize comes up with probability weight / total.
 */
export function drawPrize(prizes: readonly RafflePrize[], randomInt: RandomInt): bigint {
  const total = prizes.reduce((sum, prize) => sum + prize.weight, 0);
  if (prizes.length === 0 || total <= 0) throw new Error('A raffle needs a prize table with positive weights.');
  let ticket = randomInt(total);
  for (const prize of prizes) {
    if (ticket < prize.weight) return prize.amountMinor;
    ticket -= prize.weight;
  }
  throw new Error(`randomInt(${total}) answered out of range`);
}
