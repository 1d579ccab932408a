// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import LotteryList, { type LotteryListProps } from './LotteryList';
import { LOTTERY_LIST_KEYS, type LotteryListStrings } from './strings';
import { $session } from '../../lib/stores/session';
import { $member } from '../../lib/stores/member';
import { $modal, markHosted } from '../../lib/stores/modal';
import { lotteryMenu } from '../../lib/lottery/test-fakes';
import { favouritesKey } from '../../lib/lottery/favourites';
import { lotteryMenus, type LotteryMenu } from '../../contract/calls/lottery';
import { stubCalls } from '../../lib/platform/stub-calls.test-support';

// Each string is its own key, so assertions read like the catalogue.
const strings = Object.fromEntries(Object.entries(LOTTERY_LIST_KEYS).map(([name, key]) => [name, key])) as LotteryListStrings;

const START = new Date('2026-11-21T10:00:00.000Z').getTime();
/** The platform's menus: its clocks run with the (fake) time, as the real one's do. */
const menus = (): LotteryMenu[] =>
  withElapsed(Math.floor((Date.now() - START) / 1000), [
    lotteryMenu('SC', [
      { gameId: 1, gameCode: 'FAST3', name: 'Fast 3 One Minute', remainTime: 90, lockTime: 30, drawDayOfWeek: '1,2,3,4,5,6,7', lastNumbers: '3 5 6', isHot: 1 },
      { gameId: 2, gameCode: 'PK10', name: 'PK10 Night Race', remainTime: 600, lockTime: 60, drawDayOfWeek: '6,7', lastNumbers: null },
    ]),
    lotteryMenu('AC', [{ gameId: 3, gameCode: 'KENO', name: 'Keno Express', remainTime: 120, lockTime: 10 }]),
    lotteryMenu('JP', [
      { gameId: 4, gameCode: 'MEGA', name: 'Mega Lotto 6/45', remainTime: 3_600, lockTime: 300, drawDayOfWeek: '2,4,6', lastNumbers: '01 07 12 23 34 1234567' },
    ]),
  ]);
const withElapsed = (seconds: number, list: LotteryMenu[]): LotteryMenu[] =>
  list.map((menu) => ({ ...menu, gameMenus: menu.gameMenus.map((item) => ({ ...item, remainTime: item.remainTime - seconds })) }));

/** Stubs the platform's menus call; records every request. */
const platform = (answer: () => LotteryMenu[] = menus) => stubCalls([[lotteryMenus, answer]]);
/** The paths requested so far, in order. */
const paths = (stub: ReturnType<typeof platform>) => stub.calls.map((call) => call.path);

const props = (overrides: Partial<LotteryListProps> = {}): LotteryListProps => ({
  kind: 'lottery',
  prizeMode: 'Elott',
  language: 'EN',
  menus: menus(),
  menusAgeMs: 0,
  memberType: null,
  tySupported: true,
  signedIn: false,
  initialState: { menu: 'SC', list: '', day: 'all', name: '' },
  loginHref: '/en/login',
  basePath: '/en/lottery',
  selectionParams: [],
  selectedCode: null,
  strings,
  ...overrides,
});

