// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountModals from './AccountModals';
import { ACCOUNT_MODAL_KEYS, type AccountModalStrings } from './strings';
import { LOGIN_KEYS, type LoginStrings } from '../Login/strings';
import { SHOWCASE_KEYS, type ShowcaseStrings } from '../Login/VendorShowcase';
import { accountSwitches, type AccountFeatures } from '../../lib/account/features';
import { accountLinks } from '../../lib/account/links';
import { localeByCode } from '../../lib/i18n/locales';
import { $session } from '../../lib/stores/session';
import { $member } from '../../lib/stores/member';
import { closeModal, openModal } from '../../lib/stores/modal';
import { captcha as captchaCall, login } from '../../contract/calls/session';
import { changePassword as changePasswordCall, memberInfo } from '../../contract/calls/member';
import { walletBalance } from '../../contract/calls/wallet';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

// Each string is its own catalogue key, so assertions read like the catalogue.
const modalStrings = { ...ACCOUNT_MODAL_KEYS } as AccountModalStrings;
const loginStrings = { ...LOGIN_KEYS } as LoginStrings;
const links = accountLinks(localeByCode('EN')!);
const showcaseStrings = { ...SHOWCASE_KEYS } as ShowcaseStrings;
const features: AccountFeatures = { switches: accountSwitches(null), defaultPasswordDigest: null };

/** Answers each call in turn with the next of `answers` (the last one repeats). */
const inTurn = (...answers: (() => unknown)[]) => {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!();
};

// jsdom has <dialog> but not its modal methods: give it the minimal behaviour.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  $session.set({ status: 'member', username: 'demo_player' });
  $member.set({ id: 1, account: 'demo_player', nickname: null, type: 0, toUpline: false, clubLabel: null, memberLabel: [], restricted: false });
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign, search: '' });
});
afterEach(() => {
  act(() => closeModal());
  cleanup();
  vi.unstubAllGlobals();
});

const renderHost = () =>
  render(<AccountModals strings={{ modal: modalStrings, login: loginStrings, showcase: showcaseStrings }} features={features} localeTag="en" links={links} />);

async function changePassword() {
  renderHost();
  act(() => openModal('changePassword'));
  const dialog = await screen.findByRole('dialog', { name: 'accounts.changePassword.title' });
  await userEvent.type(within(dialog).getByLabelText('accounts.changePassword.old'), 'Player2026');
  await userEvent.type(within(dialog).getByLabelText('accounts.changePassword.new'), 'Player2027');
  await userEvent.type(within(dialog).getByLabelText('accounts.changePassword.confirm'), 'Player2027');
  await userEvent.click(within(dialog).getByRole('button', { name: 'accounts.changePassword.submit' }));
  return dialog;
}

describe('a password change whose re-login the platform refuses for a captcha', () => {
  it('tells the player and asks for the captcha instead of dropping them silently; the captcha logs them in', async () => {
    const stub = stubCalls([
      [changePasswordCall, () => null],
      [captchaCall, () => 'iVBORw0KGgo='],
      [
        login,
        inTurn(
          () => refusal('Please enter the verification code.', 'CAPTCHA_REQUIRED', { captcha: true }),
          () => ({ firstTimeLogin: false, passwordExpired: false }),
        ),
      ],
      [memberInfo, () => ({ id: 1, account: 'demo_player', type: 0 })],
      [walletBalance, () => ({ sumBalance: 1, currency: 'PHP' })],
    ]);
    const dialog = await changePassword();

    // The player is told the password changed and what is needed to go on: the captcha.
    expect(await within(dialog).findByText('accounts.changePassword.loginAgain')).toBeVisible();
    const captcha = await within(dialog).findByLabelText('login.captcha');
    expect(assign).not.toHaveBeenCalled();

    await userEvent.type(captcha, '4321');
    await userEvent.click(within(dialog).getByRole('button', { name: 'login.submit' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith(links.home));
    expect(stub.callsTo(login)).toHaveLength(2);
  });
});

describe('a forced password change on a later page', () => {
  afterEach(() => {
    document.cookie = 'passwordChange=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    document.cookie = 'username=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('opens on page load while the session says the password must change, and cannot be dismissed', async () => {
    stubCalls([]);
    document.cookie = 'username=demo_expired; path=/';
    document.cookie = 'passwordChange=1; path=/';
    renderHost();
    const dialog = await screen.findByRole('dialog', { name: 'accounts.changePassword.title' });
    expect(within(dialog).getByText('accounts.changePassword.forced')).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'account.close' })).toBeNull();
    // The password typed at login is gone with the page it was typed on: it is asked again.
    expect(within(dialog).getByLabelText('accounts.changePassword.old')).toBeVisible();
  });

  it('does not open for a session without the mark', async () => {
    stubCalls([]);
    document.cookie = 'username=demo_player; path=/';
    renderHost();
    await act(async () => undefined);
    expect(screen.queryByRole('dialog', { name: 'accounts.changePassword.title' })).toBeNull();
  });
});
