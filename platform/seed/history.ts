/**
 * Past rounds by seeded players, so that the winner board of a new database is full (50
 * entries, docs/product.md §9) and reads like a real one. The players are separate accounts that cannot
 * log in (their password hash is not a scrypt hash): the demo accounts' balances, which tests
 * rely on, stay as seeded. Every round is also in the ledger (bankroll, stake, win), so these
 * players' balances are explained by their movements like anyone's.
 */
import type { GameSeed } from './catalogue';
import { seededRandom } from './catalogue';

/** Account names of the seeded players (letters and digits, as registration allows). */
export const HISTORY_PLAYERS = [
  'mariasantos',
  'junreyes88',
  'kristinedc',
  'markvilla',
  'joannalim',
  'paologarcia',
  'lizamendoza',
  'rommelcruz',
  'angelbautista',
  'carloramos',
  'jennyaquino',
  'dennistan',
  'aizaflores',
  'riconavarro',
  'beacastillo',
  'nonoydelapaz',
] as const;

/** A password hash no password matches (verifyPassword accepts only `scrypt$…`). */
export const LOCKED_PASSWORD_HASH = 'locked$seeded-history-player';

/** Seeded rounds, all of them wins: more than the board's 50. */
export const HISTORY_ROUNDS = 60;

/** The seeded players' opening credit, in minor units (5,000.00), under this ledger reference. */
export const HISTORY_BANKROLL_MINOR = 500_000;
export const HISTORY_BANKROLL_REFERENCE = 'seed:bankroll';

export interface HistoryRound {
  id: string;
  account: string;
  gameCode: string;
  stakeMinor: number;
  winMinor: number;
  multiplier: number;
  createdAt: Date;
}

/** Stakes in pesos, rounded up to a multiple of the game's smallest stake. */
const STAKES_MINOR = [1_000, 2_000, 5_000, 10_000, 20_000, 50_000];
const WIN_MULTIPLIERS = [20, 25, 50, 100, 200];
/** Lanes whose games pay per round; sports, lottery and cockfight wins are settled otherwise. */
const ROUND_LANES = new Set(['RNG', 'FISH', 'LIVE', 'PVP']);

/**
 * The rounds, newest first, the newest about ten minutes before `now` and then one every
 * 30–75 minutes. Deterministic apart from `now`.
 */
export function historyRounds(games: readonly GameSeed[], now: number): HistoryRound[] {
  const random = seededRandom('history');
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const playable = games.filter((game) => ROUND_LANES.has(game.gameType) && game.isGame === null);
  const rounds: HistoryRound[] = [];
  let at = now - 10 * 60_000;
  for (let index = 0; index < HISTORY_ROUNDS; index++) {
    const game = pick(playable);
    const stakeMinor = Math.ceil(pick(STAKES_MINOR) / game.minBetMinor) * game.minBetMinor;
    const multiplier = pick(WIN_MULTIPLIERS);
    rounds.push({
      id: `seed-${String(index + 1).padStart(3, '0')}`,
      account: pick(HISTORY_PLAYERS),
      gameCode: game.gameCode,
      stakeMinor,
      winMinor: stakeMinor * multiplier,
      multiplier,
      createdAt: new Date(at),
    });
    at -= (30 + Math.floor(random() * 46)) * 60_000;
  }
  return rounds;
}
