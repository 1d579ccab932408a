import { winnerBoard } from '../../src/lib/platform/calls/games';
import { defineHandler, success } from '../http/context';
import { minorToMajor } from '../wallet/money';

/** `testplayer` → `te***er`: winners are public, accounts are not. Short names keep one letter. */
export function maskAccount(account: string): string {
  const chars = [...account];
  if (chars.length <= 2) return `${chars[0] ?? ''}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars[chars.length - 1]}`;
  return `${chars.slice(0, 2).join('')}***${chars.slice(-2).join('')}`;
}

/**
 * GET /lgw/games/winners: the newest winning rounds (`bets` with a win), `limitNum` of them, of
 * one category or of all (`gameCategory: ALL`). Amounts are the win, in currency units.
 */
export default defineHandler(winnerBoard, async ({ services, input }) => {
  const category = input.gameCategory.toUpperCase() === 'ALL' ? null : input.gameCategory;
  const rows = await services.db.query<{ account: string; name: string; game_type: string; vendor: string; win_minor: bigint; created_at: Date }>(
    `SELECT m.account, g.name, g.game_type, g.vendor, b.win_minor, b.created_at
     FROM bets b JOIN games g ON g.game_code = b.game_code JOIN members m ON m.id = b.member_id
     WHERE b.win_minor > 0 AND ($1::text IS NULL OR g.game_type = $1)
     ORDER BY b.created_at DESC, b.seq DESC LIMIT $2`,
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
        winTime: new Date(row.created_at).toISOString(),
      },
    })),
  );
});
