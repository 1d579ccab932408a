import { z } from 'zod/mini';
import { minorFromWire, type MinorUnits } from '../money';
import { wireAmount } from '../money/wire';
import { defineCall } from '../define';

/**
 * Mission activity (issue 15 item 3; docs/product.md §2 missionLeaderboard and "Mission activity"):
 * the current daily and weekly missions with progress computed from
 * the member's real activity, and the week's leaderboard. A completed mission's prize waits in
 * the reward centre (src/contract/calls/rewards.ts, kind `mission`), which claims it. The
 * original site's paths are known by name only; this one is ours.
 */
export const MISSION_KINDS = ['validBets', 'deposits', 'logins', 'gamesPlayed'] as const;
export type MissionKind = (typeof MISSION_KINDS)[number];
export const MISSION_PERIODS = ['daily', 'weekly'] as const;

const count = z.int().check(z.gte(0), z.lte(Number.MAX_SAFE_INTEGER));

const missionValue = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  period: z.enum(MISSION_PERIODS),
  kind: z.enum(MISSION_KINDS),
  /** `amount`: target and progress are currency units on the wire (minor units once read); `count`: plain counts. */
  measure: z.enum(['amount', 'count']),
  target: wireAmount.check(z.positive()),
  progress: wireAmount.check(z.gte(0)),
  prize: wireAmount.check(z.positive()),
  completed: z.boolean(),
  /** The prize's reward in the reward centre once the mission is completed. */
  rewardId: z.nullable(z.int().check(z.positive(), z.lte(Number.MAX_SAFE_INTEGER))),
  claimed: z.boolean(),
  /** When the period ends (ISO instant): a new one starts with nothing done. */
  endsAt: z.string(),
});

const standing = z.object({ rank: count.check(z.gte(1)), account: z.string(), score: count });

export const missionListValue = z.pipe(
  z.object({
    currency: z._default(z.string(), 'PHP'),
    missions: z.array(missionValue),
    /** The week's leaderboard: top 50 by missions completed, accounts masked like the winner board; `own` is the member's row. */
    leaderboard: z.object({ weekStart: z.string(), top: z.array(standing).check(z.maxLength(50)), own: z.nullable(standing) }),
  }),
  z.transform((list) => ({
    ...list,
    missions: list.missions.map((mission) => {
      const read = (value: number): MinorUnits | number => (mission.measure === 'amount' ? minorFromWire(value, list.currency) : value);
      return { ...mission, target: read(mission.target), progress: read(mission.progress), prize: minorFromWire(mission.prize, list.currency) };
    }),
  })),
);
export type MissionList = z.output<typeof missionListValue>;
export type MissionEntry = MissionList['missions'][number];

export const missionList = defineCall({
  summary:
    "The session member's current daily and weekly missions with progress from real activity (Manila periods), and the week's leaderboard. Reading grants each completed mission's prize to the reward centre, once per period.",
  path: '/wps/mission/list',
  method: 'GET',
  auth: true,
  encrypted: false,
  refusals: ['NEED_REAL_ACCOUNT'],
  request: z.object({}),
  response: missionListValue,
});
