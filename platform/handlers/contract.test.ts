import { z } from 'zod/mini';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls, namedCalls } from '../../src/contract/calls/index';
import type { CallDeclaration } from '../../src/contract/define';
import { decryptStoredLink } from '../../src/contract/crypto';
import type { SystemStatus, WhitelabelNode } from '../../src/contract/calls/system';
import type { Lane } from '../../src/contract/calls/games';
import { migrate } from '../db/index';
import { pruneOutbox } from '../outbox/outbox';
import { DEMO_ACCOUNTS } from '../seed/accounts';
import { seed } from '../seed/index';
import { TEST_SCRYPT_COST } from '../security/password';
import { expectWebp } from '../static/webp.test-support';
import { startTestPlatform, type TestPlatform } from '../test-support';
import type { Sample } from './domain';
import { HANDLER_DOMAINS, HANDLERS } from './index';
import { decodeQrSvg } from '../static/qr-decode.test-support';

let t: TestPlatform;
let token = '';
beforeAll(async () => {
  t = await startTestPlatform();
  token = (await t.login('demo_player', 'Player2026')).body.value?.token ?? '';
  // Seeding takes a while on a shared machine (as platform/agent/agent.test.ts allows).
}, 120_000);
afterAll(() => t.platform.close());

const key = (call: CallDeclaration) => `${call.method} ${call.path}`;

/**
 * A request for every call the platform answers, from each domain's `samples` (platform/handlers/<domain>/index.ts);
 * a handler without one fails the test.
 */
const SAMPLES: Record<string, readonly Sample[]> = Object.fromEntries(
  Object.values(HANDLER_DOMAINS).flatMap((domain) =>
    Object.entries(domain.samples).map(([name, samples]) => [key(domain.calls[name] as CallDeclaration), samples ?? []]),
  ),
);

/**
 * Calls whose sample adds ledger entries without being a player's money movement, and why. Any
 * other call that moves money must be declared `movesMoney` (docs/platform-api.md
 * "Idempotency keys"), or the test of its sample fails.
 */
