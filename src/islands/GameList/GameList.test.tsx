// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import GameList, { type GameListProps } from './GameList';
import { GAME_LIST_KEYS, type GameListStrings } from './strings';
import { $session } from '../../lib/stores/session';
import { $member } from '../../lib/stores/member';
import { $modal, markHosted } from '../../lib/stores/modal';
import { sampleGame } from '../../lib/games/test-fakes';
import { parseListState } from '../../lib/games/list-state';
import { addFavourite, favouriteGames, gameList, hotGames, vassalageGames } from '../../contract/calls/games';
import { stubCalls } from '../../lib/platform/stub-calls.test-support';
import { memberInfo } from '../../contract/calls/member';

// Each string is its own key, so assertions read like the catalogue.
const strings = Object.fromEntries(Object.entries(GAME_LIST_KEYS).map(([name, key]) => [name, key])) as GameListStrings;
const card = (vassalage: string) => ({ accountTypeId: 1, vassalage, displayName: `${vassalage} name`, gameType: 'RNG', isHot: 0, logo: null });
const vendors = ['JILI', 'PG', 'PP', 'FC', 'JDB', 'CQ9', 'KA', 'HB'].map(card);
const gameClassify = [{ name: 'Jackpot', vendors: ['JILI', 'HB'] }];
const games = (vendor: string, count: number) =>
  Array.from({ length: count }, (_, index) => sampleGame(index + 1, { vendor, vassalage: vendor, name: `${vendor} game ${index + 1}` }));

const props = (overrides: Partial<GameListProps> = {}): GameListProps => ({
  category: 'RNG',
  basePath: '/en/rng',
  localePrefix: '/en',
  vendors,
  gameClassify,
  initialState: parseListState(new URLSearchParams(), { cards: vendors, gameClassify }),
  initial: { games: games('JILI', 15), totalPages: 3, pageNo: 1 },
  signedIn: false,
  imageBase: '',
  localeTag: 'en',
  language: 'EN',
  loginHref: '/en/login',
  strings,
  ...overrides,
});

