/**
 * The seeded lottery games: how each draws and how a bet on it is read. Most are games the
 * catalogue (catalogue.ts) generates under LOTT and ELOTT, by the same code; {@link EXTRA_GAMES}
 * adds a few more to the catalogue so that every menu has two to eight games and enough
 * Vietnamese draws fill the Vietnam numbers board. Schedules are in Manila time (UTC+8).
 *
 * Menus (type codes): SC speed draws (Fast 3, PK10), AC arcade draws (PK10 races, Keno),
 * VP Vietnam lottery, TG Thai lottery, JP jackpot lotto 6/xx, BG local digit games (Swertres,
 * EZ2, 4D). Some draw every day, some on their weekdays only (Sunday 1 … Saturday 7).
 */
import { sumPayouts, type GameRules, type Payouts } from '../lottery/rules';
import type { Schedule } from '../lottery/schedule';

export interface LotteryGameSeed extends GameRules, Omit<Schedule, 'everySeconds'> {
  gameCode: string;
  menuTag: 'SC' | 'VP' | 'TG' | 'AC' | 'JP' | 'BG';
}

/** Games the catalogue does not generate, added to `games` with the lottery. */
export interface ExtraGameSeed {
  gameCode: string;
  gameType: 'LOTT' | 'ELOTT';
  vendor: string;
  name: string;
  minBetMinor: number;
  isHot: boolean;
  popularity: number;
  defaultPlayType: string;
}

export const EXTRA_GAMES: readonly ExtraGameSeed[] = [
  {
    gameCode: 'TCG_LOTTO_VN_MEKONG_LOTTERY',
    gameType: 'ELOTT',
    vendor: 'TCG_LOTTO_VN',
    name: 'Mekong Lottery',
    minBetMinor: 5,
    isHot: true,
    popularity: 7_400,
    defaultPlayType: '2D',
  },
  {
    gameCode: 'TCG_LOTTO_VN_HAI_PHONG_LOTTERY',
    gameType: 'ELOTT',
    vendor: 'TCG_LOTTO_VN',
    name: 'Hai Phong Lottery',
    minBetMinor: 10,
    isHot: false,
    popularity: 2_300,
    defaultPlayType: '2D',
  },
  {
    gameCode: 'TCG_SEA_ULTRA_LOTTO_6_58',
    gameType: 'LOTT',
    vendor: 'TCG_SEA',
    name: 'Ultra Lotto 6/58',
    minBetMinor: 50,
    isHot: true,
    popularity: 9_300,
    defaultPlayType: 'PICK_6',
  },
  {
    gameCode: 'TCG_SEA_CEBU_SWERTRES',
    gameType: 'LOTT',
    vendor: 'TCG_SEA',
    name: 'Cebu Swertres',
    minBetMinor: 10,
    isHot: true,
    popularity: 8_800,
    defaultPlayType: '3D',
  },
  {
    gameCode: 'TCG_SEA_DAVAO_EZ2',
    gameType: 'LOTT',
    vendor: 'TCG_SEA',
    name: 'Davao EZ2',
    minBetMinor: 10,
    isHot: false,
    popularity: 5_100,
    defaultPlayType: '2D',
  },
  {
    gameCode: 'TCG_SEA_VISAYAS_4D',
    gameType: 'LOTT',
    vendor: 'TCG_SEA',
    name: 'Visayas 4D',
    minBetMinor: 50,
    isHot: false,
    popularity: 3_900,
    defaultPlayType: '4D',
  },
];

/**
 * Play types the lottery reads bets by, where the catalogue's generated label says otherwise
 * (Keno games take five numbers, not big/small).
 */
export const PLAY_TYPE_FIX: Readonly<Record<string, string>> = { TCG_KENO: 'PICK_5' };

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];
const at = (hours: number, minutes = 0) => hours * 3600 + minutes * 60;

const digits = (count: number) => ({ count, min: 0, max: 9, distinct: false });
const hit = (times: number): Payouts => ({ hit: Math.round(times * 100) });

