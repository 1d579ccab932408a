import { winnerBoard } from '../../../src/contract/calls/games';
import { defineHandler, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';

/** `testplayer` → `te***er`: winners are public, accounts are not. Short names keep one letter. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * GET /lgw/games/winners: the newest wins, `limitNum` of them, of one category or of all
 * (`gameCategory: ALL`): winning rounds (`bets` with a win, at the round's time) and settled
 * winning lottery bets (at their settlement). Amounts are the win, in currency units of the
 * merchant's currency, which each entry names.
 */
export default defineHandler(winnerBoard, async ({ services, input }) => {
  const category = input.gameCategory.toUpperCase() === 'ALL' ? null : input.gameCategory;
  const settings = await services.settings.get();
  const currency = (settings['merchant'] as { currency?: string } | undefined)?.currency ?? null;
  const rows = await services.db.query<{ account: string; name: string; game_type: string; vendor: string; win_minor: bigint; created_at: Date }>(
    `SELECT m.account, g.name, g.game_type, g.vendor, w.win_minor, w.created_at
     FROM (SELECT member_id, game_code, win_minor, created_at, seq, 0 AS source FROM bets WHERE win_minor > 0
           UNION ALL
           SELECT lb.member_id, d.game_code, lb.payout_minor, lb.settled_at, lb.seq, 1 FROM lottery_bets lb JOIN lottery_draws d ON d.id = lb.draw_id
           WHERE lb.status = 'WON') w
     JOIN games g ON g.game_code = w.game_code JOIN members m ON m.id = w.member_id
     WHERE ($1::text IS NULL OR g.game_type = $1)
     ORDER BY w.created_at DESC, w.source DESC, w.seq DESC LIMIT $2`,
    [category, input.limitNum],
  );
  return success(
    rows.map((row) => ({
      vo: {
        account: maskAccount(row.account),
        gameName: row.name,
        gameType: row.game_type,
        vendor: row.vendor,
        amount: minorToMajor(BigInt(row.win_minor)),
        currency,
        winTime: new Date(row.created_at).toISOString(),
      },
    })),
  );
});
