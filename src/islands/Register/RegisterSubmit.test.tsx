// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSettings as seededSettings } from '../../../platform/seed/merchant';
import { accountSwitches, type AccountFeatures } from '../../lib/account/features';
import { $session } from '../../lib/stores/session';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import { decryptBody, platform, refusal, SESSION, strings, type StubRoute } from './register.test-support';
import { agentAffiliate, firstLogin, memberInfo, register, registerMobile } from '../../contract/calls/member';
import { captcha, smsRegister } from '../../contract/calls/session';
import { walletBalance } from '../../contract/calls/wallet';

const features = (on: Partial<Record<'USERNAMEREG3' | 'MOBILENUMREG3' | 'REGMOBVERF3', boolean>>): AccountFeatures => ({
  switches: { ...accountSwitches(null), ...on },
  defaultPasswordDigest: null,
});
const USERNAME_ONLY = features({ USERNAMEREG3: true });

const loggedIn: StubRoute[] = [
  [firstLogin, () => null],
  [memberInfo, () => ({ id: 9, account: 'lucky7', type: 0 })],
  [walletBalance, () => ({ sumBalance: 0, currency: 'PHP' })],
];

const renderForm = (props: Partial<RegisterFormProps> = {}) =>
  render(
    <RegisterForm
      strings={strings}
      features={USERNAME_ONLY}
      settings={seededSettings()}
      doneHref="#limits-step"
      loginHref="/en/login"
      helpTermsHref="/en/help#term"
      {...props}
    />,
  );

const submitButton = () => screen.getByRole('button', { name: strings.submit });
const field = (label: string) => screen.getByLabelText((text) => text === label || text === `${label} ${strings.optional}`, { selector: 'input' });
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

async function fillUsernameForm(username = 'lucky7') {
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await userEvent.type(field(strings.username), username);
  await userEvent.type(field(strings.password), 'Secret123');
  await userEvent.type(field(strings.confirmPassword), 'Secret123');
  await userEvent.type(field(strings.captcha), '1234');
  await userEvent.click(screen.getByRole('checkbox', { name: strings.terms })); // it starts unticked
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

describe('RegisterForm: registering', () => {
  it('sends one request for a double click, with the codes of the URL, then logs in and goes home', async () => {
    window.history.replaceState(null, '', '/en/register?referralCode=FRIEND42&utm_source=x');
    const stub = platform([...loggedIn, [register, () => SESSION]]);
    const onDone = vi.fn();
    renderForm({ onDone });
    await fillUsernameForm();
    await userEvent.dblClick(submitButton());

    await waitFor(() => expect(window.location.hash).toBe('#limits-step'));
    const registers = stub.callsTo(register);
    expect(registers).toHaveLength(1);
    const captchaUuid = new URL(stub.callsTo(captcha)[0]!.url, 'http://x').searchParams.get('uuid');
    expect(decryptBody(registers[0]!.init)).toEqual({
      username: 'lucky7',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      captcha: '1234',
      captchaUuid,
      referralCode: 'FRIEND42',
      domain: window.location.host,
      registerUrl: `${window.location.origin}/en/register`,
      login: true,
      registerMethod: 'WEB',
    });
    expect(stub.callsTo(firstLogin)).toHaveLength(1);
    expect(onDone).toHaveBeenCalledOnce();
    // Busy until the page changes: nothing more can be sent.
    expect(screen.getByRole('button', { name: strings.submitting })).toBeDisabled();
  });

  it('ignores a second submit while the first is under way (Enter pressed again, a script), not only a second click', async () => {
    let answer: (session: typeof SESSION) => void = () => undefined;
    const stub = platform([...loggedIn, [register, () => new Promise<typeof SESSION>((resolve) => (answer = resolve))]]);
    renderForm();
    await fillUsernameForm();
    const form = screen.getByRole('form', { name: strings.formLabel });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(stub.callsTo(register)).toHaveLength(1));
    fireEvent.submit(form);
    answer(SESSION);
    await waitFor(() => expect(window.location.hash).toBe('#limits-step'));
    expect(stub.callsTo(register)).toHaveLength(1);
  });

  it('shows a refusal under the field it names, others under the form, and draws a fresh captcha each time', async () => {
    const answers = [
      refusal('This username is already taken.', 'VALIDATION', { field: 'username' }),
      refusal('Registration is not available right now.', 'FEATURE_DISABLED'),
      new Response('<html>Bad gateway</html>', { status: 502 }),
    ];
    const stub = platform([[register, () => answers.shift()]]);
    renderForm();
    await fillUsernameForm();

    await userEvent.click(submitButton());
    await waitFor(() => expect(errorOf(field(strings.username))).toBe('This username is already taken.'));
    expect(field(strings.username)).toHaveFocus();
    expect(field(strings.captcha)).toHaveValue('');
    await waitFor(() => expect(stub.callsTo(captcha)).toHaveLength(2));

    await userEvent.type(field(strings.captcha), '5678');
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Registration is not available right now.'));

    await userEvent.type(field(strings.captcha), '9012');
    await userEvent.click(submitButton());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(strings.networkError));
    expect(stub.callsTo(register)).toHaveLength(3);
    await waitFor(() => expect(stub.callsTo(captcha)).toHaveLength(4));
  });
});

