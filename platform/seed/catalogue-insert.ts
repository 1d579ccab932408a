import type { Queryable } from '../db/index';
import { postEntry } from '../wallet/ledger';
import { generateCatalogue } from './catalogue';
import { HISTORY_BANKROLL_MINOR, HISTORY_BANKROLL_REFERENCE, HISTORY_PLAYERS, historyRounds, LOCKED_PASSWORD_HASH } from './history';

/**
 * Writes the generated catalogue when the `games` table is empty, and the seeded players'
 * past rounds when there are no rounds yet. Rows go in as one JSON array per table: a few
 * hundred single-row inserts would slow every start of a test platform.
 */
export async function seedCatalogue(tx: Queryable, now: number): Promise<void> {
  const games = generateCatalogue();
  if ((await tx.query('SELECT 1 FROM games LIMIT 1')).length === 0) {
    await tx.query(
      `INSERT INTO games (game_code, game_type, vendor, name, classify, min_bet_minor, is_game, is_hot, popularity, default_play_type, sort)
       SELECT "gameCode", "gameType", vendor, name, classify, "minBetMinor", "isGame", CASE WHEN "isHot" THEN 1 ELSE 0 END,
              popularity, "defaultPlayType", sort
       FROM jsonb_to_recordset($1::jsonb) AS g("gameCode" text, "gameType" text, vendor text, name text, classify text,
            "minBetMinor" bigint, "isGame" text, "isHot" boolean, popularity integer, "defaultPlayType" text, sort integer)
       ON CONFLICT (game_code) DO NOTHING`,
      [JSON.stringify(games)],
    );
  }
  if ((await tx.query('SELECT 1 FROM bets LIMIT 1')).length > 0) return;

  const ids = new Map<string, bigint>();
  for (const account of HISTORY_PLAYERS) {
    await tx.query(
      `INSERT INTO members (account, account_key, password_hash, nickname, type, first_login_at)
       VALUES ($1, $1, $2, NULL, 0, $3) ON CONFLICT (account_key) DO NOTHING`,
      [account, LOCKED_PASSWORD_HASH, new Date(now)],
    );
    const [row] = await tx.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account]);
    if (!row) throw new Error(`seed: ${account} missing`);
    ids.set(account, row.id);
    await postEntry(tx, { memberId: row.id, amountMinor: BigInt(HISTORY_BANKROLL_MINOR), kind: 'OPENING_CREDIT', reference: HISTORY_BANKROLL_REFERENCE });
  }
  const known = new Set((await tx.query<{ game_code: string }>('SELECT game_code FROM games')).map((row) => row.game_code));
  const rounds = historyRounds(games, now).filter((round) => known.has(round.gameCode));
  const rows = rounds.map((round) => ({ ...round, memberId: String(ids.get(round.account)), outcome: { seeded: true, multiplier: round.multiplier } }));
  await tx.query(
    `INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at)
     SELECT id, "memberId"::bigint, "gameCode", "stakeMinor", "winMinor", outcome, "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, "memberId" text, "gameCode" text, "stakeMinor" bigint, "winMinor" bigint, outcome jsonb, "createdAt" timestamptz)`,
    [JSON.stringify(rows)],
  );
  await tx.query(
    `INSERT INTO ledger_entries (member_id, amount_minor, kind, reference, created_at)
     SELECT "memberId"::bigint, -"stakeMinor", 'GAME_STAKE', 'round:' || id || ':stake', "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, "memberId" text, "stakeMinor" bigint, "createdAt" timestamptz)
     UNION ALL
     SELECT "memberId"::bigint, "winMinor", 'GAME_WIN', 'round:' || id || ':win', "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS r(id text, "memberId" text, "winMinor" bigint, "createdAt" timestamptz)
     ON CONFLICT (member_id, reference) WHERE reference IS NOT NULL DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