/** Fast 3: three dice, bet on their sum (3–18); sums pay by their odds. */
const fast3 = (gameCode: string, intervalSeconds: number, lockSeconds: number, drawDays = EVERY_DAY): LotteryGameSeed => ({
  gameCode,
  menuTag: 'SC',
  drawDays,
  firstDrawSeconds: intervalSeconds,
  intervalSeconds,
  lockSeconds,
  draw: { count: 3, min: 1, max: 6, distinct: false },
  pick: { count: 1, min: 3, max: 18, distinct: false },
  rule: 'SUM',
  payouts: sumPayouts(3, 6),
});
/** PK10: ten cars finish in some order; bet on the winner (1 in 10, pays 9.5×). */
const pk10 = (gameCode: string, menuTag: 'SC' | 'AC', intervalSeconds: number, lockSeconds: number, drawDays = EVERY_DAY): LotteryGameSeed => ({
  gameCode,
  menuTag,
  drawDays,
  firstDrawSeconds: intervalSeconds,
  intervalSeconds,
  lockSeconds,
  draw: { count: 10, min: 1, max: 10, distinct: true },
  pick: { count: 1, min: 1, max: 10, distinct: false },
  rule: 'FIRST',
  payouts: hit(9.5),
});
/** Keno: 20 of 1–80 drawn; pick five, paid by how many of them came up. */
const keno = (gameCode: string, intervalSeconds: number, lockSeconds: number, drawDays = EVERY_DAY): LotteryGameSeed => ({
  gameCode,
  menuTag: 'AC',
  drawDays,
  firstDrawSeconds: intervalSeconds,
  intervalSeconds,
  lockSeconds,
  draw: { count: 20, min: 1, max: 80, distinct: true },
  pick: { count: 5, min: 1, max: 80, distinct: true },
  rule: 'MATCHES',
  payouts: { '3': 300, '4': 2_500, '5': 50_000 },
});
/** Vietnamese lottery: a five-digit special prize; bet on its last two digits (1 in 100, pays 90×). */
const vn = (gameCode: string, drawDays: number[], firstDrawSeconds: number, intervalSeconds = 86_400, lockSeconds = 900): LotteryGameSeed => ({
  gameCode,
  menuTag: 'VP',
  drawDays,
  firstDrawSeconds,
  intervalSeconds,
  lockSeconds,
  draw: digits(5),
  pick: digits(2),
  rule: 'LAST',
  payouts: hit(90),
});
/** Thai lottery: a six-digit first prize; bet on its last three digits ("3 top", pays 900×). */
const thai = (gameCode: string, drawDays: number[], firstDrawSeconds: number, intervalSeconds = 86_400, lockSeconds = 1_800): LotteryGameSeed => ({
  gameCode,
  menuTag: 'TG',
  drawDays,
  firstDrawSeconds,
  intervalSeconds,
  lockSeconds,
  draw: digits(6),
  pick: digits(3),
  rule: 'LAST',
  payouts: hit(900),
});
/** Lotto 6/N: six different numbers of 1–N drawn; pick six, paid from three matches up. */
const lotto = (gameCode: string, max: number, drawDays: number[]): LotteryGameSeed => ({
  gameCode,
  menuTag: 'JP',
  drawDays,
  firstDrawSeconds: at(21),
  intervalSeconds: 86_400,
  lockSeconds: 1_800,
  draw: { count: 6, min: 1, max, distinct: true },
  pick: { count: 6, min: 1, max, distinct: true },
  rule: 'MATCHES',
  payouts: { '3': 500, '4': 10_000, '5': 500_000, '6': 100_000_000 },
});

