import { pruneSessions } from '../../security/sessions';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorSettle } from '../../deposits/operator';
import { startTestPlatform, type TestPlatform } from '../../test-support';
import { checkLedger } from '../../wallet/ledger-check';
import { entryCount, newPlayer, readyPlayer } from '../../withdrawal/test-helpers';

interface Limit {
  kind: string;
  period: string;
  player: number | null;
  operator: number | null;
  inForce: number | null;
  source: string | null;
  used: number;
  left: number | null;
  resetsAt: string | null;
  pending: { amount: number | null; confirmable: boolean; confirmableAt: string } | null;
}
interface Overview {
  limits: Limit[];
  session: { inForce: number | null; endsAt: string | null };
  realityCheck: { minutes: number; chosen: boolean };
  block: { kind: string; until: string | null } | null;
}

const HOUR = 3_600_000;
let t: TestPlatform;
let token: string;
const signIn = async () => (await t.login('team_ana', 'TeamAna2026')).body.value!.token;
beforeAll(async () => {
  t = await startTestPlatform();
  token = await signIn();
}, 120_000);
afterAll(() => t.platform.close());

const overview = async (as = token) => (await t.call<Overview>('GET', '/wps/v2/safety', { token: as })).body.value!;
const limitOf = async (kind: string, period: string) => (await overview()).limits.find((row) => row.kind === kind && row.period === period)!;
const setLimit = (kind: string, period: string, amount: number | null) =>
  t.call<{ change: string }>('POST', '/wps/v2/safety/limit', { token, body: { kind, period, amount } });
const deposit = (amount: number, as = token, language = 'EN') =>
  t.call<{ reference: string }>('POST', '/wps/v2/deposit/create', { token: as, language, body: { channel: 'GCASH', amount, idempotencyKey: randomUUID() } });

describe('a deposit limit', () => {
  it('counts paid and payable orders in the 24 hours and refuses what would go over, with what is left', async () => {
    expect((await setLimit('deposit', 'day', 500)).body.value).toEqual({ change: 'applied' });
    const first = await deposit(400);
    expect(first.body.success).toBe(true);
    expect(await operatorSettle(t.platform.db, 'confirm', first.body.value!.reference, t.now())).toMatchObject({ ok: true });

    const refused = await deposit(200);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'LIMIT_REACHED',
      value: { field: 'amount', kind: 'deposit', period: 'day', source: 'player', limit: 500, left: 100 },
    });
    expect(refused.body.message).toMatch(/24-hour deposit limit of ₱500\.00\. You can deposit ₱100\.00 more until/);
    const inTagalog = await deposit(200, token, 'TY');
    expect(inTagalog.body.message).toMatch(/Makakapagdeposito ka pa ng ₱100\.00/);
    expect(await limitOf('deposit', 'day')).toMatchObject({ inForce: 500, used: 400, left: 100, resetsAt: new Date(t.now() + 24 * HOUR).toISOString() });
    // Exactly what is left is allowed (and then, pending, counts too).
    expect((await deposit(100)).body.success).toBe(true);
    expect((await deposit(100)).body.errorCode).toBe('LIMIT_REACHED');
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('frees up when the deposits leave the rolling 24 hours', async () => {
    t.advance(24 * HOUR);
    token = await signIn();
    expect((await deposit(100)).body.success).toBe(true);
    expect(await limitOf('deposit', 'day')).toMatchObject({ used: 100, left: 400 });
  });

  it('is lowered at once, and raised only after 24 hours and a confirmation', async () => {
    expect((await setLimit('deposit', 'day', 300)).body.value).toEqual({ change: 'applied' });
    expect(await limitOf('deposit', 'day')).toMatchObject({ inForce: 300, pending: null });

    expect((await setLimit('deposit', 'day', 1000)).body.value).toEqual({ change: 'pending' });
    expect(await limitOf('deposit', 'day')).toMatchObject({ inForce: 300, pending: { amount: 1000, confirmable: false } });
    const early = await t.call('POST', '/wps/v2/safety/limit/confirm', { token, body: { kind: 'deposit', period: 'day' } });
    expect(early.body.errorCode).toBe('VALIDATION');

    t.advance(24 * HOUR);
    token = await signIn();
    expect((await limitOf('deposit', 'day')).pending).toMatchObject({ confirmable: true });
    const confirmed = await t.call('POST', '/wps/v2/safety/limit/confirm', { token, body: { kind: 'deposit', period: 'day' } });
    expect(confirmed.body).toEqual({ success: true, value: { change: 'applied' } });
    expect(await limitOf('deposit', 'day')).toMatchObject({ inForce: 1000, pending: null });
  });

  it('lets a lower operator limit win, shown as the one in force', async () => {
    await t.platform.db.query(
      `INSERT INTO safety_limits (member_id, source, kind, period, amount, set_at)
       SELECT id, 'operator', 'deposit', 'day', 20000, now() FROM members WHERE account_key = 'team_ana'`,
    );
    expect(await limitOf('deposit', 'day')).toMatchObject({ player: 1000, operator: 200, inForce: 200, source: 'operator' });
    expect((await deposit(300)).body).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { source: 'operator', limit: 200 } });
    await t.platform.db.query("DELETE FROM safety_limits WHERE source = 'operator'");
  });
});

