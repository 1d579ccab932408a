/**
 * The missions (issue 15 item 3; docs/product.md §2 missionLeaderboard; docs/decisions/0039-missions-and-referral.md),
 * as data: each is daily or weekly, measures one kind of real activity in its period (Manila
 * time), and pays its prize into the reward centre once per member, mission and period.
 * Amounts are minor units (₱1 = 100); counts are plain numbers, written as bigint too so one
 * comparison serves every kind. No mission is met by merely logging in once or by one ordinary
 * deposit: a prize is for playing (and each sends a message, which a player should not get for
 * opening the site).
 */
export const MISSION_KINDS = ['validBets', 'deposits', 'logins', 'gamesPlayed'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export type MissionPeriod = 'daily' | 'weekly';

export interface Mission {
  readonly id: string;
  readonly period: MissionPeriod;
  readonly kind: MissionKind;
  /** Minor units for validBets and deposits; a count for logins (days with a login) and gamesPlayed (distinct games). */
  readonly target: bigint;
  readonly prizeMinor: bigint;
}

export const MISSIONS: readonly Mission[] = [
  { id: 'daily-play', period: 'daily', kind: 'gamesPlayed', target: 1n, prizeMinor: 200n },
  { id: 'daily-variety', period: 'daily', kind: 'gamesPlayed', target: 3n, prizeMinor: 800n },
  { id: 'daily-bets', period: 'daily', kind: 'validBets', target: 50_000n, prizeMinor: 1_000n },
  { id: 'weekly-logins', period: 'weekly', kind: 'logins', target: 3n, prizeMinor: 1_500n },
  { id: 'weekly-deposits', period: 'weekly', kind: 'deposits', target: 500_000n, prizeMinor: 5_000n },
  { id: 'weekly-bets', period: 'weekly', kind: 'validBets', target: 500_000n, prizeMinor: 5_000n },
];

/** Whether a kind counts money (shown as an amount) or things (shown as a number). */
export const COUNTS_MONEY: Record<MissionKind, boolean> = { validBets: true, deposits: true, logins: false, gamesPlayed: false };
