import { addDays, dayIn, startOfDay } from '../../src/contract/records/range';
import type { Queryable } from '../db/index';

/**
 * Personal profit and loss (issue 14; docs/platform-api.md "Records"): settled bets of a range
 * grouped by the day they were placed in the player's time zone and by game type. Net is
 * win − stake, the player's side: positive is a profit.
 */
export interface ProfitFigures {
  count: number;
  stakeMinor: bigint;
  validMinor: bigint;
  winMinor: bigint;
  netMinor: bigint;
}

export interface ProfitReport {
  days: (ProfitFigures & { day: string })[];
  gameTypes: (ProfitFigures & { gameType: string })[];
  totals: ProfitFigures;
}

const zero = (): ProfitFigures => ({ count: 0, stakeMinor: 0n, validMinor: 0n, winMinor: 0n, netMinor: 0n });

interface Row {
  /** Which day of the range (0: the first). */
  bucket: number;
  game_type: string;
  count: number;
  stake: bigint;
  win: bigint;
}

export async function profitReport(db: Queryable, filter: { memberId: bigint; from: Date; to: Date; timeZone: string }): Promise<ProfitReport> {
  const days = new Map<string, ProfitFigures>();
  // Every day of the range, so the chart has a bar (or a gap) for each.
  const last = dayIn(filter.to.getTime() - 1, filter.timeZone);
  const first = dayIn(filter.from.getTime(), filter.timeZone);
  for (let day = first; day <= last; day = addDays(day, 1)) days.set(day, zero());
  const dayList = [...days.keys()];
  // The instants the range's later days begin in the zone: a bet's day is the number of them at or
  // before it (width_bucket's binary search), so no bet's time is converted to the zone one by one.
  // EXPLAIN ANALYZE over bench:records' 100,000 bets showed the per-row `AT TIME ZONE` as most of
  // the time (docs/decisions/0028-records.md, addenda).
  // (A one-day range has none; the range's end stands in, past every bet of it.)
  const later = dayList.slice(1).map((day) => new Date(startOfDay(day, filter.timeZone)).toISOString());
  const boundaries = later.length > 0 ? later : [filter.to.toISOString()];
  const rows = await db.query<Row>(
    `WITH settled AS (
       SELECT b.game_code, width_bucket(b.created_at, $4::timestamptz[]) AS bucket, COUNT(*) AS count, SUM(b.stake_minor) AS stake, SUM(b.win_minor) AS win
         FROM bets b
        WHERE b.member_id = $1 AND b.created_at >= $2 AND b.created_at < $3
        GROUP BY 1, 2
       UNION ALL
       SELECT d.game_code, width_bucket(l.created_at, $4::timestamptz[]), COUNT(*), SUM(l.stake_minor), SUM(l.payout_minor)
         FROM lottery_bets l JOIN lottery_draws d ON d.id = l.draw_id
        WHERE l.member_id = $1 AND l.created_at >= $2 AND l.created_at < $3 AND l.status IN ('WON', 'LOST')
        GROUP BY 1, 2
     )
     SELECT s.bucket, g.game_type, SUM(s.count)::int AS count, SUM(s.stake)::bigint AS stake, SUM(s.win)::bigint AS win
       FROM settled s JOIN games g ON g.game_code = s.game_code
      GROUP BY 1, 2`,
    [filter.memberId, filter.from, filter.to, boundaries],
  );
  const types = new Map<string, ProfitFigures>();
  const totals = zero();
  for (const row of rows) {
    const stake = BigInt(row.stake);
    const win = BigInt(row.win);
    for (const figures of [days.get(dayList[Number(row.bucket)]!)!, types.get(row.game_type) ?? types.set(row.game_type, zero()).get(row.game_type)!, totals]) {
      figures.count += Number(row.count);
      figures.stakeMinor += stake;
      figures.validMinor += stake;
      figures.winMinor += win;
      figures.netMinor += win - stake;
    }
  }
  return {
    days: [...days].sort(([a], [b]) => a.localeCompare(b)).map(([day, figures]) => ({ day, ...figures })),
    gameTypes: [...types].sort(([a], [b]) => a.localeCompare(b)).map(([gameType, figures]) => ({ gameType, ...figures })),
    totals,
  };
}
