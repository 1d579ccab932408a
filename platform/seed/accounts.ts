/**
 * The demo accounts seeded into every new database. Exported so that the start script can
 * print them and tests can log in with them. The passwords are public: never seed these into
 * a database that real players use.
 */
export interface DemoAccount {
  readonly username: string;
  readonly password: string;
  /** 0 player, 1 agent, 4 trial (SPEC §6). */
  readonly type: number;
  readonly role: string;
  readonly nickname: string;
  /** Opening credit in major units, posted as a ledger entry. */
  readonly openingBalance: string;
  readonly clubLabel?: { readonly labelName: string; readonly rankLevel: number };
  /** The agent this account belongs to. */
  readonly upline?: string;
}

export const DEMO_ACCOUNTS = [
  {
    username: 'demo_player',
    password: 'Player2026',
    type: 0,
    role: 'player',
    nickname: 'Demo Player',
    openingBalance: '1234.56',
    clubLabel: { labelName: 'Silver', rankLevel: 2 },
  },
  {
    username: 'demo_agent',
    password: 'Agent2026',
    type: 1,
    role: 'agent with a downline of two players',
    nickname: 'Demo Agent',
    openingBalance: '5000.00',
    clubLabel: { labelName: 'Gold', rankLevel: 3 },
  },
  {
    username: 'team_ana',
    password: 'TeamAna2026',
    type: 0,
    role: 'player in demo_agent\'s team',
    nickname: 'Ana',
    openingBalance: '250.00',
    clubLabel: { labelName: 'Bronze', rankLevel: 1 },
    upline: 'demo_agent',
  },
  {
    username: 'team_ben',
    password: 'TeamBen2026',
    type: 0,
    role: 'player in demo_agent\'s team',
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
] as const satisfies readonly DemoAccount[];
