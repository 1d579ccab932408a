import { vnNumbers } from '../../../src/contract/calls/lottery';
import { defineHandler, success } from '../../http/context';
import { VN_VENDOR } from '../../lottery/games';

/**
 * GET /lgw/lottery/vn/numbers: how often each two-digit ending 00–99 came up in the latest
 * `count` Vietnamese draws (the last two digits of each draw's special prize). Always 100
 * entries, in number order, endings that did not come up with 0.
 */
export default defineHandler(vnNumbers, async ({ services, input }) => {
  const rows = await services.db.query<{ ending: number; times: number }>(
    `SELECT (latest.numbers[cardinality(latest.numbers) - 1] * 10 + latest.numbers[cardinality(latest.numbers)])::integer AS ending, count(*)::integer AS times
     FROM (SELECT d.numbers FROM lottery_draws d JOIN games g ON g.game_code = d.game_code
           WHERE d.status = 'DRAWN' AND g.vendor = $1 ORDER BY d.drawn_at DESC, d.id DESC LIMIT $2) latest
     GROUP BY 1`,
    [VN_VENDOR, input.count],
  );
  const times = new Map(rows.map((row) => [Number(row.ending), Number(row.times)]));
  return success(Array.from({ length: 100 }, (_, n) => ({ number: String(n).padStart(2, '0'), times: times.get(n) ?? 0 })));
});
