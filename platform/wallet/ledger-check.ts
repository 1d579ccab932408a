import type { Queryable } from '../db/index';
import { walletBalances } from './wallets';
import { ledgerProblems as depositLedgerProblems } from '../deposits/ledger-check';
import { ledgerProblems as withdrawalLedgerProblems } from '../withdrawal/ledger-check';
import { ledgerProblems as pointsLedgerProblems } from '../points/ledger-check';
import { ledgerProblems as agentPayLedgerProblems } from '../agent/pay/ledger-check';

/**
 * The ledger check (docs/platform-api.md "Deposits", issue 13 item 6): for every member, what the
 * wallet calls answer (walletBalances) against a plain SUM of the ledger entries per wallet, and
 * no wallet below zero. `GET /platform-dev/ledger-check` (PLATFORM_DEV_TOOLS=1) answers it; the
 * end-to-end specs that move money call it after their tests (tests/e2e/ledger-check.ts).
 */
export interface LedgerCheck {
  members: number;
  /** `account/wallet: answered X, ledger Y` or `account/wallet: negative X`, one per problem. */
  problems: string[];
  /** Per account, per wallet, the ledger sum in minor units (as strings: BIGINT). */
  sums: Record<string, Record<string, string>>;
}

export async function checkLedger(db: Queryable): Promise<LedgerCheck> {
  const members = await db.query<{ id: bigint; account: string }>('SELECT id, account FROM members ORDER BY id');
  const rows = await db.query<{ member_id: bigint; wallet: string; total: bigint }>(
    'SELECT member_id, wallet, SUM(amount_minor)::bigint AS total FROM ledger_entries GROUP BY member_id, wallet',
  );
  const problems: string[] = [];
  const sums: LedgerCheck['sums'] = {};
  for (const member of members) {
    const ledger = new Map(rows.filter((row) => BigInt(row.member_id) === BigInt(member.id)).map((row) => [row.wallet, BigInt(row.total)]));
    const answered = await walletBalances(db, BigInt(member.id));
    sums[member.account] = Object.fromEntries([...ledger].map(([wallet, total]) => [wallet, String(total)]));
    for (const wallet of answered) {
      const sum = ledger.get(wallet.code) ?? 0n;
      if (wallet.balanceMinor !== sum) problems.push(`${member.account}/${wallet.code}: answered ${wallet.balanceMinor}, ledger ${sum}`);
    }
    for (const [wallet, total] of ledger) {
      if (total < 0n) problems.push(`${member.account}/${wallet}: negative ${total}`);
      if (!answered.some((row) => row.code === wallet)) problems.push(`${member.account}/${wallet}: ledger ${total} in a wallet no call answers`);
    }
  }
  // What the withdrawals promise: each hold and refund matches its withdrawal, upline transfers cancel out.
  problems.push(...(await withdrawalLedgerProblems(db)));
  // What deposits promise: a paid order credited once with its amount, each bonus with its grant.
  problems.push(...(await depositLedgerProblems(db)));
  // What the points mall promises: points never below zero, each conversion debited and credited once.
  problems.push(...(await pointsLedgerProblems(db)));
  // What agent pay promises: each settled period paid once with its amount.
  problems.push(...(await agentPayLedgerProblems(db)));
  return { members: members.length, problems, sums };
}
