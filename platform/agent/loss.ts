import type { Queryable } from '../db/index';
import { liveLotteryBet } from '../wallet/stakes';
import { TEAM_CTE, type TeamScope } from './team';

/**
 * User loss statements (issue 17 item 6; docs/decisions/0042-agent-register.md): each team member's
 * profit and loss over a range, from the same two tables the member's own betting record reads
 * (platform/records/bets.ts: demo-game rounds, settled when played, and lottery tickets, valid once
 * drawn) and the bonus kinds of the account record (platform/records/entries.ts). Net is the
 * player's side, wins − valid bets (an open ticket counts in stakes only). Members without a bet or
 * bonus in the range are left out.
 */
export const BONUS_KINDS = ['BONUS', 'DEPOSIT_BONUS', 'REWARD', 'REBATE', 'RAFFLE_PRIZE', 'POINTS_CONVERSION'] as const;

export interface LossFigures {
  bets: number;
  stakeMinor: bigint;
  validMinor: bigint;
  winMinor: bigint;
  netMinor: bigint;
  bonusMinor: bigint;
}

export interface LossRow extends LossFigures {
  id: bigint;
  account: string;
  type: number;
  level: number;
}

export async function lossStatement(
  db: Queryable,
  filter: { agentId: bigint; scope: TeamScope; from: Date; to: Date },
): Promise<{ rows: LossRow[]; totals: LossFigures }> {
  const rows = await db.query<{
    id: bigint;
    account: string;
    type: number;
    level: number;
    bets: number;
    stake: bigint;
    valid: bigint;
    win: bigint;
    bonus: bigint;
  }>(
    `${TEAM_CTE},
     played AS (
       SELECT b.member_id, COUNT(*) AS bets, SUM(b.stake_minor) AS stake, SUM(b.stake_minor) AS valid, SUM(b.win_minor) AS win
         FROM bets b JOIN scoped s ON s.id = b.member_id
        WHERE b.created_at >= $3 AND b.created_at < $4 GROUP BY 1
       UNION ALL
       SELECT l.member_id, COUNT(*), SUM(l.stake_minor), SUM(CASE WHEN l.status = 'OPEN' THEN 0 ELSE l.stake_minor END), SUM(l.payout_minor)
         FROM lottery_bets l JOIN scoped s ON s.id = l.member_id
        WHERE l.created_at >= $3 AND l.created_at < $4 AND ${liveLotteryBet('l')} GROUP BY 1
     ), bonuses AS (
       SELECT e.member_id, SUM(e.amount_minor) AS bonus
         FROM ledger_entries e JOIN scoped s ON s.id = e.member_id
        WHERE e.kind = ANY($5::text[]) AND e.created_at >= $3 AND e.created_at < $4 GROUP BY 1
     ), per_member AS (
       SELECT member_id, SUM(bets)::int AS bets, SUM(stake)::bigint AS stake, SUM(valid)::bigint AS valid, SUM(win)::bigint AS win
         FROM played GROUP BY 1
     )
     SELECT m.id, m.account, m.type, t.level,
            COALESCE(p.bets, 0)::int AS bets, COALESCE(p.stake, 0)::bigint AS stake, COALESCE(p.valid, 0)::bigint AS valid,
            COALESCE(p.win, 0)::bigint AS win, COALESCE(b.bonus, 0)::bigint AS bonus
       FROM team t JOIN scoped s ON s.id = t.id JOIN members m ON m.id = t.id
       LEFT JOIN per_member p ON p.member_id = t.id LEFT JOIN bonuses b ON b.member_id = t.id
      WHERE p.member_id IS NOT NULL OR b.member_id IS NOT NULL
      ORDER BY m.account_key`,
    [filter.agentId, filter.scope, filter.from, filter.to, [...BONUS_KINDS]],
  );
  const totals: LossFigures = { bets: 0, stakeMinor: 0n, validMinor: 0n, winMinor: 0n, netMinor: 0n, bonusMinor: 0n };
  const list = rows.map((row): LossRow => {
    const validMinor = BigInt(row.valid);
    const winMinor = BigInt(row.win);
    const figures: LossFigures = {
      bets: Number(row.bets),
      stakeMinor: BigInt(row.stake),
      validMinor,
      winMinor,
      netMinor: winMinor - validMinor,
      bonusMinor: BigInt(row.bonus),
    };
    totals.bets += figures.bets;
    totals.stakeMinor += figures.stakeMinor;
    totals.validMinor += figures.validMinor;
    totals.winMinor += figures.winMinor;
    totals.netMinor += figures.netMinor;
    totals.bonusMinor += figures.bonusMinor;
    return { id: BigInt(row.id), account: row.account, type: Number(row.type), level: Number(row.level), ...figures };
  });
  return { rows: list, totals };
}
