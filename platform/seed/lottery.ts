import type { Queryable } from '../db/index';
import { drawNumbers, fitsFormat, outcomeKey, payoutMinor, type GameRules } from '../lottery/rules';
import { closesAt, drawsBefore, numeroOf } from '../lottery/schedule';
import { seededRandom } from './catalogue';
import { HISTORY_PLAYERS } from './history';
import { EXTRA_GAMES, LOTTERY_GAMES, PLAY_TYPE_FIX, SEEDED_BETS, SEEDED_DRAWS_PER_GAME, type LotteryGameSeed } from './lottery-games';

/** Stake multiples of a game's smallest stake the seeded bets use (offered by the betting screen). */
const SEED_STAKE_MULTIPLES = [10, 50, 100];
/** Seeded bets go on one of a game's last few draws. */
const NEWEST_DRAWS = 5;

interface SeededDraw {
  id: number;
  gameCode: string;
  numero: string;
  opensAt: Date;
  closesAt: Date;
  drawAt: Date;
  numbers: number[];
}

/**
 * Seeds the lottery when it has no games yet: the extra catalogue games, the lottery rows of
 * every lottery game, {@link SEEDED_DRAWS_PER_GAME} past draws of each (numbers from a seeded
 * sequence: seed data, not a draw), and {@link SEEDED_BETS} settled bets by the seeded players,
 * through the ledger like any bet. Draw ids are given explicitly and the identity moved past
 * them, so the whole history goes in as a few statements.
 */