describe('wager limits', () => {
  it('refuse a transfer into a vendor wallet and a game launch once nothing is left', async () => {
    expect((await setLimit('wager', 'week', 50)).body.value).toEqual({ change: 'applied' });
    const transfer = (amount: number) =>
      t.call('POST', '/wps/relay/GCS_walletTransfer', { token, body: { from: 'MAIN', to: 'EVO', amount, idempotencyKey: randomUUID() } });
    expect((await transfer(60)).body).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'wager', period: 'week', left: 50 } });
    expect((await transfer(50)).body.success).toBe(true);
    const [game] = await t.platform.db.query<{ game_code: string; vendor: string }>(
      "SELECT game_code, vendor FROM games WHERE game_type = 'RNG' AND is_game IS NULL ORDER BY game_code LIMIT 1",
    );
    const launch = await t.call('POST', '/wps/game/launch', { token, body: { gameType: 'RNG', vendor: game!.vendor, gameCode: game!.game_code } });
    expect(launch.body).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'wager', left: 0 } });
    // Bringing the money back is never refused.
    expect(
      (await t.call('POST', '/wps/relay/GCS_walletTransfer', { token, body: { from: 'EVO', to: 'MAIN', amount: 50, idempotencyKey: randomUUID() } })).body
        .success,
    ).toBe(true);
    expect((await setLimit('wager', 'week', null)).body.value).toEqual({ change: 'pending' });
  });
});

describe('a loss limit', () => {
  it('is not freed by bringing back money that went into a vendor wallet before the window', async () => {
    const player = await newPlayer(t, { balance: 1_000_000n });
    const as = (path: string, body: Record<string, unknown>) => t.call('POST', path, { token: player.token, body });
    expect((await as('/wps/v2/safety/limit', { kind: 'loss', period: 'day', amount: 100 })).body.value).toEqual({ change: 'applied' });
    const monthAgo = new Date(t.now() - 31 * 24 * HOUR);
    await t.platform.db.query(
      "INSERT INTO ledger_entries (member_id, wallet, amount_minor, kind, reference, created_at) VALUES ($1, 'MAIN', -500000, 'TRANSFER_OUT', $2, $3), ($1, 'SABA', 500000, 'TRANSFER_IN', $4, $3)",
      [player.id, `old:${player.id}:out`, monthAgo, `old:${player.id}:in`],
    );
    const [game] = await t.platform.db.query<{ game_code: string }>('SELECT game_code FROM games ORDER BY game_code LIMIT 1');
    await t.platform.db.query(
      "INSERT INTO bets (id, member_id, game_code, stake_minor, win_minor, outcome, created_at) VALUES ($1, $2, $3, 10000, 0, '{}', $4)",
      [randomUUID(), player.id, game!.game_code, new Date(t.now() - 60_000)],
    );
    expect((await as('/wps/v2/wallets/collect', { idempotencyKey: randomUUID() })).body.success).toBe(true);
    const loss = (await overview(player.token)).limits.find((row) => row.kind === 'loss' && row.period === 'day')!;
    expect(loss).toMatchObject({ used: 100, left: 0 });
    const transfer = await as('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'EVO', amount: 10, idempotencyKey: randomUUID() });
    expect(transfer.body).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'loss', period: 'day', left: 0 } });
  });

  it('counts money sent to a vendor wallet after it was collected, whatever came back before', async () => {
    const player = await newPlayer(t, { balance: 1_000_000n });
    const as = (path: string, body: Record<string, unknown>) => t.call('POST', path, { token: player.token, body });
    expect((await as('/wps/v2/safety/limit', { kind: 'loss', period: 'day', amount: 100 })).body.value).toEqual({ change: 'applied' });
    const daysAgo = new Date(t.now() - 3 * 24 * HOUR);
    await t.platform.db.query(
      "INSERT INTO ledger_entries (member_id, wallet, amount_minor, kind, reference, created_at) VALUES ($1, 'MAIN', -500000, 'TRANSFER_OUT', $2, $3), ($1, 'SABA', 500000, 'TRANSFER_IN', $4, $3)",
      [player.id, `old:${player.id}:out`, daysAgo, `old:${player.id}:in`],
    );
    expect((await as('/wps/v2/wallets/collect', { idempotencyKey: randomUUID() })).body.success).toBe(true);
    const send = (amount: number) => as('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'SABA', amount, idempotencyKey: randomUUID() });
    expect((await send(100)).body.success).toBe(true);
    expect((await send(10)).body).toMatchObject({ errorCode: 'LIMIT_REACHED', value: { kind: 'loss', period: 'day', left: 0 } });
  });

  it('nets what comes back from a vendor wallet against what went in within the window', async () => {
    const player = await newPlayer(t, { balance: 1_000_000n });
    const as = (path: string, body: Record<string, unknown>) => t.call('POST', path, { token: player.token, body });
    expect((await as('/wps/v2/safety/limit', { kind: 'loss', period: 'day', amount: 500 })).body.value).toEqual({ change: 'applied' });
    expect((await as('/wps/relay/GCS_walletTransfer', { from: 'MAIN', to: 'EVO', amount: 300, idempotencyKey: randomUUID() })).body.success).toBe(true);
    expect((await as('/wps/relay/GCS_walletTransfer', { from: 'EVO', to: 'MAIN', amount: 200, idempotencyKey: randomUUID() })).body.success).toBe(true);
    const loss = (await overview(player.token)).limits.find((row) => row.kind === 'loss' && row.period === 'day')!;
    expect(loss).toMatchObject({ used: 100, left: 400 });
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });
});