describe('RegisterForm: invitation codes (docs/product.md §6, §8)', () => {
  it('checks a typed code first: a wrong one opens the popup and nothing is registered', async () => {
    const stub = platform([[agentAffiliate, () => refusal('Invalid invitation code', 'INVALID_INVITATION_CODE')]]);
    renderForm();
    await fillUsernameForm();
    await userEvent.type(field(strings.affiliateCode), 'WRONG1');
    await userEvent.click(submitButton());

    const popup = await screen.findByRole('alertdialog', { name: strings.invitationTitle });
    expect(popup).toHaveTextContent(strings.invitationError);
    const check = stub.callsTo(agentAffiliate)[0]!;
    expect(new URL(check.url, 'http://x').searchParams.get('code')).toBe('WRONG1');
    expect(new URL(check.url, 'http://x').searchParams.get('domain')).toBe(window.location.host);
    expect(stub.callsTo(register)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: strings.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(field(strings.affiliateCode)).toHaveFocus();
  });

  it("sends the URL's code that checks out, without showing the input", async () => {
    window.history.replaceState(null, '', '/en/register?affiliateCode=lucky2026');
    const stub = platform([...loggedIn, [agentAffiliate, () => ({ affiliateCode: 'LUCKY2026' })], [register, () => SESSION]]);
    renderForm();
    await waitFor(() => expect(stub.callsTo(agentAffiliate)).toHaveLength(1));
    expect(document.querySelector('input[name="affiliateCode"]')).toBeNull();
    await fillUsernameForm();
    await userEvent.click(submitButton());
    await waitFor(() => expect(stub.callsTo(register)).toHaveLength(1));
    expect(decryptBody(stub.callsTo(register)[0]!.init)).toMatchObject({ affiliateCode: 'LUCKY2026' });
  });

  it("shows the input holding the URL's code when its check fails, and forgets the stored code", async () => {
    window.history.replaceState(null, '', '/en/register?code=WRONG1');
    platform([[agentAffiliate, () => refusal('Invalid invitation code', 'INVALID_INVITATION_CODE')]]);
    renderForm();
    const input = await waitFor(() => field(strings.affiliateCode));
    expect(input).toHaveValue('WRONG1');
    expect(errorOf(input)).toBe('Invalid invitation code');
    expect(sessionStorage.getItem('register.affiliateCode')).toBeNull();
  });
});

describe('RegisterForm: a registration link that cannot be used keeps its reason (issue 34 item 16)', () => {
  const OFF = 'This registration link has been switched off. Please ask your agent for a new link.';

  it("shows why the URL's link is refused before and after Register, under the code and in the popup", async () => {
    window.history.replaceState(null, '', '/en/register?affiliateCode=OFF123');
    const stub = platform([[agentAffiliate, () => refusal(OFF, 'LINK_INACTIVE', { field: 'affiliateCode', reason: 'off' })]]);
    renderForm();
    const input = await waitFor(() => field(strings.affiliateCode));
    expect(errorOf(input)).toBe(OFF);

    await fillUsernameForm();
    await userEvent.click(submitButton());
    const popup = await screen.findByRole('alertdialog', { name: strings.invitationTitle });
    expect(popup).toHaveTextContent(OFF);
    expect(popup).not.toHaveTextContent(strings.invitationError);
    expect(errorOf(field(strings.affiliateCode))).toBe(OFF);
    expect(stub.callsTo(register)).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: strings.ok }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(errorOf(field(strings.affiliateCode))).toBe(OFF);
  });

  it('shows why a typed code of a switched-off link is refused', async () => {
    const stub = platform([[agentAffiliate, () => refusal(OFF, 'LINK_INACTIVE', { field: 'affiliateCode', reason: 'off' })]]);
    renderForm();
    await fillUsernameForm();
    await userEvent.type(field(strings.affiliateCode), 'OFF123');
    await userEvent.click(submitButton());
    expect(await screen.findByRole('alertdialog', { name: strings.invitationTitle })).toHaveTextContent(OFF);
    expect(errorOf(field(strings.affiliateCode))).toBe(OFF);
    expect(stub.callsTo(register)).toHaveLength(0);
  });

  it("shows the reason when the link is switched off between the URL's check and Register", async () => {
    window.history.replaceState(null, '', '/en/register?affiliateCode=LATE123');
    const stub = platform([
      [agentAffiliate, () => ({ affiliateCode: 'LATE123' })],
      [register, () => refusal(OFF, 'LINK_INACTIVE', { field: 'affiliateCode', reason: 'off' })],
    ]);
    renderForm();
    await waitFor(() => expect(stub.callsTo(agentAffiliate)).toHaveLength(1));
    await fillUsernameForm();
    // The submit-time check still passes; the registration itself is refused.
    await userEvent.click(submitButton());
    await waitFor(() => expect(stub.callsTo(register)).toHaveLength(1));
    expect(await screen.findByRole('alertdialog', { name: strings.invitationTitle })).toHaveTextContent(OFF);
    const input = await waitFor(() => field(strings.affiliateCode));
    expect(input).toHaveValue('LATE123');
    expect(errorOf(input)).toBe(OFF);
  });
});

