import { randomUUID } from 'node:crypto';
import type { TestPlatform } from '../test-support';
import { hashPassword, TEST_SCRYPT_COST } from '../security/password';

/**
 * Helpers for the withdrawal tests: a fresh player per test (so no test depends on another's
 * money), the domain's calls, and the ledger's sums to compare balances with.
 */
export interface Player {
  id: bigint;
  account: string;
  token: string;
}

let counter = 0;

/** A player made in the database with `balance` centavos, an optional payee name, mobile and upline. */
export async function newPlayer(
  t: TestPlatform,
  { balance = 300_000n, payeeName = 'JUAN DELA CRUZ', upline = null as string | null, mobile = null as string | null, rank = 2 } = {},
): Promise<Player> {
  counter += 1;
  const account = `wdtest${counter}x${Date.now() % 100000}`;
  const [row] = await t.platform.db.query<{ id: bigint }>(
    `INSERT INTO members (account, account_key, password_hash, payee_name, type, club_rank_level, mobile_country, mobile_num, upline_id)
     VALUES ($1, lower($1), $2, $3, 0, $4, $5, $6, (SELECT id FROM members WHERE account_key = $7)) RETURNING id`,
    [account, await hashPassword('Player2026', TEST_SCRYPT_COST), payeeName, rank, mobile ? '63' : null, mobile, upline],
  );
  await t.platform.db.query("INSERT INTO ledger_entries (member_id, amount_minor, kind, reference) VALUES ($1, $2, 'OPENING_CREDIT', 'test:opening')", [
    row!.id,
    balance,
  ]);
  const token = (await t.login(account, 'Player2026', { ip: `198.51.100.${counter % 250}` })).body.value?.token ?? '';
  return { id: row!.id, account, token };
}

export const setPin = (t: TestPlatform, player: Player, body: Record<string, string>, language = 'EN') =>
  t.call('POST', '/wps/withdrawal/paymentPassword', { token: player.token, body, encrypt: true, language });

export const pinState = async (t: TestPlatform, player: Player) =>
  (await t.call<{ isSet: boolean; lockedUntil: string | null; attemptsLeft: number }>('GET', '/wps/withdrawal/paymentPassword/state', { token: player.token }))
    .body.value!;

export const addAccount = (t: TestPlatform, player: Player, body: Record<string, string>) =>
  t.call<{ id: number; last4: string; holderName: string }>('POST', '/wps/withdrawal/accounts', { token: player.token, body, encrypt: true });

/** A player with payment password 246810 and one BDO account; returns the account id too. */
export async function readyPlayer(t: TestPlatform, options: Parameters<typeof newPlayer>[1] = {}): Promise<Player & { accountId: number }> {
  const player = await newPlayer(t, options);
  await setPin(t, player, { loginPassword: 'Player2026', newPaymentPassword: '246810', confirmPaymentPassword: '246810' });
  const added = await addAccount(t, player, { bankCode: 'BDO', accountNumber: '001234567890', holderName: options.payeeName ?? 'JUAN DELA CRUZ' });
  return { ...player, accountId: added.body.value!.id };
}

export const submit = (t: TestPlatform, player: Player, body: Record<string, unknown>, key: string = randomUUID()) =>
  t.call<{ reference: string; state: string; amount: number; timeline: { state: string }[]; reason: string | null }>('POST', '/wps/withdrawal/submit', {
    token: player.token,
    body: { ...body, idempotencyKey: key },
    encrypt: true,
  });

export const overview = async (t: TestPlatform, player: Player) =>
  (
    await t.call<{
      available: number;
      withdrawable: number;
      turnover: { required: number; played: number };
      daily: { usedCount: number; usedAmount: number; count: number; amount: number };
      withdrawals: { reference: string; state: string; reason: string | null; timeline: { state: string }[] }[];
    }>('GET', '/wps/withdrawal/overview', { token: player.token })
  ).body.value!;

/** The wallet balance the contract answers, in major units. */
export const walletBalance = async (t: TestPlatform, player: Player) =>
  (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token: player.token })).body.value!.sumBalance;

/** The sum of a member's ledger entries, in centavos: the only truth a balance may show. */
export async function ledgerSum(t: TestPlatform, memberId: bigint): Promise<bigint> {
  const [row] = await t.platform.db.query<{ total: bigint }>(
    'SELECT COALESCE(SUM(amount_minor), 0)::bigint AS total FROM ledger_entries WHERE member_id = $1',
    [memberId],
  );
  return BigInt(row!.total);
}

export const entryCount = async (t: TestPlatform, memberId: bigint): Promise<number> =>
  Number((await t.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries WHERE member_id = $1', [memberId]))[0]!.n);