beforeEach(() => {
  document.cookie = 'username=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  history.replaceState(null, '', '/en/rng');
  $session.set({ status: 'guest' });
  $member.set(null);
  $modal.set(null);
  markHosted(['login', 'needRealAccount']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('GameList', () => {
  it("shows the server's first page with launch links, then changes vendor without a reload and keeps the URL in step", async () => {
    const stub = stubCalls([[gameList, (params) => ({ games: games(String(params['vassalage'] ?? ''), 4), totalPages: 1 })]]);
    render(<GameList {...props()} />);
    const first = screen.getByRole('link', { name: /JILI game 1\b/ });
    expect(first).toHaveAttribute('href', '/en/game?gameType=RNG&vendor=JILI&gameCode=JILI-1');
    expect(stub.calls).toHaveLength(0);

    const vendorsNav = screen.getByRole('navigation', { name: strings.vendors });
    await userEvent.click(within(vendorsNav).getByRole('link', { name: 'PG name' }));
    await screen.findByRole('link', { name: /PG game 1\b/ });
    expect(location.search).toBe('?page=PG');
    expect(stub.calls[0]?.params['vassalage']).toBe('PG');
    expect(within(vendorsNav).getByRole('link', { name: 'PG name' })).toHaveAttribute('aria-current', 'true');
    // More than 7 vendors: the arrows appear once hydrated.
    expect(within(vendorsNav).getByRole('button', { name: strings.scrollForward })).toBeInTheDocument();
  });

  it('pages with next, and a filter goes back to page 1 of the filtered list', async () => {
    const stub = stubCalls([
      [
        gameList,
        (params) => ({
          games: games('JILI', 15).map((game) => ({ ...game, name: `p${String(params['pageNo'])} ${game.name}` })),
          totalPages: 3,
        }),
      ],
    ]);
    render(<GameList {...props()} />);
    const pager = screen.getByRole('navigation', { name: strings.pages });
    await userEvent.click(within(pager).getByRole('link', { name: strings.next }));
    await screen.findByRole('link', { name: /p2 JILI game 1\b/ });
    expect(location.search).toBe('?pageNo=2');

    await userEvent.selectOptions(screen.getByLabelText(strings.minBet), '0.5');
    await screen.findByRole('link', { name: /p1 JILI game 1\b/ });
    expect(location.search).toBe('?minBet=0.5');
    expect(stub.calls.at(-1)?.params['minBet']).toBe('0.5');
    expect(stub.calls.at(-1)?.params['pageNo']).toBe('1');
  });

  it("sends a guest's favourites to the login modal, and a favourite star too", async () => {
    stubCalls([]);
    render(<GameList {...props()} />);
    await userEvent.click(screen.getByRole('link', { name: strings.fav }));
    expect($modal.get()?.name).toBe('login');
    $modal.set(null);
    await userEvent.click(screen.getAllByRole('button', { name: 'games.list.favourite' })[0]!);
    expect($modal.get()?.name).toBe('login');
  });

  it("lets a player toggle a favourite: aria-pressed follows the platform's answer", async () => {
    document.cookie = 'username=demo_player; path=/';
    const stub = stubCalls([
      [favouriteGames, () => ({ content: [], totalPages: 0 })],
      [addFavourite, () => ({ nodeId: 'node-2' })],
    ]);
    render(<GameList {...props({ signedIn: true })} />);
    const star = screen.getAllByRole('button', { name: 'games.list.favourite' })[1]!;
    await waitFor(() => expect(stub.calls.some((call) => call.call === favouriteGames)).toBe(true));
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    await waitFor(() => expect(star).toHaveAttribute('aria-pressed', 'true'));
  });

  it("opens the vassalage popup in place for a lobby game, and the real-account warning for a trial account's PVP game", async () => {
    stubCalls([[vassalageGames, () => games('HB', 2).map((game) => ({ ...game, name: `inside ${game.name}` }))]]);
    const lobby = sampleGame(1, { name: 'HB lobby', isGame: 'VASSALAGE', vendor: 'HB', vassalage: 'HB' });
    const cards = sampleGame(2, { name: 'Tongits', gameType: 'PVP', vendor: 'KM', vassalage: 'KM' });
    $member.set({ id: 1, account: 't', nickname: null, type: 4, toUpline: null, clubLabel: null, memberLabel: [] } as never);
    render(<GameList {...props({ initial: { games: [lobby, cards], totalPages: 1, pageNo: 1 } })} />);
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
    await userEvent.click(screen.getByRole('link', { name: /HB lobby/ }));
    expect(await screen.findByRole('link', { name: 'inside HB game 1' })).toHaveAttribute('href', '/en/game?gameType=RNG&vendor=HB&gameCode=JILI-1');
    expect(location.pathname).toBe('/en/rng');

    await userEvent.click(screen.getByRole('link', { name: /Tongits/, hidden: true }));
    expect($modal.get()?.name).toBe('needRealAccount');
  });

  it('warns a trial account tapping a PVP game before its account details have arrived: it asks for them instead of following the link', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const stub = stubCalls([
      [
        memberInfo,
        async () => {
          await arrived;
          return { id: 1, account: 't', type: 4 };
        },
      ],
      [favouriteGames, () => ({ content: [], totalPages: 0 })],
    ]);
    document.cookie = 'username=t; path=/';
    $session.set({ status: 'member', username: 't' });
    const cards = sampleGame(2, { name: 'Tongits', gameType: 'PVP', vendor: 'KM', vassalage: 'KM' });
    render(<GameList {...props({ signedIn: true, initial: { games: [cards], totalPages: 1, pageNo: 1 } })} />);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    screen.getByRole('link', { name: /Tongits/ }).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true); // the link is not followed while the answer is awaited
    answer();
    await waitFor(() => expect($modal.get()?.name).toBe('needRealAccount'));
    expect(stub.callsTo(memberInfo)).toHaveLength(1);
  });

  it('asks for the list again when the tab comes back after a minute, keeping the cards on screen meanwhile', async () => {
    let hidden = false;
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
    let clock = Date.now();
    vi.spyOn(Date, 'now').mockImplementation(() => clock);
    const stub = stubCalls([[gameList, () => ({ games: games('JILI', 15).map((game) => ({ ...game, name: `fresh ${game.name}` })), totalPages: 3 })]]);
    try {
      render(<GameList {...props()} />);
      const showTab = (afterMs: number) => {
        hidden = true;
        document.dispatchEvent(new Event('visibilitychange'));
        clock += afterMs;
        hidden = false;
        document.dispatchEvent(new Event('visibilitychange'));
      };
      showTab(30_000);
      expect(stub.calls).toHaveLength(0);
      showTab(30_000);
      expect(stub.calls).toHaveLength(1);
      expect(stub.calls[0]?.params['pageNo']).toBe('1');
      expect(screen.getByRole('link', { name: /JILI game 1\b/ })).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: /fresh JILI game 1\b/ })).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('shows the error state with a retry, and an empty list per type', async () => {
    stubCalls([[hotGames, () => []]]);
    const { unmount } = render(<GameList {...props({ initial: 'error' })} />);
    expect(screen.getByRole('alert')).toHaveTextContent(strings.networkError);
    expect(screen.getByRole('link', { name: strings.retry })).toHaveAttribute('href', '/en/rng');
    await userEvent.click(screen.getByRole('link', { name: strings.hot }));
    expect(await screen.findByText(strings.emptyHot)).toBeInTheDocument();
    unmount();
    render(<GameList {...props({ vendors: [], gameClassify: [], initial: { games: [], totalPages: 0, pageNo: 1 } })} />);
    expect(screen.getByText(strings.noVendors)).toBeInTheDocument();
  });
});
