import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchValue } from '../../src/contract/calls/games';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { requestHash } from './idempotency';

/**
 * Money moves once (docs/platform-api.md "Idempotency keys"): every call that moves money takes
 * the caller's `idempotencyKey`; the same key again is one effect and the same answer, the same
 * key for another request is refused, and a request without a key is refused naming it.
 */
let t: TestPlatform;
let token = '';
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  token = (await t.login('team_ana', 'TeamAna2026')).body.value?.token ?? '';
});
afterAll(() => t.platform.close());

const base = 'http://platform.internal';
interface Answer {
  status: number;
  body: { success: boolean; value?: Record<string, unknown>; message?: string; errorCode?: string };
}
const post = async (path: string, body: unknown): Promise<Answer> => {
  const response = await t.platform.handle(
    new Request(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Language: 'EN' }, body: JSON.stringify(body) }),
  );
  return { status: response.status, body: await response.json() };
};
const balance = async (as = token) => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token: as })).body.value!.sumBalance;
const memberId = async (account: string) => (await t.platform.db.query<{ id: bigint }>('SELECT id FROM members WHERE account = $1', [account]))[0]!.id;
const count = async (sql: string, params: unknown[]) => Number((await t.platform.db.query<{ n: number }>(sql, params))[0]!.n);
const betsOf = (member: bigint) => count('SELECT count(*)::int AS n FROM lottery_bets WHERE member_id = $1', [member]);
const roundsOf = (member: bigint) => count('SELECT count(*)::int AS n FROM bets WHERE member_id = $1', [member]);

/** Every member's balance is the sum of their ledger entries, and no entry has a twin. */
async function ledgerIsConsistent(account: string, as: string) {
  const id = await memberId(account);
  const [sum] = await t.platform.db.query<{ total: bigint }>(
    'SELECT COALESCE(SUM(amount_minor), 0)::bigint AS total FROM ledger_entries WHERE member_id = $1',
    [id],
  );
  expect(Math.round((await balance(as)) * 100)).toBe(Number(sum!.total));
}

async function launch(gameCode: string, as = token) {
  const [game] = await t.platform.db.query<{ vendor: string; game_type: string }>('SELECT vendor, game_type FROM games WHERE game_code = $1', [gameCode]);
  const reply = await t.call<LaunchValue>('POST', '/wps/game/launch', {
    token: as,
    body: { gameType: game!.game_type, vendor: game!.vendor, gameCode, language: 'EN' },
  });
  return new URL(reply.body.value!.url, base).searchParams.get('ticket')!;
}
const openNumero = async (gameCode: string) =>
  (await t.platform.db.query<{ numero: string }>("SELECT numero FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN'", [gameCode]))[0]!.numero;

const LOTTERY = 'TCG_SEA_CEBU_SWERTRES';
const SLOT_SQL = "SELECT game_code FROM games WHERE game_type = 'RNG' AND is_game IS NULL AND min_bet_minor = 75 ORDER BY game_code LIMIT 1";

