/**
 * The seeded game catalogue, generated from word lists so that every vendor of every lane in
 * {@link LANES} has games with readable, unique names, without a hand-written list of hundreds
 * of games. Deterministic: each vendor draws from its own seeded random sequence, so the same
 * code always yields the same catalogue (codes, names, hot flags, popularity) and a change to
 * one vendor's lists leaves the others alone.
 */
import { minorFromWire } from '../../src/contract/money';
import { MIN_BET_OPTIONS, VASSALAGE } from '../../src/contract/calls/games';
import { LANES, type LaneSeed, type VendorSeed } from './games';
import { EXTRA_GAMES } from './lottery-games';

export interface GameSeed {
  gameCode: string;
  gameType: string;
  vendor: string;
  name: string;
  classify: string | null;
  /** Smallest stake in minor units (one of MIN_BET_OPTIONS × 100). */
  minBetMinor: number;
  isGame: typeof VASSALAGE | null;
  isHot: boolean;
  popularity: number;
  defaultPlayType: string | null;
  sort: number;
}

/** The vendor whose RNG lane has a lobby game (isGame VASSALAGE), and that game's code. */
export const LOBBY_VENDOR = 'HB';
export const LOBBY_GAME_CODE = 'HB_LOBBY';

/** JILI's slots fill three pages of GAME_PAGE_SIZE (15). */
const JILI_SLOTS = 42;

/** How many games a vendor of each lane gets, inclusive range. */
const COUNTS: Record<string, readonly [number, number]> = {
  RNG: [12, 24],
  FISH: [4, 8],
  LIVE: [3, 6],
  SPORTS: [1, 2],
  COCKFIGHT: [1, 2],
  PVP: [4, 8],
  ELOTT: [3, 6],
  LOTT: [3, 6],
};