export const LOTTERY_GAMES: readonly LotteryGameSeed[] = [
  fast3('TCG_FAST3_FAST_3_ONE_MINUTE', 60, 10),
  fast3('TCG_FAST3_FAST_3_THREE_MINUTES', 180, 20),
  fast3('TCG_FAST3_FAST_3_FIVE_MINUTES', 300, 30),
  fast3('TCG_FAST3_FAST_3_LUCKY_DICE', 600, 30, [1, 6, 7]),
  pk10('TCG_PK10_PK10_ONE_MINUTE', 'SC', 60, 10),
  pk10('TCG_PK10_PK10_THREE_MINUTES', 'SC', 180, 20),
  pk10('TCG_PK10_PK10_SPEED_RACING', 'AC', 120, 15),
  pk10('TCG_PK10_PK10_LUCKY_AIRSHIP', 'AC', 300, 30, [2, 3, 4, 5, 6]),
  keno('TCG_KENO_KENO_EXPRESS', 120, 15),
  keno('TCG_KENO_KENO_5_MINUTES', 300, 30),
  keno('TCG_KENO_KENO_SUPER_20', 600, 60, [1, 7]),
  vn('TCG_LOTTO_VN_HANOI_LOTTERY', EVERY_DAY, at(18, 15)),
  vn('TCG_LOTTO_VN_HO_CHI_MINH_LOTTERY', [2, 7], at(17, 15)),
  vn('TCG_LOTTO_VN_DA_NANG_LOTTERY', [4, 7], at(18, 15)),
  vn('TCG_LOTTO_VN_HAI_PHONG_LOTTERY', [6], at(19, 15)),
  vn('TCG_LOTTO_VN_MEKONG_LOTTERY', EVERY_DAY, 300, 300, 30),
  thai('TCG_LOTTO_TH_THAI_GOVERNMENT_LOTTERY', [7], at(15, 30)),
  thai('TCG_LOTTO_TH_BANGKOK_EXPRESS', EVERY_DAY, 900, 900, 60),
  thai('TCG_LOTTO_TH_CHIANG_MAI_DAILY', EVERY_DAY, at(17)),
  lotto('TCG_SEA_MANILA_LOTTO_6_42', 42, [3, 5, 7]),
  lotto('TCG_SEA_MEGA_LOTTO_6_45', 45, [2, 4, 6]),
  lotto('TCG_SEA_SUPER_LOTTO_6_49', 49, [1, 3, 5]),
  lotto('TCG_SEA_GRAND_LOTTO_6_55', 55, [2, 4, 7]),
  lotto('TCG_SEA_ULTRA_LOTTO_6_58', 58, [1, 3, 6]),
  // Swertres and EZ2 draw three times a day (14:00, 17:00, 20:00), 4D on Monday, Wednesday, Friday.
  {
    gameCode: 'TCG_SEA_CEBU_SWERTRES',
    menuTag: 'BG',
    drawDays: EVERY_DAY,
    firstDrawSeconds: at(14),
    intervalSeconds: 10_800,
    lockSeconds: 900,
    draw: digits(3),
    pick: digits(3),
    rule: 'LAST',
    payouts: hit(450),
  },
  {
    gameCode: 'TCG_SEA_DAVAO_EZ2',
    menuTag: 'BG',
    drawDays: EVERY_DAY,
    firstDrawSeconds: at(14),
    intervalSeconds: 10_800,
    lockSeconds: 900,
    draw: { count: 2, min: 1, max: 31, distinct: false },
    pick: { count: 2, min: 1, max: 31, distinct: false },
    rule: 'LAST',
    payouts: hit(800),
  },
  {
    gameCode: 'TCG_SEA_VISAYAS_4D',
    menuTag: 'BG',
    drawDays: [2, 4, 6],
    firstDrawSeconds: at(21),
    intervalSeconds: 86_400,
    lockSeconds: 1_800,
    draw: digits(4),
    pick: digits(4),
    rule: 'LAST',
    payouts: hit(9_000),
  },
];

/** Past draws seeded per game, so every board is full on a new database. */
export const SEEDED_DRAWS_PER_GAME = 30;
/** Seeded bets by the seeded players, about a third of them wins (the winner board shows them). */
export const SEEDED_BETS = 48;
