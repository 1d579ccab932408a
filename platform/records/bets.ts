import type { Queryable } from '../db/index';

/**
 * The betting record (issue 14; docs/platform-api.md "Records"): one list over the two tables
 * that record bets, demo-game rounds (`bets`, settled when played) and lottery tickets
 * (`lottery_bets`, unsettled until their draw, void when the operator cancels the draw and
 * returns the stake: platform/lottery/cancel.ts; no valid bet, no net), joined to the catalogue for the game's name,
 * vendor and type. Each branch reads its member's rows in the range through its
 * (member_id, created_at) index (migration 0012), and the game filters are pushed into both
 * branches as a set of game codes, so a filtered page reads only the rows it may show.
 */
export interface BetFilter {
  memberId: bigint;
  from: Date;
  to: Date;
  gameType?: string | undefined;
  vendor?: string | undefined;
  status?: 'SETTLED' | 'UNSETTLED' | 'VOID' | undefined;
}

export interface BetRecord {
  id: string;
  source: 'GAME' | 'LOTTERY';
  gameCode: string;
  gameName: string;
  vendor: string;
  gameType: string;
  stakeMinor: bigint;
  validMinor: bigint;
  winMinor: bigint;
  netMinor: bigint;
  status: 'SETTLED' | 'UNSETTLED' | 'VOID';
  placedAt: Date;
}

export interface BetTotals {
  count: number;
  stakeMinor: bigint;
  validMinor: bigint;
  winMinor: bigint;
  netMinor: bigint;
}

/** $1 member, $2 from, $3 to, $4 game type, $5 vendor, $6 status. */
const WANTED = `wanted AS (
    SELECT game_code FROM games WHERE ($4::text IS NULL OR game_type = $4) AND ($5::text IS NULL OR vendor = $5)
  )`;
/**
 * A lottery ticket's status and valid bet as the betting record shows them, for the `lottery_bets`
 * row aliased `l`: open is unsettled, a cancelled draw's ticket is void (its stake was given back,
 * platform/lottery/cancel.ts), and only a settled ticket (won or lost) is a valid bet
 * (platform/wallet/stakes.ts). The agent's team betting history reads them too.
 */
export const LOTTERY_STATUS = "CASE l.status WHEN 'OPEN' THEN 'UNSETTLED' WHEN 'VOID' THEN 'VOID' ELSE 'SETTLED' END";
export const LOTTERY_VALID_BET = "CASE WHEN l.status IN ('WON', 'LOST') THEN l.stake_minor ELSE 0 END";
const GAME_BRANCH = `
    SELECT b.id, 'GAME' AS source, b.game_code, b.stake_minor, b.stake_minor AS valid_minor, b.win_minor,
           'SETTLED' AS status, b.created_at, b.seq
      FROM bets b
     WHERE b.member_id = $1 AND b.created_at >= $2 AND b.created_at < $3
       AND ($4::text IS NULL AND $5::text IS NULL OR b.game_code IN (SELECT game_code FROM wanted))
       AND ($6::text IS NULL OR $6 = 'SETTLED')`;
const LOTTERY_BRANCH = `
    SELECT l.id, 'LOTTERY', d.game_code, l.stake_minor,
           ${LOTTERY_VALID_BET}, l.payout_minor,
           ${LOTTERY_STATUS}, l.created_at, l.seq
      FROM lottery_bets l JOIN lottery_draws d ON d.id = l.draw_id
     WHERE l.member_id = $1 AND l.created_at >= $2 AND l.created_at < $3
       AND ($4::text IS NULL AND $5::text IS NULL OR d.game_code IN (SELECT game_code FROM wanted))
       AND ($6::text IS NULL OR $6 = ${LOTTERY_STATUS})`;
const UNION = `WITH ${WANTED}, all_bets AS (${GAME_BRANCH} UNION ALL ${LOTTERY_BRANCH})`;
/**
 * A page needs at most offset + limit rows of each table: each branch takes them newest first by
 * its (member_id, created_at DESC, seq DESC) index and stops there, instead of sorting every bet
 * of the filter for the page (EXPLAIN ANALYZE over bench:records' 100,000 bets: a top-N sort of
 * every row in range; docs/decisions/0028-records.md, addenda). $7 limit, $8 offset.
 */
const PAGE_UNION = `WITH ${WANTED}, all_bets AS (
    (${GAME_BRANCH} ORDER BY b.created_at DESC, b.seq DESC LIMIT $7::int + $8::int)
    UNION ALL
    (${LOTTERY_BRANCH} ORDER BY l.created_at DESC, l.seq DESC LIMIT $7::int + $8::int))`;

const params = (filter: BetFilter) => [filter.memberId, filter.from, filter.to, filter.gameType ?? null, filter.vendor ?? null, filter.status ?? null];

interface BetRow {
  id: string;
  source: 'GAME' | 'LOTTERY';
  game_code: string;
  name: string;
  vendor: string;
  game_type: string;
  stake_minor: bigint;
  valid_minor: bigint;
  win_minor: bigint;
  status: 'SETTLED' | 'UNSETTLED' | 'VOID';
  created_at: Date;
}