const LEDGER_WITHOUT_MOVEMENT: Record<string, string> = {
  'POST /wps/session/login/freeplay': 'opens a new trial account with its one opening credit (reference trial:opening)',
};
const isDeclaration = (value: unknown): value is CallDeclaration => allCalls.includes(value as CallDeclaration);
const ledgerEntries = async () => Number((await t.platform.db.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_entries'))[0]!.n);

describe('the contract', () => {
  it('answers or leaves unsupported every declared call, in the domain named like its declaration file', () => {
    for (const { domain, name, call } of namedCalls) {
      const { handlers, unsupported } = HANDLER_DOMAINS[domain];
      const handler = handlers[name];
      expect(Boolean(handler) !== Boolean(unsupported[name]), `${domain}.${name}: a handler or a reason it is unsupported, not both`).toBe(true);
      if (handler) expect(handler.call, `${domain}.${name}: its handler answers another declaration`).toBe(call);
    }
    for (const [domain, { calls, handlers, unsupported, samples }] of Object.entries(HANDLER_DOMAINS)) {
      for (const name of [...Object.keys(handlers), ...Object.keys(unsupported), ...Object.keys(samples)]) {
        expect(isDeclaration(calls[name]), `${domain}.${name} is not a declaration of calls/${domain}.ts`).toBe(true);
      }
    }
  });

  it('has a sample for every implemented call', () => {
    expect(HANDLERS.map((handler) => key(handler.call)).sort()).toEqual(Object.keys(SAMPLES).sort());
  });

  for (const [name, samples] of Object.entries(SAMPLES)) {
    it(`${name} answers what its declaration promises`, async () => {
      const call = allCalls.find((candidate) => key(candidate) === name);
      expect(call, name).toBeDefined();
      for (const given of samples) {
        const sample = typeof given === 'function' ? await given(t) : given;
        let auth = sample.token === 'SESSION' ? token : sample.token;
        if (auth === 'LOGIN') auth = (await t.login('demo_agent', 'Agent2026', { ip: '203.0.113.99' })).body.value?.token ?? '';
        const entries = await ledgerEntries();
        const reply = await t.call(call!.method, call!.path, { ...sample, token: auth ?? null });
        expect(reply.body.success, `${name}: ${reply.body.message}`).toBe(true);
        if ((await ledgerEntries()) > entries && !LEDGER_WITHOUT_MOVEMENT[name]) {
          expect(call!.movesMoney, `${name} moves money: declare it movesMoney`).toBe(true);
        }
        const parsed = z.safeParse(call!.response, reply.body.value);
        expect(parsed.success, `${name}: ${parsed.error?.message}`).toBe(true);
      }
    });
  }

  it('declares the calls that move money movesMoney, each with a session and the idempotency key in its request', () => {
    const moving = allCalls
      .filter((call) => call.movesMoney)
      .map(key)
      .sort();
    expect(moving).toEqual([
      'POST /wps/points/convert',
      'POST /wps/points/redeem',
      'POST /wps/promotion/raffle/claim',
      'POST /wps/relay/GCS_walletTransfer',
      'POST /wps/reward/claim',
      'POST /wps/v2/deposit/create',
      'POST /wps/v2/wallets/collect',
      'POST /wps/withdrawal/submit',
      'POST /wps/withdrawal/toUpline',
    ]);
    // Every wallet call to come that is not a read moves money.
    for (const call of allCalls.filter((candidate) => /wallet/i.test(candidate.path) && candidate.method !== 'GET'))
      expect(call.movesMoney, key(call)).toBe(true);
    for (const call of allCalls.filter((candidate) => candidate.movesMoney)) {
      expect(call.auth, key(call)).toBe(true);
      expect((call.request as unknown as { shape: object }).shape, key(call)).toHaveProperty('idempotencyKey');
    }
  });

  it('answers declared calls it does not implement with 501, unknown paths with 404', async () => {
    const unsupported = await t.call('POST', '/wps/session/login/social');
    expect(unsupported.status).toBe(501);
    expect(unsupported.body).toMatchObject({ success: false, errorCode: 'UNSUPPORTED' });
    const unknown = await t.call('GET', '/wps/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect((await t.call('POST', '/wps/member/info')).status).toBe(405);
  });
});

describe('seeded data', () => {
  const get = async <T>(path: string, query?: Record<string, string>) => (await t.call<T>('GET', path, query ? { query } : {})).body.value as T;

  it('has the game lanes the site expects', async () => {
    const { data } = await get<{ data: { lanes: Lane[] } }>('/lgw/games/game_menus');
    const lanes = new Map(data.lanes.map((lane) => [lane.gameType, lane]));
    expect([...lanes.keys()]).toEqual(['RNG', 'LIVE', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'ELOTT', 'LOTT', 'COCKFIGHT']);
    expect(lanes.get('ESPORTS')?.cards).toEqual([]);
    expect(lanes.get('COCKFIGHT')?.cards.map((card) => card.vassalage)).toEqual(['DS88', 'DIG', 'WS168']);
    expect(lanes.get('ELOTT')?.cards.map((card) => card.vassalage)).toContain('TCG_LOTTO_VN');
    expect(lanes.get('LOTT')?.cards.map((card) => card.vassalage)).toContain('TCG_SEA');
    for (const lane of data.lanes.filter((lane) => lane.gameType !== 'ESPORTS')) {
      expect(lane.cards.length).toBeGreaterThanOrEqual(3);
      expect(lane.cards.length).toBeLessThanOrEqual(12);
      expect(lane.cards.some((card) => card.isHot === 1)).toBe(true);
    }
  });

  it('links the seeded welcome banners to the welcome promotion, and no other', async () => {
    const welcome = (await get<{ id: number; category: string }[]>('/wps/promotion/list', { language: 'EN' })).find((p) => p.category === 'welcome')!;
    const home = await get<{ title: string; promotionId: number | null }[]>('/wps/system/banners', { groupName: 'home' });
    const register = await get<{ title: string; promotionId: number | null }[]>('/wps/system/banners', { groupName: 'w_register' });
    expect([...home, ...register].filter((banner) => banner.promotionId !== null)).toEqual([
      expect.objectContaining({ title: '100% Welcome Bonus', promotionId: welcome.id }),
      expect.objectContaining({ title: 'Join in 30 Seconds', promotionId: welcome.id }),
    ]);
  });

  it('serves its own images: banners, vendor logos and the app QR code', async () => {
    const banners = await get<{ url: string }[]>('/wps/system/banners', { groupName: 'home' });
    expect(banners.length).toBeGreaterThanOrEqual(2);
    const { data } = await get<{ data: { lanes: Lane[] } }>('/lgw/games/game_menus');
    const routes = await get<{ qrCodeUrl: string | null }[]>('/wps/system/domainRoute');
    const art = [banners[0]!.url, data.lanes[0]!.cards[0]!.logo!];
    const qr = routes.find((route) => route.qrCodeUrl)!.qrCodeUrl!;
    expect(art).toEqual([expect.stringMatching(/^\/lgw\/static\/banners\/\d+\.webp$/), expect.stringMatching(/^\/lgw\/static\/vendors\/.+\.webp$/)]);
    expect(qr).toMatch(/^\/lgw\/static\/qr\/.+\.svg$/);
    for (const url of [...art, qr]) {
      const response = await t.platform.handle(new Request(`http://platform.internal${url}`));
      expect(response.status, url).toBe(200);
      expect(response.headers.get('Cache-Control')).toContain('max-age=');
      const etag = response.headers.get('ETag') ?? '';
      const again = await t.platform.handle(new Request(`http://platform.internal${url}`, { headers: { 'If-None-Match': etag } }));
      expect(again.status).toBe(304);
    }
    await expectWebp(await t.platform.handle(new Request(`http://platform.internal${art[0]}`)), { width: 1200, height: 400 });
    await expectWebp(await t.platform.handle(new Request(`http://platform.internal${art[1]}`)), { width: 240, height: 96 });
    const qrResponse = await t.platform.handle(new Request(`http://platform.internal${qr}`));
    expect(qrResponse.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(await qrResponse.text()).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect((await t.platform.handle(new Request('http://platform.internal/lgw/static/banners/99999.webp'))).status).toBe(404);
  });

  it("serves an app QR code that scans to the app route's download address", async () => {
    const routes = await get<{ resourceType: string; url: string; qrCodeUrl: string | null }[]>('/wps/system/domainRoute');
    const app = routes.find((route) => route.resourceType === 'APP' && route.qrCodeUrl);
    expect(app?.url).toMatch(/^https:\/\//);
    const svg = await (await t.platform.handle(new Request(`http://platform.internal${app!.qrCodeUrl!}`))).text();
    expect(decodeQrSvg(svg)?.text).toBe(app!.url);
  });

  it('switches features through a nested whitelabel tree', async () => {
    const tree = await get<WhitelabelNode[]>('/wps/system/whitelabel');
    const flat = new Map<string, string>();
    const walk = (nodes: WhitelabelNode[], depth: number) =>
      nodes.forEach((node) => {
        flat.set(node.modId, `${node.enabled}@${depth}`);
        walk(node.childrenNodes ?? [], depth + 1);
      });
    walk(tree, 0);
    const on = ['USERNAMEREG3', 'MOBILENUMREG3', 'DIRECTREG3', 'FREEPLAY3', 'MOBILEVERCODELOGIN3', 'CHNGPASSVERIF3', 'PWDEXPFORCECHANGE3'];
    for (const id of on) expect(flat.get(id)?.startsWith('1@'), id).toBe(true);
    for (const id of ['REGMOBVERF3', 'MOBILENUMPASSREG3']) expect(flat.get(id)?.startsWith('0@'), id).toBe(true);
    expect(Math.max(...[...flat.values()].map((value) => Number(value.split('@')[1])))).toBeGreaterThanOrEqual(2);
  });

  it('stores customer-service links encrypted, opening to https', async () => {
    const status = await get<SystemStatus>('/wps/system/status');
    const typeThree = status.info.customerService.flatMap((entry) => entry.path).find((path) => path.type === 3);
    expect(typeThree?.path).not.toMatch(/^https?:/);
    expect(decryptStoredLink(typeThree!.path)).toMatch(/^https:\/\//);
    expect(status.info.resources).toMatchObject({
      supportEmail: expect.stringContaining('@'),
      telegram: expect.stringMatching(/^https:/),
      facebook: expect.stringMatching(/^https:/),
    });
    expect(status.info.register['username']).toMatchObject({ enabled: true, required: true, minLength: 2, maxLength: 15 });
    expect(new RegExp(status.info.register['username']!.acceptedPattern).test('a1')).toBe(true);
    expect(new RegExp(status.info.register['password']!.acceptedPattern).test('abc1234')).toBe(true);
    expect(new RegExp(status.info.register['password']!.acceptedPattern).test('abcdefg')).toBe(false);
  });

  it('has four HTML announcements', async () => {
    const notices = await get<{ content: string }[]>('/wps/system/announcements');
    expect(notices).toHaveLength(4);
    const html = notices.map((notice) => notice.content).join('');
    for (const tag of ['<b>', '<a href=', '<ul>', '<li>']) expect(html).toContain(tag);
  });

  it('seeds and migrates only once', async () => {
    expect(await migrate(t.platform.db)).toEqual([]);
    expect(await seed(t.platform.db, { merchant: 'lucky', scryptCost: TEST_SCRYPT_COST })).toBe(false);
    const [counts] = await t.platform.db.query<{ members: number; entries: number }>(
      `SELECT (SELECT count(*) FROM members WHERE account = ANY($1))::int AS members,
              (SELECT count(*) FROM ledger_entries WHERE reference = 'seed:opening')::int AS entries`,
      [DEMO_ACCOUNTS.map((account) => account.username)],
    );
    expect(counts).toEqual({ members: DEMO_ACCOUNTS.length, entries: DEMO_ACCOUNTS.length });
    expect(DEMO_ACCOUNTS.length).toBe(18);
  });
});

describe('status switches', () => {
  const status = async () => (await t.call<SystemStatus>('GET', '/wps/system/status', { ip: '203.0.113.77' })).body.value!;
  const setSetting = async (key: string, value: unknown) => {
    await t.platform.db.query('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value', [
      key,
      JSON.stringify(value),
    ]);
    t.advance(2_001);
  };

  it('reports the visitor IP and normal operation by default', async () => {
    expect(await status()).toMatchObject({ maintenance: false, maintenanceEnd: null, regionRestriction: false, location: { ip: '203.0.113.77' } });
  });

  it('follows the environment', async () => {
    t.env['PLATFORM_MAINTENANCE'] = '1';
    expect(await status()).toMatchObject({ maintenance: true, maintenanceEnd: null });
    t.env['PLATFORM_MAINTENANCE'] = '2026-11-28T04:00:00+08:00';
    expect(await status()).toMatchObject({ maintenance: true, maintenanceEnd: '2026-11-27T20:00:00.000Z' });
    delete t.env['PLATFORM_MAINTENANCE'];
    t.env['PLATFORM_REGION_RESTRICTED'] = '1';
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: true });
    delete t.env['PLATFORM_REGION_RESTRICTED'];
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });
  });

  it('follows the settings rows, within the 2-second cache', async () => {
    await setSetting('switch.maintenance', { enabled: true, until: '2026-11-28T00:00:00.000Z' });
    expect(await status()).toMatchObject({ maintenance: true, maintenanceEnd: '2026-11-28T00:00:00.000Z' });
    await setSetting('switch.regionRestriction', { enabled: true });
    expect((await status()).regionRestriction).toBe(true);
    await setSetting('switch.maintenance', { enabled: false, until: null });
    await setSetting('switch.regionRestriction', { enabled: false });
    expect(await status()).toMatchObject({ maintenance: false, regionRestriction: false });
  });
});

describe('the dev outbox', () => {
  it('is served only with PLATFORM_DEV_TOOLS=1', async () => {
    const uuid = 'dev-outbox-check-01';
    await t.captcha(uuid);
    const path = '/platform-dev/outbox';
    expect((await t.call('GET', path, { query: { kind: 'captcha', recipient: uuid } })).status).toBe(404);
    t.env['PLATFORM_DEV_TOOLS'] = '1';
    const reply = await t.call<{ kind: string; recipient: string; body: string; created_at: string }[]>('GET', path, {
      query: { kind: 'captcha', recipient: uuid },
    });
    delete t.env['PLATFORM_DEV_TOOLS'];
    expect(reply.body.value).toEqual([
      { id: expect.any(Number), kind: 'captcha', recipient: uuid, body: expect.stringMatching(/^\d{4}$/), created_at: expect.any(String) },
    ]);
  });

  it('gets no captcha answers without PLATFORM_DEV_TOOLS=1', async () => {
    const uuid = 'dev-outbox-check-02';
    expect((await t.call('GET', '/wps/captcha', { query: { uuid } })).body.success).toBe(true);
    expect(await t.platform.readOutbox({ kind: 'captcha', recipient: uuid })).toEqual([]);
  });

  it('is pruned of messages older than a day', async () => {
    await t.platform.db.query(
      "INSERT INTO outbox (kind, recipient, body, created_at) VALUES ('sms', 'prune-old', 'old', now() - interval '25 hours'), ('sms', 'prune-new', 'new', now() - interval '23 hours')",
    );
    await pruneOutbox(t.platform.db);
    expect(await t.platform.readOutbox({ recipient: 'prune-old' })).toEqual([]);
    expect(await t.platform.readOutbox({ recipient: 'prune-new' })).toHaveLength(1);
  });
});
