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

export type TransferOutcome = { ok: true } | { ok: false; reason: 'unknownWallet' | 'sameWallet' | 'notMain' | 'insufficient' | 'alreadyMade' };

/** What a collect did: how much came back to MAIN, or nothing because its reference is already in the ledger. */
export type CollectOutcome = { ok: true; movedMinor: bigint } | { ok: false; reason: 'alreadyMade' };

/** The ledger references of a movement's two legs. */
const legReferences = (reference: string) => [`${reference}:out`, `${reference}:in`];

/**
 * Whether a movement under any of these references is already in the member's ledger. A
 * movement's reference comes from its idempotency key, and a key is forgotten after a day
 * (platform/http/idempotency.ts): the same key sent again after that finds its movement here
 * and is refused, instead of failing on the ledger's unique reference (docs/platform-api.md
 * "Idempotency keys"). Checked before anything is posted: a refusal must leave nothing behind,
 * as the key's transaction commits whatever the handler wrote.
 */
async function inLedger(tx: Queryable, memberId: bigint, references: string[]): Promise<boolean> {
  const rows = await tx.query('SELECT 1 FROM ledger_entries WHERE member_id = $1 AND reference = ANY($2::text[]) LIMIT 1', [memberId, references]);
  return rows.length > 0;
}

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
    if (await inLedger(tx, memberId, legReferences(move.reference))) return { ok: false, reason: 'alreadyMade' } as const;
    if ((await balanceMinor(tx, memberId, move.from)) < move.amountMinor) return { ok: false, reason: 'insufficient' } as const;
    await postLegs(tx, memberId, move);
    return { ok: true } as const;
  });
}

/** The two legs of one movement; callers have checked {@link inLedger}, so a leg already there is a bug, not a retry. */
async function postLegs(tx: Queryable, memberId: bigint, move: { from: string; to: string; amountMinor: bigint; reference: string }): Promise<void> {
  const [outReference, inReference] = legReferences(move.reference);
  const out = await postEntry(tx, { memberId, wallet: move.from, amountMinor: -move.amountMinor, kind: 'TRANSFER_OUT', reference: outReference });
  const into = await postEntry(tx, { memberId, wallet: move.to, amountMinor: move.amountMinor, kind: 'TRANSFER_IN', reference: inReference });
  if (!out || !into) throw new Error(`transfer ${move.reference}: already in the ledger of member ${memberId}`);
}

/** Brings every vendor wallet with money back to MAIN, all legs in one transaction; answers how much moved. */
export async function collectToMain(db: Database, memberId: bigint, reference: string): Promise<CollectOutcome> {
  return db.transaction(async (tx) => {
    await lockMember(tx, memberId);
    const moves = (await walletBalances(tx, memberId))
      .filter((wallet) => wallet.code !== MAIN_WALLET)
      .map((wallet) => ({ from: wallet.code, to: MAIN_WALLET, amountMinor: wallet.balanceMinor, reference: `${reference}:${wallet.code}` }));
    // Every vendor wallet's references, not only those holding money now: a key that collected
    // once is refused whichever wallets hold money when it comes back.
    if (
      await inLedger(
        tx,
        memberId,
        moves.flatMap((move) => legReferences(move.reference)),
      )
    )
      return { ok: false, reason: 'alreadyMade' } as const;
    const held = moves.filter((move) => move.amountMinor > 0n);
    for (const move of held) await postLegs(tx, memberId, move);
    return { ok: true, movedMinor: held.reduce((sum, move) => sum + move.amountMinor, 0n) } as const;
  });
}
