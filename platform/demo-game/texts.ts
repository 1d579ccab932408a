import { COMMON_TEXTS, languageOf } from '../vendor-screen/page';

/**
 * The demo game's own words, in the launch's language: Filipino for TY, English otherwise (the
 * platform's messages, platform/i18n, also have VI, CN, TH and ID). Texts game.js needs after a
 * round reach it as data attributes of the page, with `{placeholders}` it fills in.
 */
const texts = {
  EN: {
    ...COMMON_TEXTS.EN,
    spin: 'Spin',
    spinning: 'Spinning…',
    reels: 'Reels',
    win: 'Win',
    noWin: 'No win this time.',
    youWon: 'You won {amount}!',
    ready: 'Choose a stake and press Spin.',
    lastRounds: 'Last rounds',
    noRounds: 'No rounds yet.',
    roundLine: '{reels}: stake {stake}, win {win}',
    failed: 'The round could not be played. Please try again.',
    needsScript: 'This game needs JavaScript.',
    paytable: 'Three of a kind pays 3× to 200×, any two alike 2×. Return to player 96%.',
    DIAMOND: 'Diamond',
    SEVEN: 'Seven',
    BELL: 'Bell',
    STAR: 'Star',
    CHERRY: 'Cherry',
    LEMON: 'Lemon',
  },
  TY: {
    ...COMMON_TEXTS.TY,
    spin: 'Paikutin',
    spinning: 'Umiikot…',
    reels: 'Mga reel',
    win: 'Panalo',
    noWin: 'Walang panalo ngayon.',
    youWon: 'Nanalo ka ng {amount}!',
    ready: 'Pumili ng taya at pindutin ang Paikutin.',
    lastRounds: 'Mga huling round',
    noRounds: 'Wala pang round.',
    roundLine: '{reels}: taya {stake}, panalo {win}',
    failed: 'Hindi nalaro ang round. Pakisubukang muli.',
    needsScript: 'Kailangan ng JavaScript ang larong ito.',
    paytable: 'Ang tatlong magkapareho ay nagbabayad ng 3× hanggang 200×, ang alinmang dalawang magkapareho 2×. Return to player 96%.',
    DIAMOND: 'Diyamante',
    SEVEN: 'Pito',
    BELL: 'Kampana',
    STAR: 'Bituin',
    CHERRY: 'Seresa',
    LEMON: 'Limon',
  },
} as const satisfies Record<string, Record<string, string>>;

export type DemoTextKey = keyof (typeof texts)['EN'];

export const demoTexts = (language: string | null | undefined): Record<DemoTextKey, string> => texts[languageOf(language)];
