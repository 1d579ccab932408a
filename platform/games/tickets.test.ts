import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchValue } from '../../src/contract/calls/games';
import { startTestPlatform, type TestPlatform } from '../test-support';

/**
 * A launch ticket plays real-money rounds only while the session that launched the game lives
 * (docs/platform-api.md "Launches"): logout, a password change, the session's expiry and its
 * session-time limit all end it, whatever is left of the ticket's own 12 hours.
 */
const SESSION_TTL_MINUTES = 30;
let t: TestPlatform;
beforeAll(async () => {
  t = await startTestPlatform({ sessionTtlMinutes: SESSION_TTL_MINUTES });
});
afterAll(() => t.platform.close());

const base = 'http://platform.internal';
// A distinct IP per login, so these logins never meet another test's failure counts.
let ips = 0;
const login = async (username: string, password: string) => {
  const reply = await t.login(username, password, { ip: `198.51.100.${++ips}` });
  expect(reply.body.success, reply.body.message).toBe(true);
  return reply.body.value!.token;
};

/** Launches a slot of the demo game whose smallest stake is 0.10 and returns its ticket. */
async function launch(token: string): Promise<string> {
  const [game] = await t.platform.db.query<{ game_code: string; vendor: string }>(
    "SELECT game_code, vendor FROM games WHERE game_type = 'RNG' AND is_game IS NULL AND min_bet_minor = 10 ORDER BY game_code LIMIT 1",
  );
  const reply = await t.call<LaunchValue>('POST', '/wps/game/launch', {
    token,
    body: { gameType: 'RNG', vendor: game!.vendor, gameCode: game!.game_code, language: 'EN' },
  });
  expect(reply.body.success, reply.body.message).toBe(true);
  return new URL(reply.body.value!.url, base).searchParams.get('ticket')!;
}

/** One round of 0.10, with a key of its own (docs/platform-api.md "Idempotency keys"): its HTTP status and error code (none when it was played). */
async function round(ticket: string): Promise<{ status: number; errorCode?: string | undefined }> {
  const response = await t.platform.handle(
    new Request(`${base}/lgw/demo/round`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Language: 'EN' },
      body: JSON.stringify({ ticket, stake: 0.1, idempotencyKey: crypto.randomUUID() }),
    }),
  );
  const body = (await response.json()) as { success: boolean; errorCode?: string };
  return { status: response.status, errorCode: body.success ? undefined : body.errorCode };
}
const page = async (ticket: string) => (await t.platform.handle(new Request(`${base}/lgw/demo/play?ticket=${ticket}&lang=EN`))).status;

const PLAYED = { status: 200, errorCode: undefined };
const REFUSED = { status: 401, errorCode: 'LAUNCH_TICKET_INVALID' };

describe('a launch ticket ends with its session', () => {
  it("plays no round after the session logs out, while another session's ticket still plays", async () => {
    const token = await login('team_ana', 'TeamAna2026');
    const other = await login('team_ana', 'TeamAna2026');
    const ticket = await launch(token);
    const otherTicket = await launch(other);
    expect(await round(ticket)).toEqual(PLAYED);

    expect((await t.call('DELETE', '/wps/session/logout', { token })).body.success).toBe(true);
    expect(await round(ticket)).toEqual(REFUSED);
    expect(await page(ticket)).toBe(401);
    // Only that session's tickets end: the player's other session plays on.
    expect(await round(otherTicket)).toEqual(PLAYED);
  });

  it('plays no round after a password change, from this session or another of the account', async () => {
    const token = await login('team_ben', 'TeamBen2026');
    const other = await login('team_ben', 'TeamBen2026');
    const ticket = await launch(token);
    const otherTicket = await launch(other);
    expect(await round(ticket)).toEqual(PLAYED);
    expect(await round(otherTicket)).toEqual(PLAYED);

    const changed = await t.call('PUT', '/wps/member/password', {
      token,
      body: { oldPassword: 'TeamBen2026', newPassword: 'TeamBen2027', confirmNewPassword: 'TeamBen2027' },
      encrypt: true,
    });
    expect(changed.body).toEqual({ success: true, value: null });
    expect(await round(ticket)).toEqual(REFUSED);
    expect(await round(otherTicket)).toEqual(REFUSED);

    // The new session (the site logs in again at once) launches and plays as before.
    expect(await round(await launch(await login('team_ben', 'TeamBen2027')))).toEqual(PLAYED);
  });

  it('plays no round once the session has expired, though the ticket itself is younger than 12 hours', async () => {
    const token = await login('demo_player', 'Player2026');
    const ticket = await launch(token);
    expect(await round(ticket)).toEqual(PLAYED);

    t.advance(SESSION_TTL_MINUTES * 60_000 + 1_000);
    expect((await t.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect(await round(ticket)).toEqual(REFUSED);
    expect(await page(ticket)).toBe(401);
  });

  it("plays no round once the session-time limit has ended the session, though the session's own expiry is later", async () => {
    const token = await login('team_carlo', 'TeamCarlo2026');
    const ticket = await launch(token);
    expect(await round(ticket)).toEqual(PLAYED);

    // 20 minutes in, the player sets a 15-minute limit: the session ends at once (login + 15).
    t.advance(20 * 60_000);
    const set = await t.call('POST', '/wps/v2/safety/session-limit', { token, body: { minutes: 15 } });
    expect(set.body.value).toEqual({ change: 'applied' });
    expect((await t.call('GET', '/wps/v2/wallets/balance', { token })).body).toMatchObject({ errorCode: 'UNAUTHORIZED', value: { ended: 'sessionLimit' } });
    expect(await round(ticket)).toEqual(REFUSED);
    expect(await page(ticket)).toBe(401);
  });
});
