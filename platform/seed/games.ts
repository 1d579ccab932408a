/**
 * The game catalogue's lanes and vendors (docs/product.md §3, §9). ESPORTS has no vendors (docs/product.md §3:
 * "E-sports list is empty"); cockfighting has DS88, DIG and WS168.
 */
export interface VendorSeed {
  code: string;
  displayName: string;
  accountTypeId: number;
  color: string;
  hot?: boolean;
}

export interface LaneSeed {
  gameType: string;
  title: string;
  vendors: readonly VendorSeed[];
  classify: readonly { name: string; vendors: readonly string[] }[];
}

const v = (code: string, displayName: string, accountTypeId: number, color: string, hot = false): VendorSeed => ({
  code,
  displayName,
  accountTypeId,
  color,
  hot,
});

export const LANES: readonly LaneSeed[] = [
  {
    gameType: 'RNG',
    title: 'Slots',
    vendors: [
      v('JILI', 'JILI', 101, '#e53935', true),
      v('PG', 'PG Soft', 102, '#1e88e5', true),
      v('PP', 'Pragmatic Play', 103, '#fb8c00', true),
      v('FC', 'Fa Chai', 104, '#8e24aa'),
      v('JDB', 'JDB', 105, '#43a047'),
      v('CQ9', 'CQ9', 106, '#f4511e'),
      v('KA', 'KA Gaming', 107, '#3949ab'),
      v('RSG', 'RSG', 108, '#00897b'),
      v('SPADE', 'Spadegaming', 109, '#6d4c41'),
      v('HB', 'Habanero', 110, '#c0ca33'),
    ],
    classify: [
      { name: 'Video Slots', vendors: ['JILI', 'PG', 'PP', 'FC', 'JDB', 'CQ9', 'KA', 'RSG', 'SPADE', 'HB'] },
      { name: 'Jackpot', vendors: ['PP', 'JILI', 'HB'] },
      { name: 'Buy Feature', vendors: ['PG', 'PP', 'FC'] },
    ],
  },
  {
    gameType: 'LIVE',
    title: 'Live Casino',
    vendors: [
      v('EVO', 'Evolution', 201, '#263238', true),
      v('SEXY', 'AE Sexy', 202, '#d81b60', true),
      v('SA', 'SA Gaming', 203, '#5e35b1'),
      v('DG', 'Dream Gaming', 204, '#00838f'),
      v('WM', 'WM Casino', 205, '#2e7d32'),
    ],
    classify: [
      { name: 'Baccarat', vendors: ['EVO', 'SEXY', 'SA', 'DG', 'WM'] },
      { name: 'Roulette', vendors: ['EVO', 'SA'] },
      { name: 'Sic Bo', vendors: ['SEXY', 'DG'] },
    ],
  },
  {
    gameType: 'FISH',
    title: 'Fishing',
    vendors: [
      v('JILI', 'JILI', 101, '#e53935', true),
      v('FC', 'Fa Chai', 104, '#8e24aa'),
      v('JDB', 'JDB', 105, '#43a047'),
      v('KA', 'KA Gaming', 107, '#3949ab'),
      v('CQ9', 'CQ9', 106, '#f4511e'),
    ],
    classify: [{ name: 'Fishing', vendors: ['JILI', 'FC', 'JDB', 'KA', 'CQ9'] }],
  },
  {
    gameType: 'SPORTS',
    title: 'Sports',
    vendors: [
      v('SABA', 'SABA Sports', 301, '#0d47a1', true),
      v('FB', 'FB Sports', 302, '#c62828', true),
      v('CMD', 'CMD368', 303, '#1b5e20'),
      v('SBO', 'SBOBET', 304, '#283593'),
    ],
    classify: [{ name: 'Sportsbook', vendors: ['SABA', 'FB', 'CMD', 'SBO'] }],
  },
  { gameType: 'ESPORTS', title: 'E-Sports', vendors: [], classify: [] },
  {
    gameType: 'PVP',
    title: 'Card Games',
    vendors: [
      v('KM', 'Kingmaker', 401, '#ff8f00', true),
      v('V8', 'V8 Poker', 402, '#6a1b9a'),
      v('KY', 'Kaiyuan', 403, '#00695c'),
      v('JILI_TABLE', 'JILI Table', 404, '#e53935'),
    ],
    classify: [
      { name: 'Tongits & Pusoy', vendors: ['KM', 'JILI_TABLE'] },
      { name: 'Poker', vendors: ['V8', 'KY'] },
    ],
  },
  {
    gameType: 'ELOTT',
    title: 'E-Lottery',
    vendors: [v('TCG_LOTTO_VN', 'VN Lottery', 501, '#b71c1c', true), v('TCG_LOTTO_TH', 'Thai Lottery', 502, '#1a237e'), v('TCG_KENO', 'Keno', 503, '#33691e')],
    classify: [{ name: 'Lottery', vendors: ['TCG_LOTTO_VN', 'TCG_LOTTO_TH', 'TCG_KENO'] }],
  },
  {
    gameType: 'LOTT',
    title: 'Lottery',
    vendors: [v('TCG_SEA', 'SEA Lottery', 601, '#004d40', true), v('TCG_FAST3', 'Fast 3', 602, '#e65100'), v('TCG_PK10', 'PK10 Racing', 603, '#4a148c')],
    classify: [{ name: 'Lottery', vendors: ['TCG_SEA', 'TCG_FAST3', 'TCG_PK10'] }],
  },
  {
    gameType: 'COCKFIGHT',
    title: 'Cockfight',
    vendors: [v('DS88', 'DS88 Sabong', 701, '#bf360c', true), v('DIG', 'Digmaan', 702, '#3e2723'), v('WS168', 'WS168', 703, '#827717')],
    classify: [{ name: 'Sabong', vendors: ['DS88', 'DIG', 'WS168'] }],
  },
];
