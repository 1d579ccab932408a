import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, LaunchValue, RecentGame } from '../../../src/contract/calls/games';
import { readTicket, TICKET_TTL_MS } from '../../games/tickets';
import { startTestPlatform, type TestPlatform } from '../../test-support';

let t: TestPlatform;
let player = '';
let trial = '';
beforeAll(async () => {
  t = await startTestPlatform();
  player = (await t.login('team_ana', 'TeamAna2026')).body.value?.token ?? '';
  trial = (await t.login('demo_trial', 'Trial2026', { ip: '203.0.113.20' })).body.value?.token ?? '';
});
afterAll(() => t.platform.close());

const gameOf = async (gameType: string, offset = 0) => {
  const [row] = await t.platform.db.query<{ game_code: string; vendor: string }>(
    'SELECT game_code, vendor FROM games WHERE game_type = $1 AND is_game IS NULL ORDER BY game_code OFFSET $2 LIMIT 1',
    [gameType, offset],
  );
  return { gameType, vendor: row!.vendor, gameCode: row!.game_code };
};
const target = (game: { gameType: string; vendor: string; gameCode: string }) => ({ nodeId: game.gameCode, vassalage: game.vendor, gameType: game.gameType });

describe('favourites', () => {
  it('adds, lists newest first, removes, and is idempotent both ways', async () => {
    const first = await gameOf('RNG', 0);
    const second = await gameOf('RNG', 1);
    const fish = await gameOf('FISH');
    for (const game of [first, second, fish]) {
      expect((await t.call('POST', '/wps/games/favourites', { token: player, body: target(game) })).body).toEqual({
        success: true,
        value: { nodeId: game.gameCode },
      });
      t.advance(1_000);
    }
    expect((await t.call('POST', '/wps/games/favourites', { token: player, body: target(first) })).body.success).toBe(true);

    const listed = async (gameType: string, pageSize = 15) =>
      (await t.call<{ content: Game[]; totalPages: number }>('GET', '/wps/games/favourites', { token: player, query: { gameType, pageSize } })).body.value!;
    expect((await listed('RNG')).content.map((game) => game.gameCode)).toEqual([second.gameCode, first.gameCode]);
    expect(await listed('RNG', 1)).toMatchObject({ totalPages: 2 });
    expect((await listed('FISH')).content.map((game) => game.gameCode)).toEqual([fish.gameCode]);

    for (let i = 0; i < 2; i++) {
      const removed = await t.call('DELETE', '/wps/games/favourites', { token: player, query: target(second) });
      expect(removed.body).toEqual({ success: true, value: { nodeId: second.gameCode } });
    }
    expect((await listed('RNG')).content.map((game) => game.gameCode)).toEqual([first.gameCode]);
  });

  it('refuses an unknown game, or one under another vendor, with a translated VALIDATION', async () => {
    const game = await gameOf('RNG');
    const unknown = await t.call('POST', '/wps/games/favourites', { token: player, body: { ...target(game), nodeId: 'NO_SUCH_GAME' } });
    expect(unknown.body).toEqual({
      success: false,
      errorCode: 'VALIDATION',
      message: 'This game is not available. Please choose another one.',
      value: { field: 'nodeId' },
    });
    const wrongVendor = await t.call('DELETE', '/wps/games/favourites', { token: player, query: { ...target(game), vassalage: 'NOPE' }, language: 'TY' });
    expect(wrongVendor.body).toMatchObject({ success: false, errorCode: 'VALIDATION', message: 'Hindi available ang larong ito. Pumili ng iba.' });
  });

  it('needs a session', async () => {
    const game = await gameOf('RNG');
    expect((await t.call('GET', '/wps/games/favourites')).status).toBe(401);
    expect((await t.call('POST', '/wps/games/favourites', { body: target(game) })).status).toBe(401);
    expect((await t.call('GET', '/wps/games/recent')).status).toBe(401);
    expect((await t.call('POST', '/wps/game/launch', { body: game })).status).toBe(401);
  });
});