describe('RegisterForm: mobile registration with SMS verification', () => {
  it('sends no code for a missing number, sends one for a valid number and counts down, then registers by number', async () => {
    const stub = platform([...loggedIn, [smsRegister, () => ({ expiredMinutes: 1 })], [registerMobile, () => SESSION]]);
    renderForm({ features: features({ MOBILENUMREG3: true, REGMOBVERF3: true }) });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    const send = screen.getByRole('button', { name: strings.sendCode });
    await userEvent.click(send);
    expect(errorOf(field(strings.mobileNum))).toBe('Please fill in this field.');
    expect(stub.callsTo(smsRegister)).toHaveLength(0);

    await userEvent.type(field(strings.mobileNum), '0917 123 4567');
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the button's 1 s throttle
    await userEvent.click(send);
    await waitFor(() => expect(send).toHaveTextContent('Resend in 60 s'));
    expect(send).toBeDisabled();
    expect(errorOf(field(strings.mobileNum))).toBe('');
    expect(JSON.parse(String(stub.callsTo(smsRegister)[0]!.init.body))).toEqual({ mobileNo: '9171234567', countryDialingCode: '63' });

    await userEvent.type(field(strings.verificationCode), '123456');
    await userEvent.type(field(strings.password), 'Secret123');
    await userEvent.type(field(strings.confirmPassword), 'Secret123');
    await userEvent.type(field(strings.captcha), '1234');
    await userEvent.click(screen.getByRole('checkbox', { name: strings.terms }));
    await userEvent.click(submitButton());
    await waitFor(() => expect(stub.callsTo(registerMobile)).toHaveLength(1));
    expect(decryptBody(stub.callsTo(registerMobile)[0]!.init)).toMatchObject({
      mobileNum: '9171234567',
      countryDialingCode: '63',
      verificationCode: '123456',
    });
    expect(stub.callsTo(register)).toHaveLength(0);
  });
});
