/**
 * What counts as a stake (docs/decisions/0048-valid-stakes-and-housekeeping.md). Every reader of
 * stakes (VIP progress, missions, referral, the agent centre's figures and pay, safer-gambling
 * limits) asks through this module, so a stake that was given back is nothing to any of them.
 *
 * The ledger is the only truth (docs/platform-api.md "Money"): a stake is a `GAME_STAKE` or
 * `LOTTERY_STAKE` entry. A cancelled lottery draw voids its open bets and gives each stake back
 * with a `LOTTERY_REFUND` entry whose reference is the stake's with `:void` for `:stake`
 * (platform/lottery/cancel.ts). A valid stake is a stake entry without that refund: it is dropped
 * where it was counted (its own day and period), not netted on the day of the cancellation, so a
 * player with only a voided ticket is no bettor on any day. What is computed on a stake once it
 * is final (agent pay, the weekly rebate, a bonus's turnover) reads `finalStakes` below instead.
 */
export const STAKE_KINDS = ['GAME_STAKE', 'LOTTERY_STAKE'] as const;

/** The ledger kind that gives a voided stake back (platform/lottery/cancel.ts). */
export const VOID_REFUND_KIND = 'LOTTERY_REFUND';

/**
 * SQL condition: the `ledger_entries` row aliased `entry` is a valid stake. The refund is found
 * through the unique (member_id, reference) index (migration 0001), one probe per lottery stake.
 */
export function validStake(entry: string): string {
  return `(${entry}.kind IN (${STAKE_KINDS.map((kind) => `'${kind}'`).join(', ')})
    AND (${entry}.kind <> 'LOTTERY_STAKE' OR NOT EXISTS (SELECT 1 FROM ledger_entries voided
      WHERE voided.member_id = ${entry}.member_id AND voided.kind = '${VOID_REFUND_KIND}'
        AND voided.reference = regexp_replace(${entry}.reference, ':stake$', ':void'))))`;
}

/**
 * SQL condition for readers of the bet tables: the `lottery_bets` row aliased `bet` was not voided.
 * The same fact as `validStake`: the cancellation marks the bet VOID and posts its refund in one
 * transaction (platform/lottery/cancel.ts `voidDraw`). Demo-game rounds are never voided.
 */
export function liveLotteryBet(bet: string): string {
  return `${bet}.status <> 'VOID'`;
}

/**
 * SQL: the stakes that became final in [`from`, `to`) for the members of the relation `members`
 * (a column `id`), one row (member_id, stake_minor, final_at: when it became final) per stake: the one rule of when a stake counts
 * for what is computed on played money once it is final (docs/decisions/0055-pay-on-final-stakes.md):
 * the agent's pay (platform/agent/pay/figures.ts), the weekly rebate (platform/rewards/rewards.ts)
 * and a bonus's turnover (platform/wallet/turnover.ts). A game round's stake is final when it is
 * played (at once); a lottery ticket's when its draw is drawn (WON or LOST, at the bet's
 * settled_at), so an open ticket counts nowhere yet and a void one never, and a period settled
 * once it ended can never count a stake that a cancelled draw gives back later. Read from the bet
 * tables, which the same transactions write as the stake's ledger entry. `from` and `to` are SQL
 * expressions (parameters); `to` may be NULL (no end).
 */
export function finalStakes(members: string, from: string, to: string): string {
  return `SELECT b.member_id, b.stake_minor, b.created_at AS final_at
      FROM bets b JOIN ${members} fm ON fm.id = b.member_id
     WHERE b.created_at >= ${from} AND (${to}::timestamptz IS NULL OR b.created_at < ${to})
    UNION ALL
    SELECT b.member_id, b.stake_minor, b.settled_at AS final_at
      FROM lottery_bets b JOIN ${members} fm ON fm.id = b.member_id
     WHERE b.status IN ('WON', 'LOST') AND b.settled_at >= ${from} AND (${to}::timestamptz IS NULL OR b.settled_at < ${to})`;
}
