import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AstroCookies } from 'astro';
import { captureLog } from '../log/capture.test-support';
import { withRequestContext } from '../log/logger.server';

/**
 * A page request against a platform that never answers: how many times it waits, and what the
 * next requests do. The upstream is faked at getUpstream; the deadline's timer is fired by hand
 * and Date is frozen, so nothing here sleeps or depends on how fast the machine is.
 */
const fake = vi.hoisted(() => ({
  calls: [] as { path: string; signal: AbortSignal | null | undefined }[],
  /** Paths the platform answers (with `answers[path]`); every other call hangs. */
  answers: {} as Record<string, unknown>,
}));

vi.mock('./upstream.server', () => ({
  getUpstream: () =>
    Promise.resolve((url: string, init: RequestInit) => {
      const path = url.split('?')[0]!;
      fake.calls.push({ path, signal: init.signal });
      if (path in fake.answers) return Promise.resolve(Response.json({ success: true, value: fake.answers[path] }));
      // Like fetch over HTTP to a platform that accepted the connection and went silent.
      return new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    }),
}));

const STATUS = {
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9' },
  info: {},
};

const cookiesWith = (token?: string) => ({ get: (name: string) => (name === 'sid' && token ? { value: token } : undefined) }) as unknown as AstroCookies;

/** Fresh modules per test: the caches and the platform memory are per process. */
async function site() {
  vi.resetModules();
  const [{ createDeadline }, { withPageDeadline }, data, { sessionMember }, { loadHelpCenter }] = await Promise.all([
    import('./deadline'),
    import('./server-client.server'),
    import('./public-data.server'),
    import('../account/session-member.server'),
    import('../help/help-center.server'),
  ]);
  /** One page request: its deadline, which fires only when the test says so. */
  const request = <T>(page: () => Promise<T>) => {
    const timers: (() => void)[] = [];
    const deadline = createDeadline(2_500, (fire) => timers.push(fire));
    return { deadline, result: withPageDeadline(deadline, page), runOut: () => timers.forEach((fire) => fire()) };
  };
  /** What middleware and a page do: the status first, then the viewer and the page's data together. */
  const home = (ip: string, token?: string) => async () => {
    const status = await data.orNull(data.loadStatus('EN', 'site.test', ip));
    const [member, lanes, banners] = await Promise.all([
      sessionMember(cookiesWith(token), 'EN', ip),
      data.orNull(data.loadLanes('EN')),
      data.orNull(data.loadBanners('EN', 'home')),
    ]);
    return { status: status !== null, member: member.kind, lanes, banners };
  };
  const helpCentre = (ip: string, token?: string) => async () => {
    const status = await data.orNull(data.loadStatus('EN', 'site.test', ip));
    const [member, banners, topics] = await Promise.all([
      sessionMember(cookiesWith(token), 'EN', ip),
      data.orNull(data.loadBanners('EN', 'help')),
      data.orNull(loadHelpCenter('EN')),
    ]);
    return { status: status !== null, member: member.kind, banners, topics };
  };
  return { request, home, helpCentre };
}

/** Lets every call that can start reach the upstream. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-25T12:00:00Z'));
  fake.calls.length = 0;
  fake.answers = {};
});
afterEach(() => vi.useRealTimers());

describe('a page request waits for the platform once', () => {
  it("sends the status, the viewer's account and the page data with one deadline, and renders with what it has when it runs out", async () => {
    fake.answers = { '/wps/system/status': STATUS };
    const { request, home } = await site();
    const page = request(home('203.0.113.9', 'player-token'));
    await settle();
    expect(fake.calls.map((call) => call.path).sort()).toEqual(
      ['/wps/member/info', '/wps/system/banners', '/lgw/games/game_menus', '/wps/system/status'].sort(),
    );
    for (const call of fake.calls) expect(call.signal).toBe(page.deadline);
    page.runOut();
    expect(await page.result).toEqual({ status: true, member: 'unavailable', lanes: null, banners: null });
  });

  it('asks nothing more once the status call has spent the budget: a signed-in page does not wait twice', async () => {
    const { request, home } = await site();
    const page = request(home('203.0.113.9', 'player-token'));
    await settle();
    expect(fake.calls.map((call) => call.path)).toEqual(['/wps/system/status']);
    page.runOut();
    expect(await page.result).toEqual({ status: false, member: 'unavailable', lanes: null, banners: null });
    expect(fake.calls.map((call) => call.path)).toEqual(['/wps/system/status']);
  });
});

describe('a platform that timed out is remembered for a few seconds', () => {
  it("the next pages, another visitor's and a signed-in one's, do not call it at all", async () => {
    const { request, home, helpCentre } = await site();
    const first = request(home('203.0.113.9'));
    await settle();
    first.runOut();
    await first.result;
    const callsOfFirst = fake.calls.length;

    vi.setSystemTime(Date.now() + 2_900);
    const next = [request(home('203.0.113.9')), request(helpCentre('198.51.100.7', 'player-token')), request(home('198.51.100.8', 'other-token'))];
    // No deadline fires: they finish because they do not wait.
    expect(await Promise.all(next.map((page) => page.result))).toEqual([
      { status: false, member: 'guest', lanes: null, banners: null },
      { status: false, member: 'unavailable', banners: null, topics: null },
      { status: false, member: 'unavailable', lanes: null, banners: null },
    ]);
    expect(fake.calls).toHaveLength(callsOfFirst);
  });

  it('asks again once the memory has lapsed, and a platform that answers again is used at once', async () => {
    const { request, home } = await site();
    const first = request(home('203.0.113.9'));
    await settle();
    first.runOut();
    await first.result;

    vi.setSystemTime(Date.now() + 3_001);
    fake.answers = { '/wps/system/status': STATUS, '/wps/system/banners': [] };
    const later = request(home('203.0.113.9'));
    await settle();
    expect(fake.calls.map((call) => call.path)).toContain('/wps/system/banners');
    later.runOut();
    expect(await later.result).toMatchObject({ status: true, banners: [] });
  });
});

describe('what the server log says (docs/operations.md "Logs")', () => {
  it('a page whose budget runs out leaves one platform.timeout line per call it waited for, with the request id', async () => {
    fake.answers = { '/wps/system/status': STATUS };
    const capture = captureLog();
    try {
      const { request, home } = await site();
      const page = withRequestContext({ id: 'req-page' }, () => request(home('203.0.113.9', 'player-token')));
      await settle();
      page.runOut();
      await page.result;
      const lines = capture.events('platform.timeout').map((line) => [line.reqId, line['via'], line['call']]);
      expect(lines.sort()).toEqual(['/lgw/games/game_menus', '/wps/member/info', '/wps/system/banners'].map((call) => ['req-page', 'server', call]));
      expect(capture.text()).not.toContain('player-token');
    } finally {
      capture.restore();
    }
  });
});
