// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ContactDetails from './ContactDetails';
import AccountSecurity from './AccountSecurity';
import { CONTACT_KEYS, SECURITY_KEYS, type ContactStrings, type SecurityStrings } from './strings';
import { confirmContactCode, loginHistory, logoutOthers, sendContactCode } from '../../contract/calls/centre';
import { $modal, closeModal } from '../../lib/stores/modal';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

// Each string is its own catalogue key, so assertions read like the catalogue.
const contactStrings = { ...CONTACT_KEYS } as ContactStrings;
const securityStrings = { ...SECURITY_KEYS } as SecurityStrings;
const initial = { email: 'ana@example.com', emailVerified: false, mobile: { countryDialingCode: '63', mobileNum: '9171234567' }, mobileVerified: true };

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => {
  cleanup();
  closeModal();
  vi.unstubAllGlobals();
});

const emailRow = () => screen.getByTestId('contact-email');

describe('ContactDetails', () => {
  it('shows each detail with its verification state', () => {
    stubCalls([]);
    render(<ContactDetails strings={contactStrings} initial={initial} loginHref="/login" />);
    expect(within(emailRow()).getByText('ana@example.com')).toBeVisible();
    expect(within(emailRow()).getByText('member.contact.notVerified')).toBeVisible();
    expect(within(screen.getByTestId('contact-mobile')).getByText('+63 9171234567')).toBeVisible();
    expect(within(screen.getByTestId('contact-mobile')).getByText('member.contact.verified')).toBeVisible();
    // A verified number offers only a change, an unverified address its verification too.
    expect(within(screen.getByTestId('contact-mobile')).queryByRole('button', { name: 'member.contact.verifyMobile' })).toBeNull();
  });

  it('verifies the address: says a wrong code under the field, then marks it verified', async () => {
    const stub = stubCalls([
      [sendContactCode, () => ({ expiredMinutes: 10 })],
      [
        confirmContactCode,
        ({ verificationCode }) =>
          verificationCode === '123456' ? null : refusal('The code is incorrect or has expired.', 'VALIDATION', { field: 'verificationCode' }),
      ],
    ]);
    render(<ContactDetails strings={contactStrings} initial={initial} loginHref="/login" />);
    await userEvent.click(within(emailRow()).getByRole('button', { name: 'member.contact.verifyEmail' }));
    const code = await within(emailRow()).findByLabelText('member.contact.code');
    expect(stub.callsTo(sendContactCode).map((call) => call.params)).toEqual([{ channel: 'email' }]);
    await waitFor(() => expect(code).toHaveFocus());

    await userEvent.type(code, '000000{Enter}');
    expect(await within(emailRow()).findByText('The code is incorrect or has expired.')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(within(emailRow()).getByText('member.contact.notVerified')).toBeVisible();

    await userEvent.clear(code);
    await userEvent.type(code, '123456{Enter}');
    expect(await within(emailRow()).findByText('member.contact.emailDone')).toBeVisible();
    expect(within(emailRow()).getByText('member.contact.verified')).toBeVisible();
    expect(stub.callsTo(confirmContactCode).at(-1)?.params).toEqual({ channel: 'email', verificationCode: '123456' });
  });

  it('sends one code for a double click', async () => {
    const stub = stubCalls([[sendContactCode, () => ({ expiredMinutes: 10 })]]);
    render(<ContactDetails strings={contactStrings} initial={initial} loginHref="/login" />);
    await userEvent.dblClick(within(emailRow()).getByRole('button', { name: 'member.contact.verifyEmail' }));
    await within(emailRow()).findByLabelText('member.contact.code');
    expect(stub.callsTo(sendContactCode)).toHaveLength(1);
  });

  it('takes a new address, showing a refusal under its field', async () => {
    const stub = stubCalls([
      [
        sendContactCode,
        ({ email }) => (email === 'bad' ? refusal('Please enter a valid e-mail address.', 'VALIDATION', { field: 'email' }) : { expiredMinutes: 10 }),
      ],
      [confirmContactCode, () => null],
    ]);
    render(<ContactDetails strings={contactStrings} initial={{ ...initial, email: null }} loginHref="/login" />);
    expect(within(emailRow()).getByText('member.contact.none')).toBeVisible();
    await userEvent.click(within(emailRow()).getByRole('button', { name: 'member.contact.changeEmail' }));
    const address = within(emailRow()).getByLabelText('member.contact.newEmail');
    await userEvent.type(address, 'bad{Enter}');
    expect(await within(emailRow()).findByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(address);
    await userEvent.type(address, 'new@example.com{Enter}');
    await userEvent.type(await within(emailRow()).findByLabelText('member.contact.code'), '654321{Enter}');
    expect(await within(emailRow()).findByText('new@example.com')).toBeVisible();
    expect(stub.callsTo(sendContactCode).at(-1)?.params).toEqual({ channel: 'email', email: 'new@example.com' });
  });

  it('says a rate limit for the form and goes to login when the session has ended', async () => {
    stubCalls([
      [
        sendContactCode,
        inTurn(
          () => refusal('Please wait a minute.', 'RATE_LIMITED', undefined, 429),
          () => refusal('Session ended', 'UNAUTHORIZED', undefined, 401),
        ),
      ],
    ]);
    render(<ContactDetails strings={contactStrings} initial={initial} loginHref="/en/login" />);
    await userEvent.click(within(emailRow()).getByRole('button', { name: 'member.contact.verifyEmail' }));
    expect(await within(emailRow()).findByRole('alert')).toHaveTextContent('Please wait a minute.');
    await userEvent.click(within(emailRow()).getByRole('button', { name: 'member.contact.verifyEmail' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/en/login'));
  });
});

function inTurn(...answers: (() => unknown)[]) {
  let next = 0;
  return () => answers[Math.min(next++, answers.length - 1)]!();
}

const logins = [
  {
    time: '2026-11-21T10:00:00.000Z',
    ip: '203.0.113.5',
    device: 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36',
    current: true,
    active: true,
  },
  { time: '2026-11-20T10:00:00.000Z', ip: '198.51.100.7', device: '', current: false, active: true },
];

describe('AccountSecurity', () => {
  it('lists the logins with time, IP, device and status', () => {
    stubCalls([]);
    render(<AccountSecurity strings={securityStrings} initial={logins} localeTag="en" loginHref="/login" />);
    const rows = within(screen.getByRole('table', { name: 'member.logins.caption' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 21, 2026, 6:00 PM GMT+8', '203.0.113.5', 'Chrome · Android', 'member.logins.current']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .slice(2)
        .map((cell) => cell.textContent),
    ).toEqual(['member.logins.unknownDevice', 'member.logins.active']);
  });

  it('logs out everywhere else after asking, once on a double click, and shows the history again', async () => {
    const stub = stubCalls([
      [logoutOthers, () => ({ ended: 1 })],
      [loginHistory, () => ({ logins: [logins[0], { ...logins[1], active: false }] })],
    ]);
    render(<AccountSecurity strings={securityStrings} initial={logins} localeTag="en" loginHref="/login" />);
    await userEvent.click(screen.getByRole('button', { name: 'member.logins.logoutOthers' }));
    const question = screen.getByRole('group', { name: 'member.logins.confirmLogoutOthers' });
    await userEvent.click(within(question).getByRole('button', { name: 'member.logins.cancel' }));
    expect(stub.callsTo(logoutOthers)).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'member.logins.logoutOthers' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'member.logins.logoutOthers' }));
    await userEvent.dblClick(screen.getByRole('button', { name: 'member.logins.confirm' }));
    expect(await screen.findByText('member.logins.loggedOutOthers')).toBeVisible();
    expect(stub.callsTo(logoutOthers)).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByText('member.logins.ended')).toHaveLength(1));
  });

  it('opens the change-password modal rather than a form of its own', async () => {
    stubCalls([]);
    render(<AccountSecurity strings={securityStrings} initial={[]} localeTag="en" loginHref="/login" />);
    expect(screen.getByText('member.logins.empty')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'member.password.change' }));
    expect($modal.get()?.name).toBe('changePassword');
  });
});
