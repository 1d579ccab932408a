import { hashPassword, TEST_SCRYPT_COST } from '../../security/password';
import type { TestPlatform } from '../../test-support';

/**
 * A player of its own for a contract-test sample (platform/handlers/contract.test.ts), made in
 * the database: logged in, with payment password 135790, one GCash account and ₱1,000.00, under
 * demo_agent. Returns the session token and the account id.
 */
export async function samplePlayer(t: TestPlatform, account: string): Promise<{ token: string; accountId: number }> {
  const db = t.platform.db;
  const [member] = await db.query<{ id: bigint }>(
    `INSERT INTO members (account, account_key, password_hash, payment_password_hash, payee_name, type, upline_id)
     VALUES ($1, lower($1), $2, $3, 'SAMPLE PLAYER', 0, (SELECT id FROM members WHERE account_key = 'demo_agent')) RETURNING id`,
    [account, await hashPassword('Sample2026', TEST_SCRYPT_COST), await hashPassword('135790', TEST_SCRYPT_COST)],
  );
  await db.query("INSERT INTO ledger_entries (member_id, amount_minor, kind, reference) VALUES ($1, 100000, 'OPENING_CREDIT', 'sample:opening')", [member!.id]);
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO withdrawal_accounts (member_id, bank_code, account_number, holder_name, created_at) VALUES ($1, 'GCASH', '09171230000', 'SAMPLE PLAYER', now()) RETURNING id",
    [member!.id],
  );
  const token = (await t.login(account, 'Sample2026', { ip: '203.0.113.160' })).body.value?.token ?? '';
  return { token, accountId: Number(row!.id) };
}