describe('launches and recent games', () => {
  it("answers the demo game's URL with a ticket of which only the hash is stored", async () => {
    const game = await gameOf('LIVE');
    const reply = await t.call<LaunchValue>('POST', '/wps/game/launch', { token: player, body: { ...game, language: 'EN' } });
    expect(reply.body.success, reply.body.message).toBe(true);
    const { url, target: where } = reply.body.value!;
    expect(where).toBe('frame');
    const match = /^\/lgw\/demo\/play\?ticket=([A-Za-z0-9_-]{43})&lang=EN$/.exec(url);
    expect(match, url).not.toBeNull();
    const ticket = match![1]!;
    const rows = await t.platform.db.query<{ ticket_hash: string; expires_at: Date; created_at: Date }>(
      'SELECT ticket_hash, expires_at, created_at FROM game_launches',
    );
    expect(rows.some((row) => row.ticket_hash === ticket)).toBe(false);
    const stored = rows.find((row) => row.ticket_hash === createHash('sha256').update(ticket).digest('hex'));
    expect(stored).toBeDefined();
    expect(new Date(stored!.expires_at).getTime() - new Date(stored!.created_at).getTime()).toBe(12 * 60 * 60_000);

    expect(await readTicket(t.platform.db, ticket, t.now())).toMatchObject({ gameCode: game.gameCode, language: 'EN' });
    expect(await readTicket(t.platform.db, ticket, t.now() + TICKET_TTL_MS)).toBeNull();
    // Another last character, never the same one (a random ticket ends in 'A' one time in 64).
    const wrong = `${ticket.slice(0, -1)}${ticket.endsWith('A') ? 'B' : 'A'}`;
    expect(wrong).not.toBe(ticket);
    expect(await readTicket(t.platform.db, wrong, t.now())).toBeNull();
  });

  it('takes the language of the request when the launch names none, and a launch CDN when set', async () => {
    const game = await gameOf('SPORTS');
    const plain = await t.call<LaunchValue>('POST', '/wps/game/launch', { token: player, body: game, language: 'TY' });
    expect(plain.body.value?.url).toMatch(/&lang=TY$/);
    await t.setSetting('launchGameCDNs', ['https://play1.lucky.example/', 'https://play2.lucky.example']);
    const viaCdn = await t.call<LaunchValue>('POST', '/wps/game/launch', { token: player, body: game });
    expect(viaCdn.body.value?.url).toMatch(/^https:\/\/play[12]\.lucky\.example\/lgw\/demo\/play\?ticket=/);
    await t.setSetting('launchGameCDNs', []);
  });

  it('refuses a game that does not exist or is not of that vendor and category', async () => {
    const game = await gameOf('RNG');
    for (const body of [
      { ...game, gameCode: 'NO_SUCH_GAME' },
      { ...game, vendor: 'PG' === game.vendor ? 'PP' : 'PG' },
      { ...game, gameType: 'FISH' },
    ]) {
      const reply = await t.call('POST', '/wps/game/launch', { token: player, body });
      expect(reply.body).toEqual({ success: false, errorCode: 'NOT_FOUND', message: 'This game is not available. Please choose another one.' });
    }
  });

  it('launches card games through launchGame only, and never for a trial account', async () => {
    const card = await gameOf('PVP');
    expect((await t.call('POST', '/wps/game/launch', { token: player, body: card })).body.errorCode).toBe('NOT_FOUND');
    expect((await t.call('POST', '/wps/game/launchGame', { token: player, body: await gameOf('RNG') })).body.errorCode).toBe('NOT_FOUND');
    expect((await t.call<LaunchValue>('POST', '/wps/game/launchGame', { token: player, body: card })).body.value?.url).toMatch(/^\/lgw\/demo\/play\?/);

    const refused = await t.call('POST', '/wps/game/launchGame', { token: trial, body: card, language: 'TY' });
    expect(refused.body).toEqual({ success: false, errorCode: 'NEED_REAL_ACCOUNT', message: 'Kailangan ng totoong account para dito. Magparehistro.' });
    expect((await t.call('GET', '/wps/games/recent', { token: trial })).body.value).toEqual({ list: [], totalPages: 0 });
    expect((await t.call('POST', '/wps/game/launch', { token: trial, body: await gameOf('RNG') })).body.success).toBe(true);
  });

  it('lists launched games newest first, once each, with the vendor icon and the time', async () => {
    const token = (await t.login('team_ben', 'TeamBen2026', { ip: '203.0.113.21' })).body.value?.token ?? '';
    const slot = await gameOf('RNG', 3);
    const fish = await gameOf('FISH', 2);
    await t.call('POST', '/wps/game/launch', { token, body: slot });
    t.advance(60_000);
    await t.call('POST', '/wps/game/launch', { token, body: fish });
    t.advance(60_000);
    await t.call('POST', '/wps/game/launch', { token, body: slot });
    const recent = await t.call<{ list: RecentGame[]; totalPages: number }>('GET', '/wps/games/recent', { token });
    expect(recent.body.value?.list.map((game) => game.gameCode)).toEqual([slot.gameCode, fish.gameCode]);
    expect(recent.body.value?.totalPages).toBe(1);
    expect(recent.body.value?.list[0]).toMatchObject({ showIcon: `/lgw/static/vendors/${slot.vendor}.webp`, lastPlayedAt: new Date(t.now()).toISOString() });
    const fishOnly = await t.call<{ list: RecentGame[] }>('GET', '/wps/games/recent', { token, query: { gameType: 'FISH' } });
    expect(fishOnly.body.value?.list.map((game) => game.gameCode)).toEqual([fish.gameCode]);
    const paged = await t.call<{ list: RecentGame[]; totalPages: number }>('GET', '/wps/games/recent', { token, query: { pageSize: 1, pageNo: 2 } });
    expect(paged.body.value).toMatchObject({ totalPages: 2, list: [{ gameCode: fish.gameCode }] });
  });
});