describe('a demo-game round', () => {
  it('is refused, with nothing moved, when its stake would go over the wager limit', async () => {
    const own = (await t.login('team_ben', 'TeamBen2026', { ip: '203.0.113.63' })).body.value!.token;
    await t.call('POST', '/wps/v2/safety/limit', { token: own, body: { kind: 'wager', period: 'day', amount: 1 } });
    const [game] = await t.platform.db.query<{ game_code: string; vendor: string }>(
      "SELECT game_code, vendor FROM games WHERE game_type = 'RNG' AND is_game IS NULL AND min_bet_minor = 75 ORDER BY game_code LIMIT 1",
    );
    const launch = await t.call<{ url: string }>('POST', '/wps/game/launch', {
      token: own,
      body: { gameType: 'RNG', vendor: game!.vendor, gameCode: game!.game_code },
    });
    const ticket = new URL(launch.body.value!.url, 'http://platform.internal').searchParams.get('ticket');
    const round = async () => {
      const response = await t.platform.handle(
        new Request('http://platform.internal/lgw/demo/round', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Language: 'EN' },
          body: JSON.stringify({ ticket, stake: 0.75, idempotencyKey: randomUUID() }),
        }),
      );
      return (await response.json()) as { success: boolean; errorCode?: string; value?: { left?: number } };
    };
    expect((await round()).success).toBe(true);
    const balance = async () => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token: own })).body.value!.sumBalance;
    const before = await balance();
    expect(await round()).toMatchObject({ success: false, errorCode: 'LIMIT_REACHED', value: { kind: 'wager', period: 'day', limit: 1, left: 0.25 } });
    expect(await balance()).toBe(before);
  });
});

describe('the session-time limit', () => {
  it('ends the session at login plus the limit', async () => {
    const own = (await t.login('team_carlo', 'TeamCarlo2026', { ip: '203.0.113.61' })).body.value!.token;
    const set = await t.call('POST', '/wps/v2/safety/session-limit', { token: own, body: { minutes: 30 } });
    expect(set.body.value).toEqual({ change: 'applied' });
    t.advance(29 * 60_000);
    expect((await t.call('GET', '/wps/v2/wallets/balance', { token: own })).status).toBe(200);
    t.advance(60_000);
    const ended = await t.call('GET', '/wps/v2/wallets/balance', { token: own });
    expect(ended.status).toBe(401);
    // The answer says why, so the site's next page can tell the player (not "logged out" alone).
    expect(ended.body).toMatchObject({ errorCode: 'UNAUTHORIZED', value: { ended: 'sessionLimit' } });
    await pruneSessions(t.platform.db, t.now());
    expect((await t.call('GET', '/wps/member/info', { token: own })).body).toMatchObject({ value: { ended: 'sessionLimit' } });
    const unknown = await t.call('GET', '/wps/v2/wallets/balance', { token: 'not-a-session' });
    expect(unknown.body.value).toBeUndefined();
  });
});

