import type { Queryable } from '../db/index';
import { majorToMinor } from '../wallet/money';
import { DEMO_ACCOUNTS } from './accounts';

/**
 * Withdrawal demo data (issue 13): the payee names of the demo accounts that have one, and a
 * bonus turnover requirement for demo_player (a ₱200.00 bonus to play through ₱2,000.00 from a
 * week ago), so the withdrawal page shows progress: demo_player's seeded game rounds
 * (platform/seed/history.ts) count towards it. Safe to run again: names fill only where empty,
 * the requirement only when the player has none.
 */
export async function seedWithdrawals(tx: Queryable, now: number): Promise<void> {
  for (const account of DEMO_ACCOUNTS) {
    if (!('payeeName' in account)) continue;
    await tx.query('UPDATE members SET payee_name = COALESCE(payee_name, $2) WHERE account_key = $1', [account.username.toLowerCase(), account.payeeName]);
  }
  await tx.query(
    `INSERT INTO turnover_requirements (member_id, bonus_minor, required_minor, starts_at, source)
     SELECT id, $2, $3, $4, 'seed:welcome-bonus' FROM members m
     WHERE account_key = $1 AND NOT EXISTS (SELECT 1 FROM turnover_requirements r WHERE r.member_id = m.id)`,
    ['demo_player', majorToMinor('200.00'), majorToMinor('2000.00'), new Date(now - 7 * 86_400_000)],
  );
}
