/**
 * The demo accounts seeded into every new database. Exported so that the start script can
 * print them and tests can log in with them. The passwords are public: never seed these into
 * a database that real players use.
 */
export interface DemoAccount {
  readonly username: string;
  readonly password: string;
  /** 0 player, 1, 2, 41, 42 agents, 4 trial (docs/product.md §6). */
  readonly type: number;
  readonly role: string;
  readonly nickname: string;
  /** Opening credit in major units, posted as a ledger entry. */
  readonly openingBalance: string;
  readonly clubLabel?: { readonly labelName: string; readonly rankLevel: number };
  /** The agent this account belongs to. */
  readonly upline?: string;
  readonly email?: string;
  /** Dialing code without '+' and national number, as stored (see platform/members/phone.ts). */
  readonly mobile?: { readonly countryDialingCode: string; readonly number: string };
  /** An agent's invitation code (registration's affiliateCode, /wps/agent/affiliate). */
  readonly affiliateCode?: string;
  /** Days since the password was last changed, at seed time (default 0: fresh). */
  readonly passwordAgeDays?: number;
  /** The registered payee name withdrawal accounts must carry (docs/product.md §5). */
  readonly payeeName?: string;
}

/** demo_agent's invitation code: register with it to join demo_agent's downline. */
export const DEMO_AFFILIATE_CODE = 'LUCKY2026';

export const DEMO_ACCOUNTS = [
  {
    username: 'demo_player',
    password: 'Player2026',
    type: 0,
    role: 'player; e-mail demo.player@example.com, mobile +63 9171234567',
    nickname: 'Demo Player',
    openingBalance: '1234.56',
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    email: 'demo.player@example.com',
    mobile: { countryDialingCode: '63', number: '9171234567' },
  },
  {
    username: 'demo_agent',
    password: 'Agent2026',
    type: 1,
    role: `agent with a downline of two players; invitation code ${DEMO_AFFILIATE_CODE}, mobile +63 9181234567`,
    nickname: 'Demo Agent',
    openingBalance: '5000.00',
    clubLabel: { labelName: 'Gold', rankLevel: 3 },
    mobile: { countryDialingCode: '63', number: '9181234567' },
    affiliateCode: DEMO_AFFILIATE_CODE,
  },
  {
    username: 'team_ana',
    password: 'TeamAna2026',
    type: 0,
    role: "player in demo_agent's team",
    nickname: 'Ana',
    openingBalance: '250.00',
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    upline: 'demo_agent',
  },
  {
    username: 'team_ben',
    password: 'TeamBen2026',
    type: 0,
    role: "player in demo_agent's team",
    nickname: 'Ben',
    openingBalance: '80.50',
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    upline: 'demo_agent',
  },
  {
    username: 'demo_trial',
    password: 'Trial2026',
    type: 4,
    role: 'trial account (free play)',
    nickname: 'Trial',
    openingBalance: '2000.00',
  },
  {
    username: 'demo_expired',
    password: 'Expired2026',
    type: 0,
    role: 'player whose password is 200 days old: must change it at login (PWDEXPFORCECHANGE3)',
    nickname: 'Expired',
    openingBalance: '100.00',
    passwordAgeDays: 200,
  },
  {
    username: 'demo_vip',
    password: 'Diamond2026',
    type: 0,
    role: 'VIP player, Diamond (rank 5): gets the VIP customer service; e-mail demo.vip@example.com (not yet verified)',
    nickname: 'Demo VIP',
    openingBalance: '25000.00',
    clubLabel: { labelName: 'Diamond', rankLevel: 5 },
    email: 'demo.vip@example.com',
  },
  {
    username: 'wd_juan',
    password: 'Withdraw2026',
    type: 0,
    role: 'player with payee name JUAN DELA CRUZ, no payment password or withdrawal account yet (withdrawal walk-through, TY)',
    nickname: 'Juan',
    openingBalance: '3000.00',
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    payeeName: 'JUAN DELA CRUZ',
  },
  {
    username: 'wd_maria',
    password: 'Withdraw2026',
    type: 0,
    role: 'player with payee name MARIA SANTOS, no payment password or withdrawal account yet (withdrawal walk-through, EN)',
    nickname: 'Maria',
    openingBalance: '3000.00',
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    payeeName: 'MARIA SANTOS',
  },
  {
    username: 'wd_rosa',
    password: 'Withdraw2026',
    type: 0,
    role: 'player with payee name ROSA LIM, no payment password or withdrawal account yet (keyboard-only withdrawal)',
    nickname: 'Rosa',
    openingBalance: '1500.00',
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    payeeName: 'ROSA LIM',
  },
  {
    username: 'team_carlo',
    password: 'TeamCarlo2026',
    type: 0,
    role: "player in demo_agent's team who may transfer to the upline (member info's toUpline)",
    nickname: 'Carlo',
    openingBalance: '600.00',
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    upline: 'demo_agent',
    payeeName: 'CARLO REYES',
  },
  // The agent centre (issue 17): a sub-agent under demo_agent with a player of its own (a team two
  // levels deep), and one agent of each other agent type (docs/product.md §6).
  {
    username: 'team_dina',
    password: 'TeamDina2026',
    type: 1,
    role: "sub-agent in demo_agent's team, upline of team_eli",
    nickname: 'Dina',
    openingBalance: '400.00',
    upline: 'demo_agent',
  },
  {
    username: 'team_eli',
    password: 'TeamEli2026',
    type: 0,
    role: "player in team_dina's team (demo_agent's second level)",
    nickname: 'Eli',
    openingBalance: '150.00',
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    upline: 'team_dina',
  },
  { username: 'agent_two', password: 'AgentTwo2026', type: 2, role: 'agent of type 2, no team', nickname: 'Agent Two', openingBalance: '1000.00' },
  { username: 'agent_41', password: 'Agent41x2026', type: 41, role: 'agent of type 41, no team', nickname: 'Agent 41', openingBalance: '1000.00' },
  { username: 'agent_42', password: 'Agent42x2026', type: 42, role: 'agent of type 42, no team', nickname: 'Agent 42', openingBalance: '1000.00' },
  {
    username: 'mall_lia',
    password: 'Mall2026',
    type: 0,
    role: 'player with points and payment password 135790 (points mall walk-through, TY)',
    nickname: 'Lia',
    openingBalance: '20000.00',
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    payeeName: 'LIA CRUZ',
  },
  {
    username: 'mall_sam',
    password: 'Mall2026',
    type: 0,
    role: 'player with points and payment password 135790 (points mall walk-through, EN)',
    nickname: 'Sam',
    openingBalance: '20000.00',
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
    payeeName: 'SAM REYES',
  },
] as const satisfies readonly DemoAccount[];