describe('a self-exclusion', () => {
  it('ends every session, refuses a login with its end, and leaves a restricted session that cannot play', async () => {
    const own = (await t.login('demo_vip', 'Diamond2026', { ip: '203.0.113.62' })).body.value!.token;
    const blocked = await t.call<{ until: string }>('POST', '/wps/v2/safety/block', { token: own, body: { kind: 'exclusion', duration: '6m' } });
    expect(blocked.body.success).toBe(true);
    const sixMonths = new Date(t.now());
    sixMonths.setUTCMonth(sixMonths.getUTCMonth() + 6);
    expect(blocked.body.value!.until).toBe(sixMonths.toISOString());
    expect((await t.call('GET', '/wps/v2/wallets/balance', { token: own })).status).toBe(401);

    const login = await t.login('demo_vip', 'Diamond2026', { ip: '203.0.113.62' });
    expect(login.body).toMatchObject({
      success: false,
      errorCode: 'PLAY_BLOCKED',
      value: { kind: 'exclusion', until: blocked.body.value!.until, helpUrl: '/help/responsible-gaming' },
    });
    const restricted = (await t.login('demo_vip', 'Diamond2026', { ip: '203.0.113.62', restricted: true })).body.value!.token;
    expect((await t.call('GET', '/wps/v2/wallets/balance', { token: restricted })).status).toBe(200);
    expect((await deposit(100, restricted)).body.errorCode).toBe('PLAY_BLOCKED');
    // Member info tells the site the session is restricted, so it opens only the allowed pages.
    expect((await t.call('GET', '/wps/member/info', { token: restricted })).body.value).toMatchObject({ account: 'demo_vip', restricted: true });
    expect((await t.call('GET', '/wps/member/info', { token })).body.value).toMatchObject({ restricted: false });
    expect((await overview(restricted)).block).toMatchObject({ kind: 'exclusion', until: blocked.body.value!.until });
    // It cannot be replaced by a shorter one.
    const again = await t.call('POST', '/wps/v2/safety/block', { token: restricted, body: { kind: 'timeout', duration: '24h' } });
    expect(again.body.errorCode).toBe('VALIDATION');
  });
});

describe('a restricted session', () => {
  it('claims no bonus or prize, converts and redeems no points and sends nothing to the upline, moving nothing', async () => {
    const player = await readyPlayer(t, { rank: 3, upline: 'demo_agent' });
    expect((await t.call('POST', '/wps/v2/safety/block', { token: player.token, body: { kind: 'exclusion', duration: '6m' } })).body.success).toBe(true);
    const restricted = (await t.login(player.account, 'Player2026', { ip: '198.51.100.77', restricted: true })).body.value!.token;
    const waiting = (await t.call<{ waiting: { id: number }[] }>('GET', '/wps/reward/list', { token: restricted })).body.value!.waiting;
    expect(waiting.length).toBeGreaterThan(0); // the level-3 upgrade bonus
    const entries = await entryCount(t, player.id);
    const post = (path: string, body: Record<string, unknown>, encrypt = false) =>
      t.call('POST', path, { token: restricted, body: { ...body, idempotencyKey: randomUUID() }, encrypt });
    const answers = [
      await post('/wps/reward/claim', { id: waiting[0]!.id }),
      await post('/wps/promotion/raffle/claim', { id: 1 }),
      await post('/wps/points/convert', { points: 1000, paymentPassword: '246810' }, true),
      await post('/wps/points/redeem', { itemId: 1, paymentPassword: '246810' }, true),
      await post('/wps/withdrawal/toUpline', { amount: 50, paymentPassword: '246810' }, true),
    ];
    for (const answer of answers) expect(answer.body).toMatchObject({ success: false, errorCode: 'PLAY_BLOCKED', value: { kind: 'exclusion' } });
    expect(await entryCount(t, player.id)).toBe(entries);
  });
});
