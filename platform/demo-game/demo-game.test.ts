import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAME_BALANCE_MESSAGE, type LaunchValue, type Winner } from '../../src/contract/calls/games';
import { readTicket } from '../games/tickets';
import { startTestPlatform, type TestPlatform } from '../test-support';
import { postEntry } from '../wallet/ledger';
import { checkLedger } from '../wallet/ledger-check';
import { PAYTABLE_TOTAL } from './paytable';
import { playRound } from './round';

let t: TestPlatform;
let token = '';
beforeAll(async () => {
  t = await startTestPlatform();
  token = (await t.login('team_ana', 'TeamAna2026')).body.value?.token ?? '';
});
afterAll(() => t.platform.close());

const base = 'http://platform.internal';
const get = (path: string, headers: Record<string, string> = {}) => t.platform.handle(new Request(`${base}${path}`, { headers }));
/** One spin, as the page sends it: with a new idempotency key (platform/http/idempotency.test.ts tests the keys). */
const postRound = async (body: Record<string, unknown>) => {
  const spin = { idempotencyKey: randomUUID(), ...body };
  const response = await t.platform.handle(
    new Request(`${base}/lgw/demo/round`, { method: 'POST', headers: { 'Content-Type': 'application/json', Language: 'EN' }, body: JSON.stringify(spin) }),
  );
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; value?: Record<string, unknown>; message?: string; errorCode?: string },
  };
};
const balance = async (as = token) => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token: as })).body.value!.sumBalance;

/** Launches a game of the given smallest stake (minor units) and returns its ticket and row. */
async function launchGame(minBetMinor: number, as = token, language = 'EN') {
  const [game] = await t.platform.db.query<{ game_code: string; vendor: string; name: string; game_type: string }>(
    "SELECT game_code, vendor, name, game_type FROM games WHERE game_type = 'RNG' AND is_game IS NULL AND min_bet_minor = $1 ORDER BY game_code LIMIT 1",
    [minBetMinor],
  );
  const reply = await t.call<LaunchValue>('POST', '/wps/game/launch', {
    token: as,
    body: { gameType: 'RNG', vendor: game!.vendor, gameCode: game!.game_code, language },
  });
  const url = reply.body.value!.url;
  return { url, ticket: new URL(url, base).searchParams.get('ticket')!, game: game! };
}