/** First words of slot and fishing names, in each studio's style. */
const THEMES: Record<string, readonly string[]> = {
  JILI: ['Golden', 'Super', 'Lucky', 'Crazy', 'Royal', 'Dragon', 'Jungle', 'Charge', 'Boxing', 'Pharaoh', 'Samba', 'Money'],
  PG: ['Mahjong', 'Caishen', 'Medusa', 'Ganesha', 'Phoenix', 'Candy', 'Galactic', 'Koi', 'Samurai', 'Genie'],
  PP: ['Sweet', 'Wolf', 'Buffalo', 'Starlight', 'Fruit', 'Sugar', 'Aztec', 'Big Bass', 'Wild West', 'Olympus'],
  FC: ['Night Market', 'Panda', 'Lantern', 'Mooncake', 'Firecracker', 'Golden Toad', 'Red Envelope', 'Lion Dance'],
  JDB: ['Kong', 'Treasure Bowl', 'Moneybags', 'Lucky Seven', 'Cai Shen', 'Miner', 'Orient', 'Ninja'],
  CQ9: ['Jump High', 'Zeus', 'Apsaras', 'Wolf Moon', 'Thor', 'Poseidon', 'Muay Thai', 'Good Fortune'],
  KA: ['Kitty', 'Wizard', 'Carnival', 'Safari', 'Cowboy', 'Mermaid', 'Viking', 'Disco'],
  RSG: ['Roma', 'Sparta', 'Tiger King', 'Magic Lamp', 'Fire Horse', 'Wu Song', 'Neptune', 'Monkey King'],
  SPADE: ['Dragon Gold', 'Golden Lotus', 'Fafafa', 'Sea Emperor', 'Gold Panther', 'Tiger Warrior', 'Lucky Koi', 'Zodiac'],
  HB: ['Hot Hot', 'Koi Gate', 'Fa Cai Shen', 'Nine Tails', 'Lucky Durian', 'Happy Ape', 'Mystic', 'Jade Panda'],
};
const SLOT_WORDS = [
  'Empire',
  'Ace',
  'Gems',
  'Bonanza',
  'Treasure',
  'Wheel',
  'King',
  'Rush',
  'Party',
  'Riches',
  'Legends',
  'Wilds',
  'Spins',
  'Quest',
  'Deluxe',
  'Megaways',
  'Jackpot',
  'Fortune',
  'Palace',
];
const FISH_WORDS = ['Fishing', 'Hunter', 'Catch', 'Reef', 'Tide', 'Ocean Party', 'Deep Sea'];
const LIVE_VARIANTS = ['Speed', 'Classic', 'Lightning', 'VIP', 'Golden', 'Super', 'Royal'];
const CARD_GAMES: Record<string, readonly string[]> = {
  'Tongits & Pusoy': ['Tongits', 'Pusoy', 'Pusoy Dos', 'Lucky 9', 'Color Game', 'Sakla', 'Tongits Go', 'Pusoy Go'],
  Poker: ["Texas Hold'em", 'Omaha', 'Short Deck', 'Blackjack', 'Teen Patti', 'Dragon Tiger', 'Niu Niu', 'Rummy'],
};
const NAMED: Record<string, { names: readonly string[]; playType?: string }> = {
  SPORTS: { names: ['{v}', '{v} Virtual'] },
  COCKFIGHT: { names: ['{v} Arena', '{v} Derby'] },
  TCG_LOTTO_VN: {
    names: ['Hanoi Lottery', 'Ho Chi Minh Lottery', 'Da Nang Lottery', 'Mekong Lottery', 'Hai Phong Lottery', 'Can Tho Lottery'],
    playType: '2D',
  },
  TCG_LOTTO_TH: {
    names: ['Thai Government Lottery', 'Bangkok Express', 'Chiang Mai Daily', 'Phuket Evening', 'Pattaya Noon', 'Isan Lucky Draw'],
    playType: '3D_TOP',
  },
  TCG_KENO: { names: ['Keno Express', 'Keno 5 Minutes', 'Keno Super 20', 'Keno Lucky Ball', 'Keno Golden Draw', 'Keno Night'], playType: 'PICK_5' },
  TCG_SEA: { names: ['Manila Lotto 6/42', 'Mega Lotto 6/45', 'Super Lotto 6/49', 'Grand Lotto 6/55', 'Ultra Lotto 6/58', 'Cebu Swertres'], playType: 'PICK_6' },
  TCG_FAST3: {
    names: ['Fast 3 One Minute', 'Fast 3 Three Minutes', 'Fast 3 Five Minutes', 'Fast 3 Lucky Dice', 'Fast 3 Express', 'Fast 3 Night'],
    playType: 'SUM',
  },
  TCG_PK10: {
    names: ['PK10 One Minute', 'PK10 Three Minutes', 'PK10 Speed Racing', 'PK10 Lucky Airship', 'PK10 Grand Prix', 'PK10 Night Race'],
    playType: 'POSITION',
  },
};

