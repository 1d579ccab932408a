import { missionList } from '../../../src/contract/calls/missions';
import { defineHandler, success } from '../../http/context';
import { centreMember } from '../../members/centre';
import { COUNTS_MONEY } from '../../missions/definitions';
import { leaderboard, missionsOf, type LeaderboardRow } from '../../missions/missions';
import { merchantCurrency } from '../../promotions/currency';
import { minorToMajor } from '../../wallet/money';
import { maskAccount } from '../games/winner-board';

/** Masked as the winner board masks winners (platform/handlers/games/winner-board.ts). */
const standing = (row: LeaderboardRow) => ({ rank: row.rank, account: maskAccount(row.account), score: row.score });

/** GET /wps/mission/list (token): the current missions (read only: the event that completes one grants its prize) and the week's leaderboard. */
export default defineHandler(missionList, async (context) => {
  const found = await centreMember(context);
  if (!found.ok) return found.outcome;
  const { services, now } = context;
  const states = await missionsOf(services.db, found.member.id, now);
  const board = await leaderboard(services.db, found.member.id, now);
  const value = (kind: keyof typeof COUNTS_MONEY, amount: bigint) => (COUNTS_MONEY[kind] ? minorToMajor(amount) : Number(amount));
  return success({
    currency: await merchantCurrency(services.settings),
    missions: states.map(({ mission, progress, completed, reward, periodEnd }) => ({
      id: mission.id,
      period: mission.period,
      kind: mission.kind,
      measure: COUNTS_MONEY[mission.kind] ? 'amount' : 'count',
      target: value(mission.kind, mission.target),
      progress: value(mission.kind, progress),
      prize: minorToMajor(mission.prizeMinor),
      completed,
      rewardId: reward?.id ?? null,
      claimed: reward?.claimed ?? false,
      endsAt: new Date(periodEnd).toISOString(),
    })),
    leaderboard: { weekStart: new Date(board.weekStart).toISOString(), top: board.top.map(standing), own: board.own ? standing(board.own) : null },
  });
});
