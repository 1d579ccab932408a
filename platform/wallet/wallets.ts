import type { Database, Queryable } from '../db/index';
import { balanceMinor, lockMember, postEntry } from './ledger';

/**
 * The player's wallets: `MAIN` and one ledger account per vendor that keeps a transfer wallet
 * (`vendor_wallets`, docs/decisions/0026-vendor-wallets-and-deposits.md). Every balance is a SUM
 * of ledger entries (ledger.ts); a transfer is two entries, posted in one transaction.
 */
export const MAIN_WALLET = 'MAIN';

export interface WalletBalance {
  code: string;
  name: string;
  balanceMinor: bigint;
}

/** Main first, then the vendor wallets in their order; `name` of MAIN is left to the site. */
export async function walletBalances(db: Queryable, memberId: bigint): Promise<WalletBalance[]> {
  const rows = await db.query<{ code: string; name: string; total: bigint }>(
    `SELECT w.code, w.name, COALESCE(SUM(l.amount_minor), 0)::bigint AS total
     FROM (SELECT 'MAIN' AS code, 'Main wallet' AS name, 0 AS sort UNION ALL SELECT code, name, sort FROM vendor_wallets) w
     LEFT JOIN ledger_entries l ON l.member_id = $1 AND l.wallet = w.code
     GROUP BY w.code, w.name, w.sort ORDER BY w.sort, w.code`,
    [memberId],
  );
  return rows.map((row) => ({ code: row.code, name: row.name, balanceMinor: BigInt(row.total) }));
}

export type TransferOutcome = { ok: true } | { ok: false; reason: 'unknownWallet' | 'sameWallet' | 'notMain' | 'insufficient' };

/**
 * Moves `amountMinor` from one wallet to the other, one of them MAIN. The member's row is locked
 * first so two transfers of one member (two tabs, two servers) check and post one after the
 * other: neither can spend what the other already moved.
 */
export async function transfer(
  db: Database,
  memberId: bigint,
  move: { from: string; to: string; amountMinor: bigint; reference: string },
): Promise<TransferOutcome> {
  if (move.from === move.to) return { ok: false, reason: 'sameWallet' };
  if (move.from !== MAIN_WALLET && move.to !== MAIN_WALLET) return { ok: false, reason: 'notMain' };
  return db.transaction(async (tx) => {
    const vendor = move.from === MAIN_WALLET ? move.to : move.from;
    const [known] = await tx.query('SELECT code FROM vendor_wallets WHERE code = $1', [vendor]);
    if (!known) return { ok: false, reason: 'unknownWallet' } as const;
    await lockMember(tx, memberId);
    if ((await balanceMinor(tx, memberId, move.from)) < move.amountMinor) return { ok: false, reason: 'insufficient' } as const;
    await postLegs(tx, memberId, move);
    return { ok: true } as const;
  });
}

/** The two legs of one movement; a leg already in the ledger under its reference is a corrupt replay. */
async function postLegs(tx: Queryable, memberId: bigint, move: { from: string; to: string; amountMinor: bigint; reference: string }): Promise<void> {
  const out = await postEntry(tx, { memberId, wallet: move.from, amountMinor: -move.amountMinor, kind: 'TRANSFER_OUT', reference: `${move.reference}:out` });
  const into = await postEntry(tx, { memberId, wallet: move.to, amountMinor: move.amountMinor, kind: 'TRANSFER_IN', reference: `${move.reference}:in` });
  if (!out || !into) throw new Error(`transfer ${move.reference}: already in the ledger of member ${memberId}`);
}

/** Brings every vendor wallet with money back to MAIN, all legs in one transaction; answers how much moved. */
export async function collectToMain(db: Database, memberId: bigint, reference: string): Promise<bigint> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    let moved = 0n;
    for (const wallet of await walletBalances(tx, memberId)) {
      if (wallet.code === MAIN_WALLET || wallet.balanceMinor <= 0n) continue;
      await postLegs(tx, memberId, { from: wallet.code, to: MAIN_WALLET, amountMinor: wallet.balanceMinor, reference: `${reference}:${wallet.code}` });
      moved += wallet.balanceMinor;
    }
    return moved;
  });
}
