import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPlatform, type TestPlatform } from '../../../platform/test-support';
import type { Upstream } from '../platform/upstream.server';
import { claimFromForm, claimPost, type ClaimRequest } from './claim.server';
import { newClaimKey } from './claim';

let t: TestPlatform;
let upstream: () => Promise<Upstream>;
beforeAll(async () => {
  t = await startTestPlatform();
  const handle: Upstream = (url, init) => t.platform.handle(new Request(new URL(url, 'http://platform.internal'), init));
  upstream = () => Promise.resolve(handle);
});
afterAll(() => t.platform.close());

const RAFFLE = 7;

/** The cookies of one request: `sid` when given; records what the claim deletes and sets. */
function cookieJar(sid?: string) {
  const deleted: string[] = [];
  const set = new Map<string, string>();
  const cookies = {
    get: (name: string) => (name === 'sid' && sid ? { value: sid } : undefined),
    delete: (name: string) => void deleted.push(name),
    set: (name: string, value: string) => void set.set(name, value),
  } as unknown as ClaimRequest['cookies'];
  return { cookies, deleted, set };
}

const request = (cookies: ClaimRequest['cookies'], id = RAFFLE): ClaimRequest => ({
  id,
  cookies,
  secure: false,
  language: 'EN',
  clientIp: '203.0.113.80',
  detailPath: '/en/promoDetail',
  loginPath: '/en/login',
});

const LOGIN = `/en/login?next=${encodeURIComponent(`/en/promoDetail?id=${RAFFLE}`)}`;

describe('claimFromForm', () => {
  it('sends a guest to the login, which comes back to the promotion', async () => {
    expect(await claimFromForm(request(cookieJar().cookies), upstream)).toBe(LOGIN);
  });

  it("claims once with the session's token: won, then already", async () => {
    const token = (await t.login('team_ana', 'TeamAna2026', { ip: '203.0.113.81' })).body.value!.token;
    const balance = async () => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance;
    const before = await balance();
    const { cookies } = cookieJar(token);
    expect(await claimFromForm(request(cookies), upstream)).toBe(`/en/promoDetail?id=${RAFFLE}&claim=won`);
    const after = await balance();
    expect(after).toBeGreaterThan(before);
    expect(await claimFromForm(request(cookies), upstream)).toBe(`/en/promoDetail?id=${RAFFLE}&claim=already`);
    expect(await balance()).toBe(after);
  });

  it('claims once for a form submitted twice (the same hidden key): won both times, one prize', async () => {
    const token = (await t.login('team_ben', 'TeamBen2026', { ip: '203.0.113.83' })).body.value!.token;
    const balance = async () => (await t.call<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token })).body.value!.sumBalance;
    const before = await balance();
    const { cookies } = cookieJar(token);
    const form = { ...request(cookies), idempotencyKey: newClaimKey() };
    const [first, second] = await Promise.all([claimFromForm(form, upstream), claimFromForm(form, upstream)]);
    expect(first).toBe(`/en/promoDetail?id=${RAFFLE}&claim=won`);
    expect(second).toBe(first);
    expect(await claimFromForm(form, upstream)).toBe(first);
    const [member] = await t.platform.db.query<{ id: bigint }>("SELECT id FROM members WHERE account = 'team_ben'");
    const prizes = await t.platform.db.query<{ amount_minor: bigint }>(
      "SELECT amount_minor FROM ledger_entries WHERE member_id = $1 AND kind = 'RAFFLE_PRIZE'",
      [member!.id],
    );
    expect(prizes).toHaveLength(1);
    expect(await balance()).toBeCloseTo(before + Number(prizes[0]!.amount_minor) / 100, 2);
  });

  it('forgets a session the platform no longer knows, and asks for a login', async () => {
    const { cookies, deleted } = cookieJar('no-such-session-token');
    expect(await claimFromForm(request(cookies), upstream)).toBe(LOGIN);
    expect(deleted.sort()).toEqual(['isAgent', 'passwordChange', 'sid', 'username']);
  });

  it('keeps why the session ended when its time limit ended it, for the login page (issue 34 item 18)', async () => {
    const token = (await t.login('team_carlo', 'TeamCarlo2026', { ip: '203.0.113.84' })).body.value!.token;
    expect((await t.call('POST', '/wps/v2/safety/session-limit', { token, body: { minutes: 15 } })).body).toMatchObject({ success: true });
    t.advance(16 * 60_000);
    const { cookies, deleted, set } = cookieJar(token);
    expect(await claimFromForm(request(cookies), upstream)).toBe(`${LOGIN}&ended=session-limit`);
    expect(deleted).toContain('sid');
    expect(set.get('sessionEnded')).toBe('sessionLimit');
  });

  it('leaves the states the page shows by itself without a message, and reports a platform that does not answer', async () => {
    const trial = (await t.login('demo_trial', 'Trial2026', { ip: '203.0.113.82' })).body.value!.token;
    expect(await claimFromForm(request(cookieJar(trial).cookies), upstream)).toBe(`/en/promoDetail?id=${RAFFLE}`);
    const down = () => Promise.resolve<Upstream>(() => Promise.reject(new TypeError('fetch failed')));
    expect(await claimFromForm(request(cookieJar(trial).cookies), down)).toBe(`/en/promoDetail?id=${RAFFLE}&claim=failed`);
  });
});

describe('claimPost', () => {
  const SITE = 'https://www.lucky.example';
  let bodyReads = 0;
  const readKey = () => {
    bodyReads += 1;
    return Promise.resolve(newClaimKey());
  };
  const post = (origin: string | null, cookies = cookieJar().cookies) => claimPost({ ...request(cookies), origin, siteUrl: SITE, readKey }, upstream);

  it('refuses a post from another site, or with no Origin, whatever its content type, and claims nothing', async () => {
    const token = (await t.login('team_ben', 'TeamBen2026', { ip: '203.0.113.83' })).body.value!.token;
    const status = async () => (await t.call<{ claimed: boolean }>('GET', '/wps/promotion/raffle/status', { token, query: { id: RAFFLE } })).body.value;
    const before = await status();
    // The request's own origin is what its Host header says: it is not SITE_URL, so it is refused.
    for (const origin of ['https://evil.example', 'null', null, 'http://10.0.0.5:4321']) {
      const response = await post(origin, cookieJar(token).cookies);
      expect(response.status, String(origin)).toBe(403);
      expect(await response.text()).toContain('Cross-site request refused');
      expect(response.headers.get('Location')).toBeNull();
    }
    expect(await status()).toEqual(before);
    // Refused before its body was read.
    expect(bodyReads).toBe(0);
  });

  it('claims from SITE_URL, answering 303 to the result', async () => {
    const response = await post(SITE);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(LOGIN);
    expect(bodyReads).toBe(1);
  });
});