describe('a lottery bet with an idempotency key', () => {
  it("placed twice with the same key is one bet, one debit and the same answer (the issue's regression)", async () => {
    const ticket = await launch(LOTTERY);
    const member = await memberId('team_ana');
    const bets = await betsOf(member);
    const before = await balance();
    const bet = { ticket, numero: await openNumero(LOTTERY), picks: [1, 2, 3], stake: 1, idempotencyKey: randomUUID() };
    const first = await post('/lgw/lottery-screen/bet', bet);
    const second = await post('/lgw/lottery-screen/bet', bet);
    expect(first.body.success, first.body.message).toBe(true);
    expect(second).toEqual(first);
    expect(await betsOf(member)).toBe(bets + 1);
    expect(await balance()).toBeCloseTo(before - 1, 2);
    const stakes = await count('SELECT count(*)::int AS n FROM ledger_entries WHERE reference = $1', [`lottery:${first.body.value!['betId']}:stake`]);
    expect(stakes).toBe(1);
    await ledgerIsConsistent('team_ana', token);
  });

  it('placed with two keys is two bets', async () => {
    const ticket = await launch(LOTTERY);
    const member = await memberId('team_ana');
    const bets = await betsOf(member);
    const before = await balance();
    const bet = { ticket, picks: [4, 5, 6], stake: 0.5 };
    const first = await post('/lgw/lottery-screen/bet', { ...bet, idempotencyKey: randomUUID() });
    const second = await post('/lgw/lottery-screen/bet', { ...bet, idempotencyKey: randomUUID() });
    expect(first.body.success && second.body.success).toBe(true);
    expect(second.body.value!['betId']).not.toBe(first.body.value!['betId']);
    expect(await betsOf(member)).toBe(bets + 2);
    expect(await balance()).toBeCloseTo(before - 1, 2);
    await ledgerIsConsistent('team_ana', token);
  });

  it('sent twice at once with the same key is one bet, both answers the same', async () => {
    const ticket = await launch(LOTTERY);
    const member = await memberId('team_ana');
    const bets = await betsOf(member);
    const before = await balance();
    const bet = { ticket, picks: [7, 7, 7], stake: 0.2, idempotencyKey: randomUUID() };
    const [first, second] = await Promise.all([post('/lgw/lottery-screen/bet', bet), post('/lgw/lottery-screen/bet', bet)]);
    expect(first!.body.success, first!.body.message).toBe(true);
    expect(second).toEqual(first);
    expect(await betsOf(member)).toBe(bets + 1);
    expect(await balance()).toBeCloseTo(before - 0.2, 2);
    await ledgerIsConsistent('team_ana', token);
  });

  it('is refused when the same key comes with another bet, placing nothing more', async () => {
    const ticket = await launch(LOTTERY);
    const member = await memberId('team_ana');
    const idempotencyKey = randomUUID();
    expect((await post('/lgw/lottery-screen/bet', { ticket, picks: [1, 1, 1], stake: 0.1, idempotencyKey })).body.success).toBe(true);
    const bets = await betsOf(member);
    const before = await balance();
    const other = await post('/lgw/lottery-screen/bet', { ticket, picks: [2, 2, 2], stake: 0.1, idempotencyKey });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REUSED', value: { field: 'idempotencyKey' } });
    expect(other.body.message).toContain('another request');
    expect(await betsOf(member)).toBe(bets);
    expect(await balance()).toBe(before);
  });

  it('is refused without a key, with a 400 naming the key, placing nothing', async () => {
    const ticket = await launch(LOTTERY);
    const member = await memberId('team_ana');
    const bets = await betsOf(member);
    for (const idempotencyKey of [undefined, '', 'short', 'x'.repeat(200)]) {
      const refused = await post('/lgw/lottery-screen/bet', { ticket, picks: [3, 3, 3], stake: 0.1, idempotencyKey });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REQUIRED', value: { field: 'idempotencyKey' } });
      expect(refused.body.message).toContain('idempotencyKey');
    }
    expect(await betsOf(member)).toBe(bets);
  });
});

describe('a demo game round with an idempotency key', () => {
  const round = (body: unknown) => post('/lgw/demo/round', body);
  async function slotTicket() {
    const [slot] = await t.platform.db.query<{ game_code: string }>(SLOT_SQL);
    return launch(slot!.game_code);
  }

  it('played twice with the same key is one round, one debit and the same reels', async () => {
    const ticket = await slotTicket();
    const member = await memberId('team_ana');
    const rounds = await roundsOf(member);
    const spin = { ticket, stake: 0.75, idempotencyKey: randomUUID() };
    const first = await round(spin);
    const second = await round(spin);
    expect(first.body.success, first.body.message).toBe(true);
    expect(second).toEqual(first);
    expect(await roundsOf(member)).toBe(rounds + 1);
    await ledgerIsConsistent('team_ana', token);
  });

  it('sent twice at once is one round; two keys are two rounds; another stake on a used key is refused; no key is a 400', async () => {
    const ticket = await slotTicket();
    const member = await memberId('team_ana');
    const rounds = await roundsOf(member);
    const spin = { ticket, stake: 1.5, idempotencyKey: randomUUID() };
    const [a, b] = await Promise.all([round(spin), round(spin)]);
    expect(b).toEqual(a);
    expect(await roundsOf(member)).toBe(rounds + 1);
    expect((await round({ ...spin, idempotencyKey: randomUUID() })).body.success).toBe(true);
    expect(await roundsOf(member)).toBe(rounds + 2);
    expect(await round({ ...spin, stake: 0.75 })).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    expect(await round({ ticket, stake: 0.75 })).toMatchObject({
      status: 400,
      body: { errorCode: 'IDEMPOTENCY_KEY_REQUIRED', value: { field: 'idempotencyKey' } },
    });
    expect(await roundsOf(member)).toBe(rounds + 2);
    await ledgerIsConsistent('team_ana', token);
  });
});