/** A small seeded generator (mulberry32 over an FNV-1a hash of the key): uniform in [0, 1). */
export function seededRandom(key: string): () => number {
  let state = 0x811c9dc5;
  for (const char of key) state = Math.imul(state ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const between = (random: () => number, [low, high]: readonly [number, number]) => low + Math.floor(random() * (high - low + 1));

function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

/** `JILI` + `Golden Empire` → `JILI_GOLDEN_EMPIRE`. */
export const gameCodeOf = (vendor: string, name: string): string =>
  `${vendor}_${name
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '')}`;

/** Every combination of two word lists in a vendor's random order, skipping "Golden Gold"-like pairs. */
function pairs(first: readonly string[], second: readonly string[], random: () => number): string[] {
  const all = first.flatMap((a) => second.filter((b) => !a.toLowerCase().includes(b.toLowerCase())).map((b) => `${a} ${b}`));
  return shuffled(all, random);
}

/** The names a vendor of a lane may get, in the order they are taken. */
function candidateNames(lane: LaneSeed, vendor: VendorSeed, classes: readonly string[], random: () => number): string[] {
  const theme = THEMES[vendor.code] ?? [vendor.displayName];
  const fill = (template: string) => template.replace('{v}', vendor.displayName);
  switch (lane.gameType) {
    case 'RNG':
      return pairs(theme, SLOT_WORDS, random);
    case 'FISH':
      return pairs(theme, FISH_WORDS, random);
    case 'LIVE':
      return shuffled(LIVE_VARIANTS, random).map((variant, index) => `${vendor.displayName} ${variant} ${classes[index % classes.length]}`);
    case 'PVP':
      return shuffled(
        classes.flatMap((name) => CARD_GAMES[name] ?? []),
        random,
      ).map((game) => `${vendor.displayName} ${game}`);
    default:
      return (NAMED[vendor.code] ?? NAMED[lane.gameType])?.names.map(fill) ?? [];
  }
}

/** The classification of a game: mostly the vendor's first class, every third game another. */
function classifyFor(lane: LaneSeed, name: string, classes: readonly string[], index: number): string | null {
  if (classes.length === 0) return null;
  if (lane.gameType === 'LIVE' || lane.gameType === 'PVP') {
    return classes.find((candidate) => name.endsWith(candidate) || (CARD_GAMES[candidate] ?? []).some((game) => name.endsWith(game))) ?? classes[0]!;
  }
  if (classes.length === 1 || index % 3 !== 2) return classes[0]!;
  return classes[1 + (Math.floor(index / 3) % (classes.length - 1))]!;
}

/** The whole catalogue, in lane and vendor order. */
export function generateCatalogue(lanes: readonly LaneSeed[] = LANES): GameSeed[] {
  const games: GameSeed[] = [];
  const used = new Set<string>();
  for (const lane of lanes) {
    const range = COUNTS[lane.gameType];
    if (!range) continue;
    for (const [vendorIndex, vendor] of lane.vendors.entries()) {
      const random = seededRandom(`${lane.gameType}:${vendor.code}`);
      const classes = lane.classify.filter((entry) => entry.vendors.includes(vendor.code)).map((entry) => entry.name);
      const count = lane.gameType === 'RNG' && vendor.code === 'JILI' ? JILI_SLOTS : between(random, range);
      const names = candidateNames(lane, vendor, classes, random).filter((name) => !used.has(name.toLowerCase()));
      const isLottery = lane.gameType === 'ELOTT' || lane.gameType === 'LOTT';
      for (const [index, name] of names.slice(0, count).entries()) {
        used.add(name.toLowerCase());
        games.push({
          gameCode: gameCodeOf(vendor.code, name),
          gameType: lane.gameType,
          vendor: vendor.code,
          name,
          classify: classifyFor(lane, name, classes, index),
          // Cycling through the options gives every vendor with five games or more every one.
          minBetMinor: minorFromWire(MIN_BET_OPTIONS[(index + vendorIndex) % MIN_BET_OPTIONS.length]!),
          isGame: null,
          // The lane's first game is hot, so every lane has one; then about one in five.
          isHot: (vendorIndex === 0 && index === 0) || random() < 0.2,
          popularity: 100 + Math.floor(random() * 9_000) + (vendor.hot ? 900 : 0),
          defaultPlayType: isLottery ? (NAMED[vendor.code]?.playType ?? 'STANDARD') : null,
          sort: index + 1,
        });
      }
      if (lane.gameType === 'RNG' && vendor.code === LOBBY_VENDOR) {
        used.add(`${vendor.displayName} Lobby`.toLowerCase());
        games.push({
          gameCode: LOBBY_GAME_CODE,
          gameType: 'RNG',
          vendor: vendor.code,
          name: `${vendor.displayName} Lobby`,
          classify: classes[0] ?? null,
          minBetMinor: 1,
          isGame: VASSALAGE,
          isHot: true,
          popularity: 9_950,
          defaultPlayType: null,
          sort: 0,
        });
      }
    }
  }
  // Lottery games the lottery's menus need beyond the generated ones (seed/lottery-games.ts).
  for (const extra of EXTRA_GAMES) {
    if (used.has(extra.name.toLowerCase()) || !lanes.some((lane) => lane.gameType === extra.gameType)) continue;
    used.add(extra.name.toLowerCase());
    games.push({ ...extra, classify: 'Lottery', isGame: null, sort: 50 });
  }
  return games;
}
