import type { Queryable } from '../db/index';

/**
 * Withdrawal accounts (issue 13 item 1; docs/platform-api.md "Withdrawals (reference platform)").
 * The holder name follows docs/product.md §5's payee-name rule: capitals, and equal to the member's
 * registered payee name (`members.payee_name`, filled at registration when the merchant asks
 * for it). A member without one registers it with the first account: from then on every account,
 * and so every withdrawal, goes to that one name (decision 0027).
 */
export const MAX_WITHDRAWAL_ACCOUNTS = 5;

/** Capitals, spaces and . ' - between letters: "JUAN DELA CRUZ", "MA. CLARA O'NEIL". */
export const HOLDER_NAME_PATTERN = /^[A-Z][A-Z .'-]{1,59}$/;
/** A bank account: 10-16 digits; an e-wallet (GCash, Maya): the 11-digit mobile number 09XXXXXXXXX. */
export const BANK_NUMBER_PATTERN = /^\d{10,16}$/;
export const EWALLET_NUMBER_PATTERN = /^09\d{9}$/;

export interface BankRow {
  code: string;
  name: string;
  kind: 'bank' | 'ewallet';
}

export interface AccountRow {
  id: number;
  bank_code: string;
  bank_name: string;
  kind: 'bank' | 'ewallet';
  account_number: string;
  holder_name: string;
}

/** An account as the contract answers it: the number masked to its last four digits. */
export const accountValue = (row: AccountRow) => ({
  id: Number(row.id),
  bankCode: row.bank_code,
  bankName: row.bank_name,
  kind: row.kind,
  holderName: row.holder_name,
  last4: row.account_number.slice(-4),
});

export const listBanks = (db: Queryable) => db.query<BankRow>('SELECT code, name, kind FROM banks ORDER BY sort, code');

const ACCOUNT_COLUMNS = 'a.id, a.bank_code, b.name AS bank_name, b.kind, a.account_number, a.holder_name';

export const liveAccounts = (db: Queryable, memberId: bigint) =>
  db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM withdrawal_accounts a JOIN banks b ON b.code = a.bank_code
     WHERE a.member_id = $1 AND a.removed_at IS NULL ORDER BY a.id`,
    [memberId],
  );

/** One live account of the member, or null (unknown, another member's, or removed). */
export async function liveAccount(db: Queryable, memberId: bigint, id: number): Promise<AccountRow | null> {
  const [row] = await db.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM withdrawal_accounts a JOIN banks b ON b.code = a.bank_code
     WHERE a.member_id = $1 AND a.id = $2 AND a.removed_at IS NULL`,
    [memberId, id],
  );
  return row ?? null;
}

export async function payeeNameOf(db: Queryable, memberId: bigint): Promise<string | null> {
  const [row] = await db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1', [memberId]);
  return row?.payee_name ?? null;
}

export type AddOutcome =
  | { ok: true; account: AccountRow }
  | {
      ok: false;
      field: 'bankCode' | 'accountNumber' | 'holderName';
      reason: 'bankUnknown' | 'accountNumberRule' | 'accountTaken' | 'holderNameCapitals' | 'holderNameMismatch';
      name?: string;
    }
  | { ok: false; field: 'accountNumber'; reason: 'accountLimit' };

/** Adds an account after checking, in order: bank, number, holder name, duplicate, maximum. */
export async function addAccount(
  db: Queryable,
  request: { memberId: bigint; bankCode: string; accountNumber: string; holderName: string; now: number },
): Promise<AddOutcome> {
  const [bank] = await db.query<BankRow>('SELECT code, name, kind FROM banks WHERE code = $1', [request.bankCode]);
  if (!bank) return { ok: false, field: 'bankCode', reason: 'bankUnknown' };
  const number = request.accountNumber.replace(/[\s-]/g, '');
  if (!(bank.kind === 'ewallet' ? EWALLET_NUMBER_PATTERN : BANK_NUMBER_PATTERN).test(number))
    return { ok: false, field: 'accountNumber', reason: 'accountNumberRule' };
  // A name sent in lower case is the same name: upper-cased, not refused (the payee name is kept in capitals).
  const holder = request.holderName.trim().replace(/\s+/g, ' ').toUpperCase();
  if (!HOLDER_NAME_PATTERN.test(holder)) return { ok: false, field: 'holderName', reason: 'holderNameCapitals' };
  // The member row is locked so that two adds at once count each other against the maximum.
  const [member] = await db.query<{ payee_name: string | null }>('SELECT payee_name FROM members WHERE id = $1 FOR UPDATE', [request.memberId]);
  const payee = member?.payee_name?.trim().toUpperCase() ?? null;
  if (payee !== null && payee !== holder) return { ok: false, field: 'holderName', reason: 'holderNameMismatch', name: payee };
  const live = await liveAccounts(db, request.memberId);
  if (live.some((account) => account.bank_code === bank.code && account.account_number === number)) {
    return { ok: false, field: 'accountNumber', reason: 'accountTaken' };
  }
  if (live.length >= MAX_WITHDRAWAL_ACCOUNTS) return { ok: false, field: 'accountNumber', reason: 'accountLimit' };
  if (payee === null) await db.query('UPDATE members SET payee_name = $2 WHERE id = $1', [request.memberId, holder]);
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO withdrawal_accounts (member_id, bank_code, account_number, holder_name, created_at) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [request.memberId, bank.code, number, holder, new Date(request.now)],
  );
  return {
    ok: true,
    account: { id: Number(row!.id), bank_code: bank.code, bank_name: bank.name, kind: bank.kind, account_number: number, holder_name: holder },
  };
}

/** Removes a live account of the member; false when there is none with that id. */
export async function removeAccount(db: Queryable, memberId: bigint, id: number, now: number): Promise<boolean> {
  const rows = await db.query('UPDATE withdrawal_accounts SET removed_at = $3 WHERE member_id = $1 AND id = $2 AND removed_at IS NULL RETURNING id', [
    memberId,
    id,
    new Date(now),
  ]);
  return rows.length > 0;
}
