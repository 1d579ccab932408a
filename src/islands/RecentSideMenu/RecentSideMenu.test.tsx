// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RecentSideMenu from './RecentSideMenu';
import { RECENT_SIDE_MENU_KEYS, type RecentSideMenuStrings } from './strings';
import { resetRecentGames } from '../../lib/lobby/recent';
import { $session } from '../../lib/stores/session';
import { $modal, markHosted } from '../../lib/stores/modal';
import { launchPlan } from '../../lib/games/launch';
import { recentGames } from '../../contract/calls/games';
import { stubCalls } from '../../lib/platform/stub-calls.test-support';

const strings = { ...RECENT_SIDE_MENU_KEYS } as RecentSideMenuStrings;
const game = (gameCode: string, name: string, lastPlayedAt: string) => ({
  nodeId: gameCode,
  gameType: 'RNG',
  isGame: null,
  defaultPlayType: null,
  vendor: 'JILI',
  accountTypeName: null,
  gameCode,
  code: null,
  vassalage: 'JILI',
  name,
  image: `/img/${gameCode}.png`,
  minBet: null,
  classify: null,
  isHot: 0,
  showIcon: null,
  lastPlayedAt,
});

/** The platform answers the recent-games call (and nothing else) with `answer`. */
const platform = (answer: () => unknown) => stubCalls([[recentGames, answer]]);
const renderMenu = () => render(<RecentSideMenu strings={strings} localeCode="EN" loginHref="/en/login" />);

beforeEach(() => {
  resetRecentGames();
  $session.set({ status: 'guest' });
  $modal.set(null);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'username=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  delete document.documentElement.dataset['accountModals'];
});

describe('RecentSideMenu', () => {
  it("renders a guest's prompt on the server, so it needs no script (it hydrates on the first interaction)", async () => {
    const { renderToString } = await import('react-dom/server');
    const guest = renderToString(<RecentSideMenu strings={strings} localeCode="EN" loginHref="/en/login" serverStatus="guest" />);
    expect(guest).toContain(strings.guest);
    expect(guest).toContain('href="/en/login"');
    // A player's list is per player and loads in the browser: the server renders its placeholder.
    const member = renderToString(<RecentSideMenu strings={strings} localeCode="EN" loginHref="/en/login" serverStatus="member" />);
    expect(member).not.toContain(strings.guest);
    expect(member).toContain(`aria-label="${strings.loading}"`);
  });

  it("renders a player's list the server read, and hydrates on it without asking again", async () => {
    const { renderToString } = await import('react-dom/server');
    const served = [game('SRV-1', 'Served game', '2026-11-21T10:00:00Z')];
    const html = renderToString(<RecentSideMenu strings={strings} localeCode="EN" loginHref="/en/login" serverStatus="member" serverGames={served} />);
    expect(html).toContain('Served game');
    expect(html).not.toContain(`aria-label="${strings.loading}"`);
    document.cookie = 'username=tester; path=/';
    const stub = platform(() => ({ list: [], totalPages: 0 }));
    render(<RecentSideMenu strings={strings} localeCode="EN" loginHref="/en/login" serverStatus="member" serverGames={served} />);
    expect(screen.getByRole('link', { name: /Served game/ })).toHaveAttribute('href', `/en${launchPlan(served[0]!).path}`);
    await waitFor(() => expect($session.get().status).toBe('member'));
    expect(screen.getByRole('link', { name: /Served game/ })).toBeInTheDocument();
    expect(stub.calls).toEqual([]);
  });

  it('asks a guest to log in, through the login popup once it is hosted', async () => {
    const stub = stubCalls([]);
    renderMenu();
    const login = await screen.findByRole('link', { name: strings.login });
    expect(login).toHaveAttribute('href', '/en/login');
    markHosted(['login']);
    fireEvent.click(login);
    expect($modal.get()).toEqual({ name: 'login' });
    expect(stub.calls).toEqual([]);
  });

  it("lists a player's recent games, newest first, linking through launchPlan", async () => {
    document.cookie = 'username=tester; path=/';
    const older = game('OLD-1', 'Older game', '2026-11-20T10:00:00Z');
    const newer = game('NEW-1', 'Newer game', '2026-11-21T10:00:00Z');
    platform(() => ({ list: [older, newer], totalPages: 1 }));
    renderMenu();
    expect(screen.getByRole('status', { name: strings.loading })).toBeInTheDocument();
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Newer gameJILI', 'Older gameJILI']);
    expect(links[0]).toHaveAttribute('href', `/en${launchPlan(newer).path}`);
  });

  it('says so when the player has played nothing', async () => {
    document.cookie = 'username=tester; path=/';
    platform(() => ({ list: [], totalPages: 0 }));
    renderMenu();
    expect(await screen.findByText(strings.empty)).toBeInTheDocument();
  });

  it('shows the network error with a retry that loads again', async () => {
    document.cookie = 'username=tester; path=/';
    let fail = true;
    platform(() => (fail ? new Response('oops', { status: 500 }) : { list: [game('A', 'Again', '2026-11-21T10:00:00Z')], totalPages: 1 }));
    renderMenu();
    expect(await screen.findByRole('alert')).toHaveTextContent(strings.networkError);
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: strings.retry }));
    await waitFor(() => expect(screen.getByRole('link', { name: /Again/ })).toBeInTheDocument());
  });
});