export async function seedLottery(tx: Queryable, now: number): Promise<void> {
  if ((await tx.query('SELECT 1 FROM lottery_games LIMIT 1')).length > 0) return;
  await tx.query(
    `INSERT INTO games (game_code, game_type, vendor, name, classify, min_bet_minor, is_game, is_hot, popularity, default_play_type, sort)
     SELECT "gameCode", "gameType", vendor, name, 'Lottery', "minBetMinor", NULL, CASE WHEN "isHot" THEN 1 ELSE 0 END, popularity, "defaultPlayType", 50
     FROM jsonb_to_recordset($1::jsonb) AS g("gameCode" text, "gameType" text, vendor text, name text, "minBetMinor" bigint, "isHot" boolean, popularity integer, "defaultPlayType" text)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(EXTRA_GAMES)],
  );
  for (const [vendor, playType] of Object.entries(PLAY_TYPE_FIX)) {
    await tx.query("UPDATE games SET default_play_type = $2 WHERE vendor = $1 AND game_type IN ('LOTT', 'ELOTT')", [vendor, playType]);
  }
  const known = new Map(
    (await tx.query<{ game_code: string; min_bet_minor: bigint }>('SELECT game_code, min_bet_minor FROM games')).map((row) => [
      row.game_code,
      row.min_bet_minor,
    ]),
  );
  const games = LOTTERY_GAMES.filter((game) => known.has(game.gameCode));
  await tx.query(
    `INSERT INTO lottery_games (game_code, menu_tag, draw_days, first_draw_seconds, interval_seconds, lock_seconds,
                                draw_count, draw_min, draw_max, draw_distinct, pick_count, pick_min, pick_max, pick_distinct, rule, payouts)
     SELECT "gameCode", "menuTag", ARRAY(SELECT jsonb_array_elements_text("drawDays"))::smallint[], "firstDrawSeconds", "intervalSeconds", "lockSeconds",
            (draw->>'count')::smallint, (draw->>'min')::smallint, (draw->>'max')::smallint, (draw->>'distinct')::boolean,
            (pick->>'count')::smallint, (pick->>'min')::smallint, (pick->>'max')::smallint, (pick->>'distinct')::boolean, rule, payouts
     FROM jsonb_to_recordset($1::jsonb) AS g("gameCode" text, "menuTag" text, "drawDays" jsonb, "firstDrawSeconds" integer, "intervalSeconds" integer,
          "lockSeconds" integer, draw jsonb, pick jsonb, rule text, payouts jsonb)`,
    [JSON.stringify(games)],
  );

  const draws = pastDraws(games, now);
  await tx.query(
    `INSERT INTO lottery_draws (id, game_code, numero, opens_at, closes_at, draw_at, numbers, drawn_at, status)
     OVERRIDING SYSTEM VALUE
     SELECT id, "gameCode", numero, "opensAt", "closesAt", "drawAt", ARRAY(SELECT jsonb_array_elements_text(numbers))::smallint[], "drawAt", 'DRAWN'
     FROM jsonb_to_recordset($1::jsonb) AS d(id bigint, "gameCode" text, numero text, "opensAt" timestamptz, "closesAt" timestamptz, "drawAt" timestamptz, numbers jsonb)`,
    [JSON.stringify(draws)],
  );
  await tx.query("SELECT setval(pg_get_serial_sequence('lottery_draws', 'id'), (SELECT max(id) FROM lottery_draws))");

  const players = await tx.query<{ id: bigint; account: string }>('SELECT id, account FROM members WHERE account_key = ANY($1::text[])', [
    [...HISTORY_PLAYERS],
  ]);
  if (players.length === 0) return;
  const bets = pastBets(
    games,
    draws,
    players.map((player) => String(player.id)),
    known,
  );
  await tx.query(
    `INSERT INTO lottery_bets (id, member_id, draw_id, picks, stake_minor, payout_minor, status, created_at, settled_at)
     SELECT id, "memberId"::bigint, "drawId", ARRAY(SELECT jsonb_array_elements_text(picks))::smallint[], "stakeMinor", "payoutMinor",
            CASE WHEN "payoutMinor" > 0 THEN 'WON' ELSE 'LOST' END, "createdAt", "settledAt"
     FROM jsonb_to_recordset($1::jsonb) AS b(id text, "memberId" text, "drawId" bigint, picks jsonb, "stakeMinor" bigint, "payoutMinor" bigint,
          "createdAt" timestamptz, "settledAt" timestamptz)`,
    [JSON.stringify(bets)],
  );
  await tx.query(
    `INSERT INTO ledger_entries (member_id, amount_minor, kind, reference, created_at)
     SELECT "memberId"::bigint, -"stakeMinor", 'LOTTERY_STAKE', 'lottery:' || id || ':stake', "createdAt"
     FROM jsonb_to_recordset($1::jsonb) AS b(id text, "memberId" text, "stakeMinor" bigint, "createdAt" timestamptz)
     UNION ALL
     SELECT "memberId"::bigint, "payoutMinor", 'LOTTERY_WIN', 'lottery:' || id || ':win', "settledAt"
     FROM jsonb_to_recordset($1::jsonb) AS b(id text, "memberId" text, "payoutMinor" bigint, "settledAt" timestamptz) WHERE "payoutMinor" > 0
     ON CONFLICT (member_id, reference) WHERE reference IS NOT NULL DO NOTHING`,
    [JSON.stringify(bets)],
  );
}

/** Each game's last draws before `now` by its own schedule, oldest first, with seeded numbers. */
function pastDraws(games: readonly LotteryGameSeed[], now: number): SeededDraw[] {
  const draws: Omit<SeededDraw, 'id'>[] = [];
  for (const game of games) {
    const random = seededRandom(`lottery:${game.gameCode}`);
    const times = drawsBefore(game, now - 1, SEEDED_DRAWS_PER_GAME + 1).reverse();
    for (let index = 1; index < times.length; index++) {
      const drawAt = times[index]!;
      draws.push({
        gameCode: game.gameCode,
        numero: numeroOf(game, drawAt),
        opensAt: new Date(times[index - 1]!),
        closesAt: new Date(closesAt(game, drawAt)),
        drawAt: new Date(drawAt),
        numbers: drawNumbers(game.draw, (bound) => Math.floor(random() * bound)),
      });
    }
  }
  return draws.sort((a, b) => a.drawAt.getTime() - b.drawAt.getTime()).map((draw, index) => ({ ...draw, id: index + 1 }));
}

/** Picks that win (`win`) or lose against a draw's numbers, for a game's rules. */
export function seededPicks(rules: GameRules, drawn: readonly number[], win: boolean, random: () => number): number[] {
  const randomInt = (bound: number) => Math.floor(random() * bound);
  if (win) {
    if (rules.rule === 'LAST') return drawn.slice(drawn.length - rules.pick.count);
    if (rules.rule === 'FIRST') return drawn.slice(0, rules.pick.count);
    if (rules.rule === 'SUM') return [drawn.reduce((sum, n) => sum + n, 0)];
    // MATCHES: three or four of the drawn numbers, the rest not drawn.
    const hits = drawNumbers({ count: drawn.length, min: 0, max: drawn.length - 1, distinct: true }, randomInt)
      .slice(0, 3 + randomInt(2))
      .map((i) => drawn[i]!);
    const others = Array.from({ length: rules.pick.max - rules.pick.min + 1 }, (_, i) => rules.pick.min + i).filter((n) => !drawn.includes(n));
    const rest = drawNumbers({ count: rules.pick.count - hits.length, min: 0, max: others.length - 1, distinct: true }, randomInt).map((i) => others[i]!);
    return [...hits, ...rest];
  }
  for (;;) {
    const picks = drawNumbers(rules.pick, randomInt);
    const key = outcomeKey(rules, picks, drawn);
    if (fitsFormat(picks, rules.pick) && (key === null || !(key in rules.payouts))) return picks;
  }
}

/** Bets on each game's newest seeded draws (a game picked at random each time), spread over the seeded players; every third one wins. */
function pastBets(games: readonly LotteryGameSeed[], draws: readonly SeededDraw[], memberIds: readonly string[], minBets: Map<string, bigint>) {
  const random = seededRandom('lottery:bets');
  const byCode = new Map(games.map((game) => [game.gameCode, game]));
  const newestByGame = games.map((game) => draws.filter((draw) => draw.gameCode === game.gameCode).slice(-NEWEST_DRAWS));
  return Array.from({ length: SEEDED_BETS }, (_, index) => {
    const choices = newestByGame[Math.floor(random() * newestByGame.length)]!;
    const draw = choices[Math.floor(random() * choices.length)]!;
    const game = byCode.get(draw.gameCode)!;
    const picks = seededPicks(game, draw.numbers, index % 3 === 0, random);
    const stakeMinor = minBets.get(game.gameCode)! * BigInt(SEED_STAKE_MULTIPLES[Math.floor(random() * SEED_STAKE_MULTIPLES.length)]!);
    const placedAt = draw.closesAt.getTime() - Math.floor(random() * Math.max(1, draw.closesAt.getTime() - draw.opensAt.getTime()));
    return {
      id: `seed-lottery-${String(index + 1).padStart(3, '0')}`,
      memberId: memberIds[Math.floor(random() * memberIds.length)]!,
      drawId: draw.id,
      picks,
      stakeMinor: String(stakeMinor),
      payoutMinor: String(payoutMinor(game, picks, draw.numbers, stakeMinor)),
      createdAt: new Date(placedAt),
      settledAt: draw.drawAt,
    };
  });
}
