import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_BALANCE_MESSAGE, type LaunchValue } from '../../src/contract/calls/games';
import { postEntry } from '../wallet/ledger';
import { operatorCancelDraw } from '../lottery/operator';
import { startTestPlatform, type TestPlatform } from '../test-support';
import type { ScreenState } from './state';

let t: TestPlatform;
let token = '';
beforeAll(async () => {
  t = await startTestPlatform({ lotteryScheduler: false });
  t.env['PLATFORM_DEV_TOOLS'] = '1';
  token = (await t.login('team_ana', 'TeamAna2026')).body.value?.token ?? '';
});
afterAll(() => t.platform.close());

const base = 'http://platform.internal';
const get = (path: string, headers: Record<string, string> = {}) => t.platform.handle(new Request(`${base}${path}`, { headers }));
const post = async <T = Record<string, unknown>>(path: string, body: Record<string, unknown>) => {
  // A bet goes as the screen sends it: with a new idempotency key (platform/http/idempotency.test.ts tests the keys).
  const sent = path === '/lgw/lottery-screen/bet' ? { idempotencyKey: randomUUID(), ...body } : body;
  const response = await t.platform.handle(
    new Request(`${base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Language: 'EN' }, body: JSON.stringify(sent) }),
  );
  return { status: response.status, body: (await response.json()) as { success: boolean; value?: T; message?: string; errorCode?: string } };
};
const balance = async (as = token) => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token: as })).body.value!.sumBalance;

async function launch(gameCode: string, as = token, language = 'EN') {
  const [game] = await t.platform.db.query<{ vendor: string; game_type: string }>('SELECT vendor, game_type FROM games WHERE game_code = $1', [gameCode]);
  const reply = await t.call<LaunchValue>('POST', '/wps/game/launch', {
    token: as,
    body: { gameType: game!.game_type, vendor: game!.vendor, gameCode, language },
  });
  const url = reply.body.value!.url;
  return { url, ticket: new URL(url, base).searchParams.get('ticket')! };
}
const state = async (ticket: string) => (await (await get(`/lgw/lottery-screen/state?ticket=${ticket}`)).json()).value as ScreenState;
const openDraw = async (gameCode: string) =>
  (
    await t.platform.db.query<{ numero: string; closes_at: Date; draw_at: Date }>(
      "SELECT numero, closes_at, draw_at FROM lottery_draws WHERE game_code = $1 AND status = 'OPEN'",
      [gameCode],
    )
  )[0]!;

describe('launching a lottery game', () => {
  it('opens the lottery betting screen for LOTT and ELOTT games, the demo game for others', async () => {
    expect((await launch('TCG_SEA_CEBU_SWERTRES')).url).toMatch(/^\/lgw\/lottery-screen\/play\?ticket=[\w-]{43}&lang=EN$/);
    expect((await launch('TCG_KENO_KENO_EXPRESS')).url).toMatch(/^\/lgw\/lottery-screen\/play\?/);
    const [slot] = await t.platform.db.query<{ game_code: string }>("SELECT game_code FROM games WHERE game_type = 'RNG' AND is_game IS NULL LIMIT 1");
    expect((await launch(slot!.game_code)).url).toMatch(/^\/lgw\/demo\/play\?/);
  });
});

describe('the betting screen', () => {
  it('shows the game, the open draw and its countdown, a labelled picker, the stakes and the last results, without inline code', async () => {
    const { url } = await launch('TCG_SEA_CEBU_SWERTRES');
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const page = await response.text();
    const draw = await openDraw('TCG_SEA_CEBU_SWERTRES');
    const closesIn = Math.floor((new Date(draw.closes_at).getTime() - t.now()) / 1000);
    expect(page).toContain('<h1>Cebu Swertres</h1>');
    expect(page).toContain(`<h2 id="draw-title">Draw ${draw.numero}</h2>`);
    expect(page).toContain(`data-closes-in="${closesIn}"`);
    // 10:00Z is 18:00 in Manila: the 20:00 draw closes at 19:45, in 1 h 45 min.
    expect(page).toContain('role="timer" aria-labelledby="countdown-label">1:45:00</span>');
    expect(page).toContain('<p id="picks-title" class="picks-title">Choose the last 3 digits of the draw</p>');
    for (const n of [1, 2, 3]) expect(page).toContain(`<legend>Digit ${n}</legend>`);
    expect(page.match(/<input type="radio" name="pick-0" value="\d" required>/g)).toHaveLength(10);
    for (const stake of ['₱0.10', '₱0.20', '₱0.50', '₱1.00', '₱5.00', '₱10.00']) expect(page).toContain(`<span>${stake}</span>`);
    expect(page).toContain('Pays 450× the stake when you are right.');
    expect(page).toMatch(/<ol id="results"><li>Draw \d{8}-\d{3}: \d \d \d<\/li>/);
    expect(page).toContain('<p id="bets-empty">No bets on this game yet.</p>');
    expect(page).toContain('<script src="/lgw/lottery-screen/screen.js" defer></script>');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toMatch(/id="status"[^>]*role="status"[^>]*aria-live="polite"/);
  });

  it('offers checkboxes with a counter for games that take several numbers, and speaks Filipino for TY', async () => {
    const { ticket } = await launch('TCG_SEA_MANILA_LOTTO_6_42', token, 'TY');
    const page = await (await get(`/lgw/lottery-screen/play?ticket=${ticket}&lang=TY`)).text();
    expect(page).toContain('<html lang="fil">');
    expect(page).toContain('<legend>Pumili ng 6 numero mula 1 hanggang 42</legend>');
    expect(page.match(/<input type="checkbox" name="pick" value="\d+">/g)).toHaveLength(42);
    expect(page).toContain('<span>07</span>');
    expect(page).toContain('0 sa 6 ang napili');
    expect(page).toContain('Bayad ayon sa tugma: 3 tugma 5×, 4 tugma 100×, 5 tugma 5,000×, 6 tugma 1,000,000×.');
    expect(page).toContain('Tumaya');
  });

  it('answers an unknown ticket with a 401 page and refuses its bets and state', async () => {
    const page = await get('/lgw/lottery-screen/play?ticket=nope&lang=EN');
    expect(page.status).toBe(401);
    expect(await page.text()).toContain('This game session has ended.');
    expect((await get('/lgw/lottery-screen/state?ticket=nope')).status).toBe(401);
    expect((await post('/lgw/lottery-screen/bet', { ticket: 'x'.repeat(43), picks: [1, 2, 3], stake: 0.1 })).body.errorCode).toBe('LAUNCH_TICKET_INVALID');
  });

  it("serves its script, which posts the site's balance message, and its style sheet", async () => {
    const script = await get('/lgw/lottery-screen/screen.js');
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    const code = await script.text();
    expect(code).toContain(`var GAME_BALANCE_MESSAGE = '${GAME_BALANCE_MESSAGE}';`);
    expect(code).toContain('window.parent.postMessage({ type: GAME_BALANCE_MESSAGE }');
    expect((await get('/lgw/lottery-screen/screen.js', { 'If-None-Match': script.headers.get('ETag') ?? '' })).status).toBe(304);
    expect(await (await get('/lgw/lottery-screen/screen.css')).text()).toContain('min-height: 44px');
    expect((await get('/lgw/lottery-screen/other')).status).toBe(404);
  });
});

describe('a bet', () => {
  it('debits the stake through the ledger and records the bet on the open draw', async () => {
    const { ticket } = await launch('TCG_SEA_CEBU_SWERTRES');
    const before = await balance();
    const draw = await openDraw('TCG_SEA_CEBU_SWERTRES');
    const { body } = await post<{ betId: string; numero: string; balance: number; state: ScreenState }>('/lgw/lottery-screen/bet', {
      ticket,
      numero: draw.numero,
      picks: [3, 8, 1],
      stake: 1,
    });
    expect(body.success, body.message).toBe(true);
    expect(body.value).toMatchObject({ numero: draw.numero, balance: before - 1 });
    expect(await balance()).toBe(before - 1);
    expect(body.value!.state.bets[0]).toMatchObject({ status: 'OPEN', line: `Draw ${draw.numero}: 3 8 1, stake ₱1.00: waiting for the draw`, settled: null });
    const entries = await t.platform.db.query<{ amount_minor: bigint; reference: string }>(
      'SELECT amount_minor, reference FROM ledger_entries WHERE reference LIKE $1',
      [`lottery:${body.value!.betId}:%`],
    );
    expect(entries).toEqual([{ amount_minor: -100n, reference: `lottery:${body.value!.betId}:stake` }]);
  });

  it('refuses picks that do not fit, stakes not offered and stakes above the balance, moving no money', async () => {
    const { ticket } = await launch('TCG_SEA_MANILA_LOTTO_6_42');
    const before = await balance();
    for (const picks of [
      [1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5, 5],
      [0, 1, 2, 3, 4, 5],
      [1, 2, 3, 4, 5, 43],
    ]) {
      expect((await post('/lgw/lottery-screen/bet', { ticket, picks, stake: 0.01 })).body).toEqual({
        success: false,
        errorCode: 'VALIDATION',
        message: 'Please choose 6 different numbers from 1 to 42.',
        value: { field: 'picks' },
      });
    }
    expect((await post('/lgw/lottery-screen/bet', { ticket, picks: [1, 2, 3, 4, 5, 6], stake: 0.03 })).body).toMatchObject({
      errorCode: 'VALIDATION',
      value: { field: 'stake' },
    });
    expect((await post('/lgw/lottery-screen/bet', { ticket, picks: [1, 2, 3, 4, 5, 6] })).status).toBe(400);

    const poor = (await t.login('team_ben', 'TeamBen2026', { ip: '203.0.113.41' })).body.value?.token ?? '';
    const [ben] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    const benBefore = await balance(poor);
    await postEntry(t.platform.db, { memberId: ben!.id, amountMinor: -BigInt(Math.round(benBefore * 100)), kind: 'TEST_DEBIT', reference: 'test:empty' });
    const launched = await launch('TCG_SEA_MANILA_LOTTO_6_42', poor);
    const refused = await post('/lgw/lottery-screen/bet', { ticket: launched.ticket, picks: [1, 2, 3, 4, 5, 6], stake: 0.01 });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS', message: expect.stringContaining('balance is too low') });
    expect(await balance(poor)).toBe(0);
    expect(await balance()).toBe(before);
  });

  it('is refused once betting has closed, or on a draw that is not the open one, with a clear message and the new state', async () => {
    const { ticket } = await launch('TCG_FAST3_FAST_3_ONE_MINUTE');
    const draw = await openDraw('TCG_FAST3_FAST_3_ONE_MINUTE');
    const before = await balance();
    const stale = await post<{ state: ScreenState }>('/lgw/lottery-screen/bet', { ticket, numero: '20200101-001', picks: [10], stake: 0.05 });
    expect(stale.body).toMatchObject({
      success: false,
      errorCode: 'DRAW_CLOSED',
      message: 'Betting on this draw has closed. Your bet was not placed; please bet on the next draw.',
    });
    expect(stale.body.value!.state.numero).toBe(draw.numero);
    t.advance(new Date(draw.closes_at).getTime() - t.now());
    const late = await post<{ state: ScreenState }>('/lgw/lottery-screen/bet', { ticket, numero: draw.numero, picks: [10], stake: 0.05 });
    expect(late.body).toMatchObject({ success: false, errorCode: 'DRAW_CLOSED' });
    expect(late.body.value!.state).toMatchObject({ numero: draw.numero, closesIn: 0, drawIn: 10 });
    const page = await (await get(`/lgw/lottery-screen/play?ticket=${ticket}&lang=EN`)).text();
    expect(page).toContain('<span id="countdown-label">Drawn in</span> <span id="countdown" role="timer" aria-labelledby="countdown-label">00:10</span>');
    expect(page).toContain('<button type="submit" id="place" class="place" disabled>Place bet</button>');
    expect(await balance()).toBe(before);
  });
});

describe('a draw forced through the dev endpoint', () => {
  it('settles a known bet: the payout credited once through the ledger, the screen shows the result', async () => {
    const { ticket } = await launch('TCG_LOTTO_VN_MEKONG_LOTTERY');
    await t.platform.lottery.tick();
    const draw = await openDraw('TCG_LOTTO_VN_MEKONG_LOTTERY');
    const before = await balance();
    const won = await post<{ betId: string }>('/lgw/lottery-screen/bet', { ticket, numero: draw.numero, picks: [4, 2], stake: 0.5 });
    const lost = await post<{ betId: string }>('/lgw/lottery-screen/bet', { ticket, numero: draw.numero, picks: [0, 0], stake: 0.1 });
    expect(won.body.success && lost.body.success).toBe(true);

    const forced = await post('/platform-dev/lottery/draw', { gameCode: 'TCG_LOTTO_VN_MEKONG_LOTTERY', numbers: [1, 7, 3, 4, 2] });
    expect(forced.body).toMatchObject({
      success: true,
      value: { gameCode: 'TCG_LOTTO_VN_MEKONG_LOTTERY', numero: draw.numero, numbers: [1, 7, 3, 4, 2], settled: 2, won: 1 },
    });
    // 90× of 0.50 back; 0.60 staked.
    expect(await balance()).toBeCloseTo(before - 0.6 + 45, 2);
    const credits = await t.platform.db.query<{ amount_minor: bigint }>('SELECT amount_minor FROM ledger_entries WHERE reference = $1', [
      `lottery:${won.body.value!.betId}:win`,
    ]);
    expect(credits).toEqual([{ amount_minor: 4_500n }]);

    const after = await state(ticket);
    expect(after.numero).not.toBe(draw.numero);
    expect(after.bets.find((bet) => bet.id === won.body.value!.betId)).toMatchObject({
      status: 'WON',
      settled: `Draw ${draw.numero}: 1 7 3 4 2. You won ₱45.00!`,
    });
    expect(after.bets.find((bet) => bet.id === lost.body.value!.betId)).toMatchObject({
      status: 'LOST',
      line: expect.stringContaining('drawn 1 7 3 4 2, no win'),
    });
    expect(after.results[0]).toBe(`Draw ${draw.numero}: 1 7 3 4 2`);
    const recent = (await t.call<{ gameCode: string }[]>('GET', '/lgw/vn/games/game_menu/recent', { token, query: { prizeMode: 'Elott' } })).body.value!;
    expect(recent[0]!.gameCode).toBe('TCG_LOTTO_VN_MEKONG_LOTTERY');
  });

  it('shows a bet on a draw the operator cancelled as void, its stake returned', async () => {
    const { ticket } = await launch('TCG_LOTTO_VN_MEKONG_LOTTERY');
    const draw = await openDraw('TCG_LOTTO_VN_MEKONG_LOTTERY');
    const before = await balance();
    const placed = await post<{ betId: string }>('/lgw/lottery-screen/bet', { ticket, numero: draw.numero, picks: [1, 2], stake: 0.5 });
    expect(placed.body.success).toBe(true);
    expect((await operatorCancelDraw(t.platform.db, `TCG_LOTTO_VN_MEKONG_LOTTERY:${draw.numero}`, t.now())).ok).toBe(true);
    expect(await balance()).toBeCloseTo(before, 2);
    expect((await state(ticket)).bets.find((bet) => bet.id === placed.body.value!.betId)).toMatchObject({
      status: 'VOID',
      line: expect.stringContaining('draw cancelled, stake returned'),
      settled: `Draw ${draw.numero} was cancelled: your stake was returned.`,
    });
  });

  it('also answers a GET with a query, as the site forwards it', async () => {
    const before = await openDraw('TCG_SEA_CEBU_SWERTRES');
    const response = await get('/platform-dev/lottery/draw?gameCode=TCG_SEA_CEBU_SWERTRES&numbers=3,8,1');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.json()).toMatchObject({ success: true, value: { numero: before.numero, numbers: [3, 8, 1] } });
    expect((await get('/platform-dev/lottery/draw?gameCode=TCG_SEA_CEBU_SWERTRES&numbers=3,x,1')).status).toBe(400);
  });

  it('refuses numbers that do not fit the game, unknown games, and is not there without PLATFORM_DEV_TOOLS', async () => {
    expect((await post('/platform-dev/lottery/draw', { gameCode: 'TCG_LOTTO_VN_MEKONG_LOTTERY', numbers: [1, 2] })).status).toBe(400);
    expect((await post('/platform-dev/lottery/draw', { gameCode: 'NOPE' })).status).toBe(404);
    delete t.env['PLATFORM_DEV_TOOLS'];
    try {
      expect((await post('/platform-dev/lottery/draw', { gameCode: 'TCG_LOTTO_VN_MEKONG_LOTTERY' })).status).toBe(404);
    } finally {
      t.env['PLATFORM_DEV_TOOLS'] = '1';
    }
  });
});
