import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { beforeAll, describe, expect, it } from 'vitest';
import HotGames from './HotGames.astro';
import WinnerBoard from './WinnerBoard.astro';
import VendorLogos from './VendorLogos.astro';
import { getT } from '../../lib/i18n/i18n.server';
import { localeByCode } from '../../lib/i18n/locales';
import { launchPlan } from '../../lib/games/launch';
import { asMinorUnits } from '../../contract/money';
import type { Game, Winner } from '../../contract/calls/games';
import { en } from '../../lib/i18n/catalogues';
import { GUEST_SESSION } from '../../lib/session/request-session.server';

/** The home sections that are pure server HTML, rendered as a page would (EN locals). */
let container: AstroContainer;
const locals: App.Locals = { t: getT('EN'), locale: localeByCode('EN')!, status: null, clientIp: undefined, session: GUEST_SESSION, route: null };
const render = (component: Parameters<AstroContainer['renderToString']>[0], props: Record<string, unknown>) =>
  container.renderToString(component, { props, locals, request: new Request('http://localhost/en/') });

const game = (gameCode: string, overrides: Partial<Game> = {}): Game => ({
  nodeId: gameCode,
  gameType: 'RNG',
  isGame: null,
  defaultPlayType: null,
  vendor: 'JILI',
  accountTypeName: null,
  gameCode,
  code: null,
  vassalage: 'JILI',
  name: `Game ${gameCode}`,
  image: `/lgw/static/games/${gameCode}.webp`,
  minBet: null,
  classify: null,
  isHot: 1,
  ...overrides,
});
const winner = (index: number): Winner => ({
  vo: {
    account: `pl***${index}`,
    gameName: 'Fortune Gems',
    gameType: 'RNG',
    vendor: 'JILI',
    amount: asMinorUnits(1_234_560 + index * 100),
    currency: 'PHP',
    winTime: '2026-11-21T04:05:00Z',
  },
});

beforeAll(async () => {
  container = await AstroContainer.create();
});

describe('HotGames', () => {
  it('links every card where launchPlan sends its game, with a sized thumbnail', async () => {
    const games = [
      game('A-1'),
      game('VN', { gameType: 'ELOTT', vendor: 'TCG_LOTTO_VN', vassalage: 'TCG_LOTTO_VN' }),
      game('LOBBY', { isGame: 'VASSALAGE', vassalage: 'HB' }),
    ];
    const html = await render(HotGames, { games, vendors: { JILI: 'JILI Games' } });
    for (const entry of games) expect(html).toContain(`href="/en${launchPlan(entry).path.replaceAll('&', '&amp;')}"`);
    expect(html).toMatch(/<img src="\/lgw\/static\/games\/A-1.webp" alt="" width="300" height="300" loading="eager"/);
    expect(html).toContain('Game A-1');
    expect(html).toContain('JILI Games');
    expect(html).toContain('TCG_LOTTO_VN');
  });

  it("loads the first screen's four thumbnails at once and the rest lazily", async () => {
    const html = await render(HotGames, { games: ['A', 'B', 'C', 'D', 'E', 'F'].map((code) => game(code)) });
    const loading = [...html.matchAll(/<img src="\/lgw\/static\/games\/(\w)\.webp"[^>]* loading="(\w+)"/g)].map((m) => `${m[1]}:${m[2]}`);
    expect(loading).toEqual(['A:eager', 'B:eager', 'C:eager', 'D:eager', 'E:lazy', 'F:lazy']);
  });

  it('shows the network error with a retry when the platform failed, and a message when empty', async () => {
    const failed = await render(HotGames, { games: null });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain(en.error.network);
    expect(failed).toContain(en.error.retry);
    expect(await render(HotGames, { games: [] })).toContain(en.lobby.hot.empty);
  });
});

describe('WinnerBoard', () => {
  it('lists every win in a focusable region named by its heading, amounts as money', async () => {
    const html = await render(WinnerBoard, { winners: Array.from({ length: 50 }, (_, index) => winner(index)) });
    expect(html.match(/<tr[\s>]/g)).toHaveLength(51);
    expect(html).toMatch(/role="region" aria-labelledby="winners-heading" tabindex="0"/);
    expect(html).toContain('12,345.60');
    expect(html).toContain('datetime="2026-11-21T04:05:00Z"');
  });

  it('says the currency of every amount', async () => {
    const html = await render(WinnerBoard, { winners: [winner(0)] });
    expect(html).toMatch(/<td class="amount"[^>]*>₱12,345\.60<\/td>/);
    const dollars = await render(WinnerBoard, { winners: [{ vo: { ...winner(0).vo, currency: 'USD' } }] });
    expect(dollars).toMatch(/<td class="amount"[^>]*>\$12,345\.60<\/td>/);
  });

  it('shows the network error when the platform failed', async () => {
    const html = await render(WinnerBoard, { winners: null });
    expect(html).toContain(en.error.network);
    expect(html).not.toContain('<table');
  });
});

describe('VendorLogos', () => {
  it('is a list of logo links with no script', async () => {
    const html = await render(VendorLogos, { slides: [{ code: 'PG', name: 'PG Soft', logo: '/lgw/static/vendors/PG.webp', path: '/rng?page=PG' }] });
    expect(html).toContain('href="/en/rng?page=PG"');
    expect(html).toContain('alt="PG Soft"');
    expect(html).not.toContain('<script');
  });
});