describe('the demo game page', () => {
  it('shows the game, its vendor, the balance, the stakes and the last rounds, without inline code', async () => {
    const { url, game } = await launchGame(75);
    const response = await get(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
    const page = await response.text();
    expect(page).toContain(`<h1>${game.name.replace(/'/g, '&#39;')}</h1>`);
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('₱250.00');
    for (const stake of ['₱0.75', '₱1.50', '₱3.75', '₱7.50', '₱37.50', '₱75.00']) expect(page).toContain(`<span>${stake}</span>`);
    expect(page).toContain('<script src="/lgw/demo/game.js" defer></script>');
    expect(page).toContain('<link rel="stylesheet" href="/lgw/demo/game.css">');
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page).not.toMatch(/<style|\sstyle=|\son[a-z]+=/i);
    expect(page).toMatch(/id="result"[^>]*role="status"[^>]*aria-live="polite"/);
    // Three reels drawn from the page's own symbol sprite (no emoji font needed), each named.
    for (const symbol of ['DIAMOND', 'SEVEN', 'BELL', 'STAR', 'CHERRY', 'LEMON']) expect(page).toContain(`<symbol id="sym-${symbol}"`);
    expect(
      page.match(/<li class="reel"><svg class="face" aria-hidden="true"[^>]*><use href="#sym-[A-Z]+"><\/use><\/svg><span class="name">\w+<\/span><\/li>/g),
    ).toHaveLength(3);
    expect(page).toContain('<p id="history-empty">No rounds yet.</p>');
  });

  it('speaks Filipino for lang=TY', async () => {
    const { ticket } = await launchGame(1, token, 'TY');
    const page = await (await get(`/lgw/demo/play?ticket=${ticket}&lang=TY`)).text();
    expect(page).toContain('<html lang="fil">');
    expect(page).toContain('Paikutin');
    expect(page).toContain('Balanse');
  });

  it('answers an unknown or expired ticket with a 401 page that says so', async () => {
    const unknown = await get('/lgw/demo/play?ticket=nope&lang=EN');
    expect(unknown.status).toBe(401);
    expect(await unknown.text()).toContain('This game session has ended.');
    const { url } = await launchGame(5);
    t.advance(12 * 60 * 60_000);
    expect((await get(url)).status).toBe(401);
    const expired = await postRound({ ticket: new URL(url, base).searchParams.get('ticket'), stake: 0.05 });
    expect(expired).toEqual({
      status: 401,
      body: { success: false, errorCode: 'LAUNCH_TICKET_INVALID', message: expect.stringContaining('This game session has ended.') },
    });
    // The session has expired with the ticket (both last 12 hours): log in again for what follows.
    token = (await t.login('team_ana', 'TeamAna2026')).body.value?.token ?? '';
  });

  it("serves its script and style sheet, the script posting the site's balance message", async () => {
    const script = await get('/lgw/demo/game.js');
    expect(script.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(script.headers.get('Cache-Control')).toContain('max-age=');
    const code = await script.text();
    expect(code).toContain(`var GAME_BALANCE_MESSAGE = '${GAME_BALANCE_MESSAGE}';`);
    expect(code).toContain('window.parent.postMessage({ type: GAME_BALANCE_MESSAGE }');
    expect((await get('/lgw/demo/game.js', { 'If-None-Match': script.headers.get('ETag') ?? '' })).status).toBe(304);
    const css = await get('/lgw/demo/game.css');
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    expect(await css.text()).toContain('prefers-reduced-motion');
    expect((await get('/lgw/demo/other')).status).toBe(404);
  });
});

describe('a round', () => {
  it('debits the stake and credits the win through the ledger, records the bet and answers the new balance', async () => {
    const { ticket, game } = await launchGame(10);
    const before = await balance();
    const { body } = await postRound({ ticket, stake: 0.5 });
    expect(body.success, body.message).toBe(true);
    const round = body.value as { roundId: string; reels: string[]; stake: number; win: number; balance: number };
    expect(round.reels).toHaveLength(3);
    expect(round.stake).toBe(0.5);
    expect(round.balance).toBeCloseTo(before - 0.5 + round.win, 2);
    expect(await balance()).toBe(round.balance);
    const entries = await t.platform.db.query<{ amount_minor: bigint; reference: string }>(
      'SELECT amount_minor, reference FROM ledger_entries WHERE reference LIKE $1 ORDER BY id',
      [`round:${round.roundId}:%`],
    );
    expect(entries[0]).toEqual({ amount_minor: -50n, reference: `round:${round.roundId}:stake` });
    expect(entries.length).toBe(round.win > 0 ? 2 : 1);
    const [bet] = await t.platform.db.query<{ game_code: string; stake_minor: bigint }>('SELECT game_code, stake_minor FROM bets WHERE id = $1', [
      round.roundId,
    ]);
    expect(bet).toEqual({ game_code: game.game_code, stake_minor: 50n });
    const page = await (await get(`/lgw/demo/play?ticket=${ticket}&lang=EN`)).text();
    expect(page).toContain('<p id="history-empty" hidden>');
    expect(page).toMatch(/<ol id="history"><li[^>]*>[^<]*stake ₱0\.50/);
  });

  it('refuses stakes the picker does not offer, and stakes above the balance, moving no money', async () => {
    const { ticket } = await launchGame(75);
    const before = await balance();
    for (const stake of [0.5, 0.76, 1, 0.751]) {
      expect((await postRound({ ticket, stake })).body).toEqual({
        success: false,
        errorCode: 'VALIDATION',
        message: 'Please choose one of the stakes offered.',
        value: { field: 'stake' },
      });
    }
    expect((await postRound({ ticket, stake: -1 })).status).toBe(400);
    expect((await postRound({ ticket })).status).toBe(400);

    const poor = (await t.login('team_ben', 'TeamBen2026', { ip: '203.0.113.40' })).body.value?.token ?? '';
    const [ben] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    await postEntry(t.platform.db, { memberId: ben!.id, amountMinor: -8_000n, kind: 'TEST_DEBIT', reference: 'test:leave-0.50' });
    const launched = await launchGame(75, poor);
    const refused = await postRound({ ticket: launched.ticket, stake: 0.75 });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'INSUFFICIENT_FUNDS', message: expect.stringContaining('balance is too low') });
    expect(await balance(poor)).toBe(0.5);
    expect(await balance()).toBe(before);
  });

  it('lets no two rounds spend the same money', async () => {
    const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    // team_ben has 0.50 left from the test above: 1.00 more is exactly two stakes of 0.75.
    await postEntry(t.platform.db, { memberId: member!.id, amountMinor: 100n, kind: 'TEST_CREDIT', reference: 'test:two-stakes' });
    const { game } = await launchGame(75);
    const losing = () => PAYTABLE_TOTAL - 1;
    const results = await Promise.all(
      Array.from({ length: 5 }, () => playRound(t.platform.db, { memberId: member!.id, gameCode: game.game_code, stakeMinor: 75n, now: t.now() }, losing)),
    );
    expect(results.filter((result) => result.ok)).toHaveLength(2);
    const [{ total }] = (await t.platform.db.query<{ total: bigint }>('SELECT SUM(amount_minor)::bigint AS total FROM ledger_entries WHERE member_id = $1', [
      member!.id,
    ])) as [{ total: bigint }];
    expect(total).toBe(0n);
  });

  it("stakes only the main wallet: money in a vendor wallet is not the game's to spend", async () => {
    const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    // team_ben has nothing left from the test above: 0.50 in the main wallet, 10.00 in SABA.
    await postEntry(t.platform.db, { memberId: member!.id, amountMinor: 1_050n, kind: 'TEST_CREDIT', reference: 'test:vendor-money' });
    await postEntry(t.platform.db, { memberId: member!.id, amountMinor: -1_000n, kind: 'TRANSFER_OUT', reference: 'test:vendor-money:out' });
    await postEntry(t.platform.db, { memberId: member!.id, wallet: 'SABA', amountMinor: 1_000n, kind: 'TRANSFER_IN', reference: 'test:vendor-money:in' });
    const { game } = await launchGame(75);
    const round = await playRound(t.platform.db, { memberId: member!.id, gameCode: game.game_code, stakeMinor: 75n, now: t.now() });
    expect(round).toEqual({ ok: false, reason: 'insufficientFunds' });
    expect((await checkLedger(t.platform.db)).problems).toEqual([]);
  });

  it('puts a winning round on top of the winner board', async () => {
    const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ana'");
    const { game } = await launchGame(1);
    const jackpot = () => 0; // the first line of the paytable: three diamonds, 200×
    const result = await playRound(t.platform.db, { memberId: member!.id, gameCode: game.game_code, stakeMinor: 100n, now: t.now() + 1 }, jackpot);
    expect(result).toMatchObject({ ok: true, round: { reels: ['DIAMOND', 'DIAMOND', 'DIAMOND'], winMinor: 20_000n } });
    const board = (await t.call<Winner[]>('GET', '/lgw/games/winners', { query: { limitNum: 1 } })).body.value!;
    expect(board[0]!.vo).toMatchObject({ account: 'te***na', gameName: game.name, amount: 200 });
  });

  it('keeps a ticket readable only through its hash', async () => {
    const { ticket } = await launchGame(1);
    expect(await readTicket(t.platform.db, ticket, t.now())).not.toBeNull();
    expect((await t.platform.db.query('SELECT 1 FROM game_launches WHERE ticket_hash = $1', [ticket])).length).toBe(0);
  });
});
