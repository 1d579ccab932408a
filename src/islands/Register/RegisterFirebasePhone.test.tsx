// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSettings as seededSettings } from '../../../platform/seed/merchant';
import { FAKE_FIREBASE_CONFIG, FAKE_SMS_CODE, fakeFirebase, fakeIdToken } from '../../lib/account/register/fake-firebase.test-support';
import { accountSwitches, type AccountFeatures } from '../../lib/account/features';
import type { FirebasePhoneConfig } from '../../lib/identity/config';
import { $session } from '../../lib/stores/session';
import { RegisterForm } from './RegisterForm';
import { decryptBody, platform, SESSION, strings, type StubRoute } from './register.test-support';
import { firstLogin, memberInfo, registerMobile } from '../../contract/calls/member';
import { smsRegister } from '../../contract/calls/session';
import { walletBalance } from '../../contract/calls/wallet';

/** Mobile registration with SMS verification (REGMOBVERF3), through Firebase or not. */
const features = (firebasePhone: FirebasePhoneConfig | null): AccountFeatures => ({
  switches: { ...accountSwitches(null), MOBILENUMREG3: true, REGMOBVERF3: true },
  defaultPasswordDigest: null,
  identity: { google: null, facebook: null, firebasePhone },
});

const loggedIn: StubRoute[] = [
  [firstLogin, () => null],
  [memberInfo, () => ({ id: 9, account: 'm9171234567', type: 0 })],
  [walletBalance, () => ({ sumBalance: 0, currency: 'PHP' })],
];

function renderForm(firebasePhone: FirebasePhoneConfig | null) {
  const firebase = fakeFirebase();
  render(
    <RegisterForm
      strings={strings}
      features={features(firebasePhone)}
      settings={seededSettings()}
      doneHref="#limits-step"
      loginHref="/en/login"
      helpTermsHref="/en/help#term"
      loadFirebaseSdk={firebase.load}
    />,
  );
  return firebase;
}

const submitButton = () => screen.getByRole('button', { name: strings.submit });
const sendButton = () => screen.getByRole('button', { name: strings.sendCode });
const field = (label: string) => screen.getByLabelText((text) => text === label || text === `${label} ${strings.optional}`, { selector: 'input' });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

/** Types the number and asks for a code; resolves once the button counts down. */
async function sendCode() {
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await userEvent.type(field(strings.mobileNum), '0917 123 4567');
  await userEvent.click(sendButton());
  await waitFor(() => expect(screen.getByTestId('sms-send')).toHaveTextContent('Resend in 60 s'));
}

async function fillAndSubmit(code: string) {
  await userEvent.type(field(strings.verificationCode), code);
  await userEvent.type(field(strings.password), 'Secret123');
  await userEvent.type(field(strings.confirmPassword), 'Secret123');
  await userEvent.type(field(strings.captcha), '1234');
  await userEvent.click(screen.getByRole('checkbox', { name: strings.terms })); // it starts unticked
  await userEvent.click(submitButton());
}

beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  sessionStorage.clear();
  window.location.hash = '';
  $session.set({ status: 'guest' });
  window.history.replaceState(null, '', '/en/register');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterForm: SMS verification through Firebase (docs/product.md §3, §4, §8)', () => {
  it("sends the code through Firebase's invisible reCAPTCHA, not the platform, and counts down one minute", async () => {
    const stub = platform(loggedIn);
    const firebase = renderForm(FAKE_FIREBASE_CONFIG);
    await sendCode();
    expect(firebase.state.sent).toEqual(['+639171234567']);
    expect(firebase.state.containers).toEqual([screen.getByTestId('register-recaptcha')]);
    expect(stub.callsTo(smsRegister)).toHaveLength(0);
  });

  it("shows Firebase's refusal to send in the SMS warning, in the site's words", async () => {
    platform(loggedIn);
    const firebase = renderForm(FAKE_FIREBASE_CONFIG);
    firebase.state.sendError = 'auth/too-many-requests';
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.type(field(strings.mobileNum), '9171234567');
    await userEvent.click(sendButton());
    const warning = await screen.findByRole('alertdialog', { name: strings.smsFailedTitle });
    expect(within(warning).getByText(strings['auth/too-many-requests'])).toBeInTheDocument();
    expect(strings['auth/too-many-requests']).toBe('Too many attempts. Please try again after 5 minutes.');
  });

  it('stops at a wrong code: the message goes under the code and nothing is registered', async () => {
    const stub = platform([...loggedIn, [registerMobile, () => SESSION]]);
    const firebase = renderForm(FAKE_FIREBASE_CONFIG);
    await sendCode();
    await fillAndSubmit('000000');

    await waitFor(() => expect(errorOf(field(strings.verificationCode))).toBe('The verification code is incorrect.'));
    expect(field(strings.verificationCode)).toHaveAttribute('aria-invalid', 'true');
    expect(field(strings.verificationCode)).toHaveFocus();
    expect(firebase.state.confirmed).toEqual(['000000']);
    expect(stub.callsTo(registerMobile)).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
  });

  it("registers with Firebase's proof of the number instead of the code", async () => {
    const stub = platform([...loggedIn, [registerMobile, () => SESSION]]);
    renderForm(FAKE_FIREBASE_CONFIG);
    await sendCode();
    await fillAndSubmit(FAKE_SMS_CODE);

    await waitFor(() => expect(window.location.hash).toBe('#limits-step'));
    const registers = stub.callsTo(registerMobile);
    expect(registers).toHaveLength(1);
    const payload = decryptBody(registers[0]!.init);
    expect(payload).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      firebaseChannel: 'sms',
      firebaseIdToken: fakeIdToken('+639171234567'),
    });
    expect(payload).not.toHaveProperty('verificationCode');
  });

  it('shows a platform refusal of the proof under the code, and asks for a new code on the next try', async () => {
    const refused = { success: false, message: 'Phone verification is not available.', errorCode: 'VALIDATION', value: { field: 'verificationCode' } };
    const stub = platform([...loggedIn, [registerMobile, () => new Response(JSON.stringify(refused))]]);
    renderForm(FAKE_FIREBASE_CONFIG);
    await sendCode();
    await fillAndSubmit(FAKE_SMS_CODE);
    await waitFor(() => expect(errorOf(field(strings.verificationCode))).toBe('Phone verification is not available.'));

    await userEvent.type(field(strings.captcha), '5678');
    await userEvent.click(submitButton());
    await waitFor(() => expect(errorOf(field(strings.verificationCode))).toBe(strings['auth/code-expired']));
    expect(stub.callsTo(registerMobile)).toHaveLength(1);
  });
});

describe('RegisterForm: SMS verification without Firebase', () => {
  it("uses the platform's SMS and never loads Firebase", async () => {
    const stub = platform([...loggedIn, [smsRegister, () => ({ expiredMinutes: 1 })], [registerMobile, () => SESSION]]);
    const firebase = renderForm(null);
    expect(screen.queryByTestId('register-recaptcha')).toBeNull();
    await sendCode();
    expect(JSON.parse(String(stub.callsTo(smsRegister)[0]!.init.body))).toEqual({ mobileNo: '9171234567', countryDialingCode: '63' });

    await fillAndSubmit('123456');
    await waitFor(() => expect(stub.callsTo(registerMobile)).toHaveLength(1));
    const payload = decryptBody(stub.callsTo(registerMobile)[0]!.init);
    expect(payload).toMatchObject({ verificationCode: '123456' });
    expect(payload).not.toHaveProperty('firebaseIdToken');
    expect(firebase.load).not.toHaveBeenCalled();
  });
});