describe('a raffle claim (a contract call declared movesMoney) with an idempotency key', () => {
  const RAFFLE = 7;
  const claim = (as: string, body: Record<string, unknown>) => t.call('POST', '/wps/promotion/raffle/claim', { token: as, body });

  it('sent twice with the same key, or twice at once, is one prize and the same answer; a new key is ALREADY_CLAIMED', async () => {
    const as = (await t.login('team_ben', 'TeamBen2026', { ip: '203.0.113.60' })).body.value!.token;
    const member = await memberId('team_ben');
    const idempotencyKey = randomUUID();
    const [first, second] = await Promise.all([claim(as, { id: RAFFLE, idempotencyKey }), claim(as, { id: RAFFLE, idempotencyKey })]);
    const third = await claim(as, { id: RAFFLE, idempotencyKey });
    expect(first!.body.success, first!.body.message).toBe(true);
    for (const again of [second!, third]) {
      expect(again.status).toBe(first!.status);
      expect(again.body).toEqual(first!.body);
    }
    expect(await count('SELECT count(*)::int AS n FROM ledger_entries WHERE member_id = $1 AND kind = $2', [member, 'RAFFLE_PRIZE'])).toBe(1);
    expect((await claim(as, { id: RAFFLE, idempotencyKey: randomUUID() })).body).toMatchObject({ success: false, errorCode: 'ALREADY_CLAIMED' });
    expect(await claim(as, { id: 9, idempotencyKey })).toMatchObject({ status: 409, body: { errorCode: 'IDEMPOTENCY_KEY_REUSED' } });
    await ledgerIsConsistent('team_ben', as);
  });

  it('is refused without a key, with a 400 naming the key, crediting nothing', async () => {
    const as = (await t.login('demo_player', 'Player2026', { ip: '203.0.113.61' })).body.value!.token;
    const before = await balance(as);
    const refused = await claim(as, { id: RAFFLE });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'IDEMPOTENCY_KEY_REQUIRED', value: { field: 'idempotencyKey' } });
    expect(refused.body.message).toContain('idempotencyKey');
    expect(await balance(as)).toBe(before);
  });
});

describe('a key, a day later', () => {
  async function slotTicket() {
    const [slot] = await t.platform.db.query<{ game_code: string }>(SLOT_SQL);
    return launch(slot!.game_code);
  }

  it('is forgotten after a day: the key then plays a new round', async () => {
    const spin = { ticket: await slotTicket(), stake: 0.75, idempotencyKey: randomUUID() };
    expect((await post('/lgw/demo/round', spin)).body.success).toBe(true);
    const member = await memberId('team_ana');
    const rounds = await roundsOf(member);
    t.advance(24 * 3600_000 + 1);
    token = (await t.login('team_ana', 'TeamAna2026')).body.value?.token ?? '';
    const again = await post('/lgw/demo/round', { ...spin, ticket: await slotTicket() });
    expect(again.body.success, again.body.message).toBe(true);
    expect(await roundsOf(member)).toBe(rounds + 1);
  });
});

describe('the stored request hash', () => {
  it('leaves passwords out, so no stored hash can be tried against every PIN; the rest still tells requests apart', () => {
    const withdrawal = (paymentPassword: string, amount = 500) => ({ call: 'POST /wps/withdrawal/submit', input: { accountId: 1, amount, paymentPassword } });
    expect(requestHash(withdrawal('246810'))).toBe(requestHash(withdrawal('135790')));
    expect(requestHash(withdrawal('246810'))).toBe(requestHash({ call: 'POST /wps/withdrawal/submit', input: { accountId: 1, amount: 500 } }));
    expect(requestHash(withdrawal('246810', 500))).not.toBe(requestHash(withdrawal('246810', 501)));
  });
});