const card = (code: string) => document.querySelector<HTMLElement>(`[data-game-code="${code}"]`)!;
const closeClock = (code: string) => card(code).querySelector('[data-clock="close"]')!.textContent;
const drawClock = (code: string) => card(code).querySelector('[data-clock="draw"]')!.textContent;
const tick = async (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
let hidden = false;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
  hidden = false;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => (hidden ? 'hidden' : 'visible') });
  document.cookie = 'username=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  localStorage.clear();
  history.replaceState(null, '', '/en/lottery');
  $session.set({ status: 'guest' });
  $member.set(null);
  $modal.set(null);
  markHosted(['login']);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('LotteryList', () => {
  it('counts down to the close and the draw each second, across reloads, then shows the game closed and drawing', async () => {
    const stub = platform();
    render(<LotteryList {...props()} />);
    expect(closeClock('FAST3')).toBe('01:00');
    expect(drawClock('FAST3')).toBe('01:30');
    await tick(1_000);
    expect(closeClock('FAST3')).toBe('00:59');
    expect(drawClock('FAST3')).toBe('01:29');
    await tick(59_000);
    expect(stub.calls).toHaveLength(2);
    expect(closeClock('FAST3')).toBe(strings.closed);
    expect(drawClock('FAST3')).toBe('00:30');
  });

  it('starts the clocks from the answer, not the render: a 4.5 s old answer shows 4 s less', () => {
    platform();
    render(<LotteryList {...props({ menusAgeMs: 4_500 })} />);
    expect(closeClock('FAST3')).toBe('00:56');
  });

  it('reloads with one request when the nearest draw is due, none while the tab is hidden, one when it is shown again', async () => {
    const stub = platform(() => [
      lotteryMenu('SC', [{ gameId: 1, gameCode: 'FAST3', name: 'Fast 3 One Minute', remainTime: 50, lockTime: 30, numero: 'NEXT' }]),
    ]);
    render(<LotteryList {...props()} />);
    await tick(29_999);
    expect(paths(stub)).toEqual([]);
    await tick(1);
    expect(paths(stub)).toEqual(['/lgw/vn/games/game_menu']);
    expect(card('FAST3')).toHaveTextContent('lottery.list.numero');
    expect(closeClock('FAST3')).toBe('00:20');
    hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await tick(10 * 60_000);
    expect(stub.calls).toHaveLength(1);
    hidden = false;
    await act(async () => void document.dispatchEvent(new Event('visibilitychange')));
    expect(stub.calls).toHaveLength(2);
  });

  it('filters by draw day and by name, and says when no game draws on that day', async () => {
    platform();
    render(<LotteryList {...props()} />);
    const filters = screen.getByRole('search', { name: strings.filters });
    fireEvent.change(within(filters).getByLabelText(strings.day), { target: { value: '6' } });
    expect(card('PK10')).toBeTruthy();
    expect(card('FAST3')).toBeTruthy();
    fireEvent.change(within(filters).getByLabelText(strings.day), { target: { value: '2' } });
    expect(card('PK10')).toBeNull();
    expect(location.search).toBe('?day=2');
    // PK10 Night Race draws on Friday and Saturday only.
    fireEvent.input(within(filters).getByLabelText(strings.name), { target: { value: 'night' } });
    expect(screen.getByRole('status')).toHaveTextContent(strings.emptyDay);
    fireEvent.input(within(filters).getByLabelText(strings.name), { target: { value: 'zzz' } });
    expect(screen.getByRole('status')).toHaveTextContent(strings.emptyName);
    fireEvent.input(within(filters).getByLabelText(strings.name), { target: { value: 'fast' } });
    expect(card('FAST3')).toBeTruthy();
    expect(location.search).toBe('?day=2&name=fast');
  });

  it('shows the last numbers to at most six digits, and links each game to its betting screen with the list state', async () => {
    platform();
    render(<LotteryList {...props({ initialState: { menu: 'JP', list: '', day: 'all', name: '' } })} />);
    expect(
      within(card('MEGA'))
        .getAllByRole('listitem')
        .map((ball) => ball.textContent),
    ).toEqual(['01', '07', '12', '23', '34', '234567']);
    expect(within(card('MEGA')).getByRole('link')).toHaveAttribute('href', '/en/lottery?gameCode=MEGA&vendor=TCG_SEA&menu=JP');
  });

  it('keeps favourites per username in local storage; a guest is asked to log in', async () => {
    platform();
    const { unmount } = render(<LotteryList {...props()} />);
    fireEvent.click(within(card('FAST3')).getByRole('button', { name: /favouriteLogin/ }));
    expect($modal.get()).toEqual({ name: 'login' });
    unmount();

    document.cookie = 'username=ana; path=/';
    render(<LotteryList {...props({ signedIn: true })} />);
    const star = within(card('PK10')).getByRole('button', { name: strings.favourite });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(localStorage.getItem(favouritesKey('ana'))).toBe('[2]');
    fireEvent.click(screen.getByRole('link', { name: strings.fav }));
    expect(card('PK10')).toBeTruthy();
    expect(card('FAST3')).toBeNull();
    expect(location.search).toBe('?list=fav');
  });

  it('shows the arcade menu only to member types 1, 2, 41 and 42, following the member store', async () => {
    platform();
    document.cookie = 'username=agent; path=/';
    render(<LotteryList {...props({ signedIn: true, memberType: 0 })} />);
    const menusNav = screen.getByRole('navigation', { name: strings.menus });
    expect(
      within(menusNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SC', 'JP']);
    act(() => $member.set({ id: 1, account: 'agent', nickname: null, type: 41, toUpline: false, clubLabel: null, memberLabel: [], restricted: false }));
    expect(
      within(menusNav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['SC', 'AC', 'JP']);
  });

  it('shows the error with a retry when the menus failed, and the list once a retry answers', async () => {
    let fail = true;
    const stub = stubCalls([[lotteryMenus, () => (fail ? new Response('{}', { status: 500 }) : menus())]]);
    render(<LotteryList {...props({ menus: null })} />);
    await tick(0);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(strings.networkError);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: strings.retry }));
    await tick(0);
    expect(card('FAST3')).toBeTruthy();
    expect(stub.calls).toHaveLength(2);
  });
});
