/**
 * Seeded notices and banners. Notice content is HTML on purpose (bold, links, lists): the site
 * must sanitise platform HTML, and real notices look like this.
 */
export const ANNOUNCEMENTS = [
  {
    type: 'B',
    title: 'Scheduled system maintenance on 28 November',
    content:
      '<p>We will carry out routine maintenance on <b>28 November 2026 from 02:00 to 04:00 (GMT+8)</b>.</p>' +
      '<p>Deposits, withdrawals and games will be unavailable during this time. Balances are not affected. Thank you for your patience.</p>',
  },
  {
    type: 'B',
    title: 'New deposit channels: GCash and Maya',
    content:
      '<p>You can now deposit with two more e-wallets:</p>' +
      '<ul><li><b>GCash</b>: from 100.00, credited within 3 minutes</li><li><b>Maya</b>: from 100.00, credited within 5 minutes</li></ul>' +
      '<p>Choose <b>Deposit</b> in your account menu to get started.</p>',
  },
  {
    type: 'B',
    title: 'Welcome bonus for new members',
    content:
      '<p>New members receive a <b>100% bonus on their first deposit</b>, up to 5,000.00.</p>' +
      '<ul><li>Minimum deposit 200.00</li><li>Deposit and bonus played 10× (every game counts)</li><li>Valid for 7 days after registration</li></ul>' +
      '<p>See the <a href="/promotions">Promotions page</a> for the full terms.</p>',
  },
  {
    type: 'B',
    title: 'Play responsibly',
    content:
      '<p>Gaming should stay fun. Only players aged <b>18 and over</b> may open an account.</p>' +
      '<p>Set yourself limits, take breaks, and never chase losses. If you need help, read our <a href="/help">Help Centre</a> or contact customer service at any time.</p>',
  },
] as const;

export interface BannerSeed {
  groupName: string;
  title: string;
  subtitle: string;
  colors: readonly [string, string];
  /** 0 none, 1 internal route, 2 external https link, 3 game (see the contract's bannerValue). */
  linkageType: number;
  linkage: string | null;
  /** The category of the promotion the banner advertises (platform/seed/promotions.ts), linked once it is seeded. */
  promotion?: string;
}

const banner = (
  groupName: string,
  title: string,
  subtitle: string,
  colors: readonly [string, string],
  linkageType = 0,
  linkage: string | null = null,
  promotion?: string,
): BannerSeed => ({ groupName, title, subtitle, colors, linkageType, linkage, ...(promotion ? { promotion } : {}) });

export const BANNERS: readonly BannerSeed[] = [
  banner('home', '100% Welcome Bonus', 'Double your first deposit, up to 5,000.00', ['#7b2ff7', '#f107a3'], 1, '/promotions', 'welcome'),
  banner('home', 'Live Casino, Real Dealers', 'Baccarat, roulette and sic bo around the clock', ['#0f2027', '#2c5364'], 1, '/live'),
  banner('home', 'Get the App', 'Faster log-in and instant notifications', ['#11998e', '#38ef7d'], 1, '/down'),
  banner('slots', 'Daily Slot Tournament', 'Spin to climb the leaderboard: 100,000.00 prize pool', ['#f12711', '#f5af19'], 1, '/promotions'),
  banner('slots', 'New Games Every Week', 'Fresh releases from the top studios', ['#3a1c71', '#ffaf7b']),
  banner('live', 'Live Baccarat Cashback', '0.8% cashback on every live casino bet', ['#232526', '#b8860b'], 1, '/promotions'),
  banner('live', 'Lightning Roulette Nights', 'Multipliers up to 500× every evening from 8 pm', ['#141e30', '#243b55'], 1, '/live'),
  banner('fish', 'Fishing Frenzy', 'Catch the golden dragon for 500× wins', ['#1cb5e0', '#000851'], 1, '/fish'),
  banner('pvp', 'Tongits Weekend Cup', 'Play Tongits and Pusoy to share 50,000.00 in prizes', ['#ff8008', '#ffc837'], 1, '/promotions'),
  banner('pvp', 'Sit Down, Deal In', 'Card tables open around the clock', ['#134e5e', '#71b280']),
  banner('sports', 'Parlay Boost', 'Up to 20% more on every winning parlay of 4 legs or more', ['#0b486b', '#f56217'], 1, '/promotions'),
  banner('sports', 'Every Match, Live', 'Football, basketball and volleyball with live odds', ['#1d4350', '#a43931']),
  banner('esports', 'E-Sports Is Coming', 'Mobile Legends, Dota 2 and Valorant markets are on the way', ['#42275a', '#734b6d']),
  banner('elott', 'Daily Lottery Draws', 'Hanoi, Bangkok and Keno draws all day long', ['#b21f1f', '#fdbb2d'], 1, '/elott'),
  banner('cockfight', 'Sabong Live Every Night', 'Meron or Wala: live derbies from 6 pm', ['#870000', '#190a05'], 1, '/cockfight'),
  banner('cockfight', 'Derby Cashback', '0.5% back on every sabong bet, paid daily', ['#3e2723', '#bf360c'], 1, '/promotions'),
  banner('promotions', 'Refer a Friend', 'Earn 188.00 for every friend who joins', ['#ee0979', '#ff6a00']),
  banner('promotions', 'Weekly Rebate up to 1.2%', 'Paid every Monday, no turnover required', ['#4568dc', '#b06ab3']),
  banner('w_register', 'Join in 30 Seconds', 'Register now and claim your welcome bonus', ['#8e2de2', '#4a00e0'], 0, null, 'welcome'),
];
