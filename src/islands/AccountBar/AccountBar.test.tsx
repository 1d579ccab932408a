// @vitest-environment jsdom
import { accountSwitches, type AccountFeatures } from '../../lib/account/features';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountBar from './AccountBar';
import { LOGIN_KEYS, type LoginStrings } from '../Login/strings';
import { accountLinks } from '../../lib/account/links';
import { localeByCode } from '../../lib/i18n/locales';
import { ACCOUNT_BAR_KEYS, type AccountBarStrings } from './strings';
import { $session } from '../../lib/stores/session';
import { resetWallet } from '../../lib/stores/wallet';
import { $member } from '../../lib/stores/member';
import { captcha, login } from '../../contract/calls/session';
import { memberInfo } from '../../contract/calls/member';
import { walletBalance } from '../../contract/calls/wallet';
import { asMinorUnits } from '../../contract/money';
import { refusal, stubCalls, type StubRoute } from '../../lib/platform/stub-calls.test-support';

// The island receives its strings as props; here each string is its own key, so assertions
// read like the catalogue.
const strings = Object.fromEntries(Object.entries(ACCOUNT_BAR_KEYS).map(([name, key]) => [name, key])) as AccountBarStrings;
const loginStrings = Object.fromEntries(Object.entries(LOGIN_KEYS).map(([name, key]) => [name, key])) as LoginStrings;
const links = accountLinks(localeByCode('EN')!);

const basics: StubRoute[] = [[captcha, () => 'iVBORw0KGgo=']];