const toRecord = (row: BetRow): BetRecord => {
  const stakeMinor = BigInt(row.stake_minor);
  const winMinor = BigInt(row.win_minor);
  return {
    id: row.id,
    source: row.source,
    gameCode: row.game_code,
    gameName: row.name,
    vendor: row.vendor,
    gameType: row.game_type,
    stakeMinor,
    validMinor: BigInt(row.valid_minor),
    winMinor,
    netMinor: row.status === 'SETTLED' ? winMinor - stakeMinor : 0n,
    status: row.status,
    placedAt: new Date(row.created_at),
  };
};

/** One page of the member's bets, newest first (ties: lottery before game, then newest recorded). */
export async function betPage(db: Queryable, filter: BetFilter, page: { offset: number; limit: number }): Promise<BetRecord[]> {
  const rows = await db.query<BetRow>(
    `${PAGE_UNION}
     SELECT a.id, a.source, a.game_code, g.name, g.vendor, g.game_type, a.stake_minor, a.valid_minor, a.win_minor, a.status, a.created_at
       FROM (SELECT * FROM all_bets ORDER BY created_at DESC, source DESC, seq DESC LIMIT $7 OFFSET $8) a
       JOIN games g ON g.game_code = a.game_code
      ORDER BY a.created_at DESC, a.source DESC, a.seq DESC`,
    [...params(filter), page.limit, page.offset],
  );
  return rows.map(toRecord);
}

/** The totals of the whole filter: the count, stakes, valid bets, wins and net of settled bets. */
export async function betTotals(db: Queryable, filter: BetFilter): Promise<BetTotals> {
  const [row] = await db.query<{ count: number; stake: bigint; valid: bigint; win: bigint; net: bigint }>(
    `${UNION}
     SELECT COUNT(*)::int AS count, COALESCE(SUM(stake_minor), 0)::bigint AS stake, COALESCE(SUM(valid_minor), 0)::bigint AS valid,
            COALESCE(SUM(win_minor), 0)::bigint AS win,
            COALESCE(SUM(CASE WHEN status = 'SETTLED' THEN win_minor - stake_minor ELSE 0 END), 0)::bigint AS net
       FROM all_bets`,
    params(filter),
  );
  return {
    count: Number(row?.count ?? 0),
    stakeMinor: BigInt(row?.stake ?? 0),
    validMinor: BigInt(row?.valid ?? 0),
    winMinor: BigInt(row?.win ?? 0),
    netMinor: BigInt(row?.net ?? 0),
  };
}

/** The game types and vendors of the catalogue, for the filters. */
export async function betFilterOptions(db: Queryable): Promise<{ gameTypes: string[]; vendors: { code: string; name: string }[] }> {
  const [types, vendors] = await Promise.all([
    db.query<{ game_type: string }>('SELECT DISTINCT game_type FROM games ORDER BY game_type'),
    db.query<{ code: string; name: string }>('SELECT code, MIN(display_name) AS name FROM vendors GROUP BY code ORDER BY MIN(display_name)'),
  ]);
  return { gameTypes: types.map((row) => row.game_type), vendors: vendors.map((row) => ({ code: row.code, name: row.name })) };
}

export interface BetDetail {
  bet: BetRecord;
  settledAt: Date | null;
  round: { symbols: string[]; multiplier: number } | null;
  ticket: { picks: number[]; numero: string; drawAt: Date; drawn: number[] | null } | null;
}

/** One of the member's bets by id, with what it was: a round's reels or a ticket's numbers and draw. */
export async function betDetail(db: Queryable, memberId: bigint, id: string): Promise<BetDetail | null> {
  const [round] = await db.query<BetRow & { outcome: { reels?: string[]; multiplier?: number } }>(
    `SELECT b.id, 'GAME' AS source, b.game_code, g.name, g.vendor, g.game_type, b.stake_minor, b.stake_minor AS valid_minor, b.win_minor,
            'SETTLED' AS status, b.created_at, b.outcome
       FROM bets b JOIN games g ON g.game_code = b.game_code WHERE b.member_id = $1 AND b.id = $2`,
    [memberId, id],
  );
  if (round) {
    return {
      bet: toRecord(round),
      settledAt: new Date(round.created_at),
      round: { symbols: round.outcome.reels ?? [], multiplier: Number(round.outcome.multiplier ?? 0) },
      ticket: null,
    };
  }
  const [ticket] = await db.query<BetRow & { picks: number[]; numero: string; draw_at: Date; numbers: number[] | null; settled_at: Date | null }>(
    `SELECT l.id, 'LOTTERY' AS source, d.game_code, g.name, g.vendor, g.game_type, l.stake_minor,
            CASE WHEN l.status IN ('WON', 'LOST') THEN l.stake_minor ELSE 0 END AS valid_minor, l.payout_minor AS win_minor,
            ${LOTTERY_STATUS} AS status, l.created_at,
            l.picks, d.numero, d.draw_at, d.numbers, l.settled_at
       FROM lottery_bets l JOIN lottery_draws d ON d.id = l.draw_id JOIN games g ON g.game_code = d.game_code
      WHERE l.member_id = $1 AND l.id = $2`,
    [memberId, id],
  );
  if (!ticket) return null;
  return {
    bet: toRecord(ticket),
    settledAt: ticket.settled_at ? new Date(ticket.settled_at) : null,
    round: null,
    ticket: {
      picks: ticket.picks.map(Number),
      numero: ticket.numero,
      drawAt: new Date(ticket.draw_at),
      drawn: ticket.numbers ? ticket.numbers.map(Number) : null,
    },
  };
}
