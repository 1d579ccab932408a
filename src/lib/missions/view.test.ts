import { describe, expect, it } from 'vitest';
import { missionListValue } from '../../contract/calls/missions';
import { missionPrizesWaiting } from './prizes';
import { missionView } from './view';

const read = (missions: unknown[]) =>
  missionListValue.parse({ currency: 'PHP', missions, leaderboard: { weekStart: '2026-11-15T16:00:00.000Z', top: [], own: null } }).missions;
const base = { period: 'daily', prize: 10, rewardId: null, claimed: false, completed: false, endsAt: '2026-11-21T16:00:00.000Z' };

describe('missionView', () => {
  it('shows amounts as money read in minor units, counts as numbers, and caps the bar at the target', () => {
    const [bets, games] = read([
      { ...base, id: 'daily-bets', kind: 'validBets', measure: 'amount', target: 500, progress: 150.5 },
      { ...base, id: 'daily-variety', kind: 'gamesPlayed', measure: 'count', target: 3, progress: 5, completed: true, rewardId: 7 },
    ]);
    expect(missionView(bets!, 'en-PH', 'PHP')).toMatchObject({
      progressText: '₱150.50',
      targetText: '₱500.00',
      percent: 30,
      prizeText: '₱10.00',
      status: 'inProgress',
    });
    expect(missionView(games!, 'en-PH', 'PHP')).toMatchObject({ progressText: '3', targetText: '3', percent: 100, status: 'toClaim' });
    expect(missionView({ ...games!, claimed: true }, 'en-PH', 'PHP').status).toBe('claimed');
  });

  it('counts only mission prizes for the badge', () => {
    expect(missionPrizesWaiting([{ kind: 'mission' }, { kind: 'rebate' }, { kind: 'mission' }, { kind: 'referral' }])).toBe(2);
  });
});