beforeEach(() => {
  document.cookie = 'username=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  $session.set({ status: 'guest' });
  $member.set(null);
  resetWallet();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const features: AccountFeatures = { switches: accountSwitches(null), defaultPasswordDigest: null };
const renderBar = () => render(<AccountBar strings={strings} loginStrings={loginStrings} localeTag="en" links={links} features={features} />);

describe('AccountBar', () => {
  it('flags every empty field under it and sends nothing', async () => {
    const stub = stubCalls(basics);
    renderBar();
    const submit = screen.getByRole('button', { name: 'login.submit' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(screen.getAllByText('login.required')).toHaveLength(3);
    expect(screen.getByLabelText('login.username')).toHaveAttribute('aria-invalid', 'true');
    expect(stub.callsTo(login)).toEqual([]);
  });

  it('logs in, then shows the account name and a balance that can be masked', async () => {
    const stub = stubCalls([
      ...basics,
      [login, () => ({ firstTimeLogin: false, passwordExpired: false })],
      [memberInfo, () => ({ id: 1, account: 'demo_player', type: 0 })],
      [walletBalance, () => ({ sumBalance: 1234.56, currency: 'PHP' })],
    ]);
    renderBar();
    await waitFor(() => expect(screen.getByRole('button', { name: 'login.submit' })).toBeEnabled());
    await userEvent.type(screen.getByLabelText('login.username'), '  demo_player ');
    await userEvent.type(screen.getByLabelText('login.password'), 'Player2026');
    await userEvent.type(screen.getByLabelText('login.captcha'), '1234');
    // A double click sends one login.
    await userEvent.dblClick(screen.getByRole('button', { name: 'login.submit' }));

    expect(await screen.findByTestId('account-name')).toHaveTextContent('demo_player');
    expect(await screen.findByTestId('balance')).toHaveTextContent('₱1,234.56');
    expect(stub.callsTo(login)).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'account.hideBalance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('***');
    await userEvent.click(screen.getByRole('button', { name: 'account.showBalance' }));
    expect(screen.getByTestId('balance')).toHaveTextContent('₱1,234.56');
  });

  it('shows the network message when the platform answers garbage, and keeps the form', async () => {
    stubCalls([...basics, [login, () => new Response('<html>502</html>', { status: 502 })]]);
    renderBar();
    await waitFor(() => expect(screen.getByRole('button', { name: 'login.submit' })).toBeEnabled());
    await userEvent.type(screen.getByLabelText('login.username'), 'demo_player');
    await userEvent.type(screen.getByLabelText('login.password'), 'Player2026');
    await userEvent.type(screen.getByLabelText('login.captcha'), '1234');
    await userEvent.click(screen.getByRole('button', { name: 'login.submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.network');
    expect(screen.getByLabelText('login.username')).toHaveValue('demo_player');
  });

  it('starts logged in from the hint cookie and returns to the form when the session has expired', async () => {
    document.cookie = 'username=demo_player; path=/';
    stubCalls([
      ...basics,
      [memberInfo, () => refusal('expired', 'UNAUTHORIZED', undefined, 401)],
      [walletBalance, () => refusal('expired', 'UNAUTHORIZED', undefined, 401)],
    ]);
    renderBar();
    expect(await screen.findByTestId('account-name')).toHaveTextContent('demo_player');
    expect(await screen.findByRole('button', { name: 'login.submit' })).toBeInTheDocument();
  });
});

describe('AccountBar before hydration', () => {
  const renderServerSide = async (
    serverSession: Parameters<typeof AccountBar>[0]['serverSession'],
    serverBalance: Parameters<typeof AccountBar>[0]['serverBalance'] = null,
  ) => {
    const { renderToString } = await import('react-dom/server');
    return renderToString(
      <AccountBar
        strings={strings}
        loginStrings={loginStrings}
        localeTag="en"
        links={links}
        features={features}
        serverSession={serverSession}
        serverBalance={serverBalance}
      />,
    );
  };

  it("puts the balance the server read into the strip's HTML, so it shows before any script runs", async () => {
    const html = await renderServerSide({ status: 'member', username: 'team_ana' }, { sumBalance: asMinorUnits(123456), currency: 'PHP' });
    expect(html).toContain('₱1,234.56');
    expect(html).not.toContain('data-testid="balance-loading"');
    // Without it, the strip says the balance is on its way.
    expect(await renderServerSide({ status: 'member', username: 'team_ana' })).toContain('data-testid="balance-loading"');
  });

  it('takes the server balance when it hydrates instead of asking the platform again', async () => {
    document.cookie = 'username=team_ana; path=/';
    const stub = stubCalls([[memberInfo, () => ({ id: 1, account: 'team_ana', type: 0 })]]);
    render(
      <AccountBar
        strings={strings}
        loginStrings={loginStrings}
        localeTag="en"
        links={links}
        features={features}
        serverSession={{ status: 'member', username: 'team_ana' }}
        serverBalance={{ sumBalance: asMinorUnits(8050), currency: 'PHP' }}
      />,
    );
    expect(await screen.findByTestId('balance')).toHaveTextContent('₱80.50');
    expect(stub.callsTo(walletBalance)).toEqual([]);
  });

  it('renders the logged-in strip for the member the server names, so the header has its size in the HTML', async () => {
    const html = await renderServerSide({ status: 'member', username: 'team_ana' });
    expect(html).toContain('team_ana');
    expect(html).toContain(`aria-label="${strings.accountLabel}"`);
    expect(html).not.toContain(loginStrings.submit);
  });

  it('renders what the server rendered even when another island already restored the session', async () => {
    // GameList or RecentSideMenu may hydrate first and fill the store from the cookie.
    $session.set({ status: 'member', username: 'team_ana' });
    const html = await renderServerSide({ status: 'guest' });
    expect(html).toContain(loginStrings.submit);
    expect(html).not.toContain('team_ana');
  });

  it('issues the captcha on hydration when the visitor touched the form before it hydrated', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const stub = stubCalls(basics);
    const bar = (
      <AccountBar strings={strings} loginStrings={loginStrings} localeTag="en" links={links} features={features} serverSession={{ status: 'guest' }} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    document.body.append(container);
    const username = container.querySelector('input[name="username"]') as HTMLInputElement;
    username.focus();
    username.value = 'demo_pl'; // typed before hydration: kept
    expect(stub.callsTo(captcha)).toEqual([]);
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrateRoot(container, bar);
    });
    await waitFor(() => expect(stub.callsTo(captcha)).toHaveLength(1));
    expect(username.value).toBe('demo_pl');
    act(() => root?.unmount());
    container.remove();
  });

  it('issues no captcha on hydration when the form was not touched (the first interaction was elsewhere)', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const { act } = await import('@testing-library/react');
    const stub = stubCalls(basics);
    const bar = (
      <AccountBar strings={strings} loginStrings={loginStrings} localeTag="en" links={links} features={features} serverSession={{ status: 'guest' }} />
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    document.body.append(container);
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrateRoot(container, bar);
    });
    await screen.findByRole('button', { name: 'login.submit' });
    await waitFor(() => expect(screen.getByRole('button', { name: 'login.submit' })).toBeEnabled());
    expect(stub.callsTo(captcha)).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });
});
