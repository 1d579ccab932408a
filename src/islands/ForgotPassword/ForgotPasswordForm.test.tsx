// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountSwitches, type AccountFeatures } from '../../lib/account/features';
import type { ContactChannel } from '../../lib/account/forgot/channels';
import { $session } from '../../lib/stores/session';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';
import { FORGOT_KEYS, type ForgotStrings } from './strings';
import { countryCodes } from '../../contract/calls/system';
import { smsNoLogin } from '../../contract/calls/session';
import { forgotPasswordByEmail, memberInfo, setPasswordByPhone } from '../../contract/calls/member';
import { walletBalance } from '../../contract/calls/wallet';
import { refusal, stubCalls, type CallStub, type StubRoute } from '../../lib/platform/stub-calls.test-support';

// Each string is its own catalogue key, so assertions read like the catalogue.
const strings = Object.fromEntries(Object.entries(FORGOT_KEYS).map(([name, key]) => [name, key])) as ForgotStrings;

const basics: StubRoute[] = [[countryCodes, () => [{ countryCode: 'PH', countryDialingCode: '63' }]]];

const features = (phone: boolean): AccountFeatures => ({
  switches: { ...accountSwitches(null), CHNGPASSVERIF3: phone },
  defaultPasswordDigest: null,
});

const channels: ContactChannel[] = [
  { kind: 'site', href: 'https://www.lucky.example/', text: 'www.lucky.example' },
  { kind: 'email', href: 'mailto:support@lucky.example', text: 'support@lucky.example' },
  { kind: 'telegram', href: 'https://t.me/lucky_support_ph', text: 't.me/lucky_support_ph' },
];

const renderForm = (props: Partial<ForgotPasswordFormProps> = {}) =>
  render(
    <ForgotPasswordForm
      strings={strings}
      features={features(true)}
      channels={channels}
      homeHref="#home-after-reset"
      loginHref="/en/login"
      customerServiceUrl="https://chat.lucky.example/livechat"
      {...props}
    />,
  );

const calledPaths = (stub: CallStub, fragment: string) => stub.calls.map((call) => `${call.method} ${call.path}`).filter((call) => call.includes(fragment));

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods (the SMS warning uses one).
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
beforeEach(() => {
  $session.set({ status: 'guest' });
  window.location.hash = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ForgotPasswordForm: methods', () => {
  it('shows both tabs with the mobile number selected when CHNGPASSVERIF3 is on, and moves with the arrows', async () => {
    stubCalls(basics);
    renderForm();
    const tabs = within(screen.getByRole('tablist', { name: 'forgot.methods' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['forgot.tabEmail', 'forgot.tabMobile']);
    const mobile = screen.getByRole('tab', { name: 'forgot.tabMobile' });
    expect(mobile).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'forgot.tabMobile' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'forgot.tabEmail' })).toHaveAttribute('tabindex', '-1');

    mobile.focus();
    await userEvent.keyboard('{ArrowLeft}');
    const email = screen.getByRole('tab', { name: 'forgot.tabEmail' });
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'forgot.tabEmail' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'forgot.username' })).toBeVisible();
  });

  it('offers only the e-mail method, without tabs, when CHNGPASSVERIF3 is off', () => {
    stubCalls(basics);
    renderForm({ features: features(false) });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'forgot.username' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'forgot.mobileNum' })).not.toBeInTheDocument();
  });

  it('lists the contact channels as links, web ones opening in a new tab', () => {
    stubCalls(basics);
    renderForm();
    const list = screen.getByTestId('forgot-channels');
    expect(within(list).getByRole('heading', { level: 2, name: 'forgot.channels.title' })).toBeInTheDocument();
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(channels.map((channel) => channel.href));
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(links[1]).not.toHaveAttribute('target');
  });
});

describe('ForgotPasswordForm: by e-mail', () => {
  const openEmailTab = async () => userEvent.click(screen.getByRole('tab', { name: 'forgot.tabEmail' }));

  it('shows one message for the pair when either is empty and sends nothing', async () => {
    const stub = stubCalls(basics);
    renderForm();
    await openEmailTab();
    await userEvent.type(screen.getByRole('textbox', { name: 'forgot.username' }), 'juan');
    await userEvent.click(screen.getByRole('button', { name: 'forgot.sendEmail' }));
    expect(screen.getAllByText('forgot.errors.groupRequired')).toHaveLength(1);
    const email = screen.getByRole('textbox', { name: 'forgot.email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('forgot.errors.groupRequired');
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'forgot.username' })).not.toHaveAttribute('aria-invalid');
    expect(calledPaths(stub, '/wps/member/password')).toEqual([]);
  });

  it('sends the reset once, then shows the message in place with a link to log in', async () => {
    let release: () => void = () => undefined;
    const bodies: string[] = [];
    const stub = stubCalls([
      ...basics,
      [
        forgotPasswordByEmail,
        async (_params, { init }) => {
          bodies.push(String(init.body));
          await new Promise<void>((resolve) => (release = resolve));
          return null;
        },
      ],
    ]);
    renderForm();
    await openEmailTab();
    await userEvent.type(screen.getByRole('textbox', { name: 'forgot.username' }), ' demo_player ');
    await userEvent.type(screen.getByRole('textbox', { name: 'forgot.email' }), 'demo.player@example.com');
    const submit = screen.getByRole('button', { name: 'forgot.sendEmail' });
    await userEvent.dblClick(submit);
    expect(await screen.findByRole('button', { name: 'forgot.sendingEmail' })).toBeDisabled();
    release();
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('forgot.emailSent');
    expect(within(status).getByRole('link', { name: 'forgot.goToLogin' })).toHaveAttribute('href', '/en/login');
    expect(calledPaths(stub, '/wps/member/password/email')).toEqual(['POST /wps/member/password/email']);
    expect(bodies).toEqual(['username=demo_player&email=demo.player%40example.com']);
  });

  it('hands the message to the popup when it gives onDone', async () => {
    stubCalls([...basics, [forgotPasswordByEmail, () => null]]);
    const onDone = vi.fn();
    renderForm({ onDone });
    await openEmailTab();
    await userEvent.type(screen.getByRole('textbox', { name: 'forgot.username' }), 'juan');
    await userEvent.type(screen.getByRole('textbox', { name: 'forgot.email' }), 'juan@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'forgot.sendEmail' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('forgot.emailSent'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the platform's refusal as it comes, and the network text for a transport failure", async () => {
    let down = false;
    stubCalls([
      ...basics,
      [forgotPasswordByEmail, () => (down ? new Response('<html>Bad gateway</html>', { status: 502 }) : refusal('Username/Email does not exist', 'NOT_FOUND'))],
    ]);
    renderForm();
    await openEmailTab();
    await userEvent.type(screen.getByRole('textbox', { name: 'forgot.username' }), 'nobody1');
    await userEvent.type(screen.getByRole('textbox', { name: 'forgot.email' }), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'forgot.sendEmail' }));
    const panel = screen.getByRole('tabpanel', { name: 'forgot.tabEmail' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent('Username/Email does not exist');
    down = true;
    await userEvent.click(screen.getByRole('button', { name: 'forgot.sendEmail' }));
    await waitFor(() => expect(within(panel).getByRole('alert')).toHaveTextContent('error.network'));
  });

  it('opens live chat in the 440 × 500 service pop-up', async () => {
    stubCalls(basics);
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderForm();
    await openEmailTab();
    await userEvent.click(screen.getByRole('link', { name: /forgot\.liveChat/ }));
    expect(open).toHaveBeenCalledWith('https://chat.lucky.example/livechat', 'customer-service', expect.stringContaining('width=440,height=500'));
  });
});

describe('ForgotPasswordForm: by mobile number', () => {
  const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
  const fill = async (values: Partial<Record<'mobile' | 'code' | 'password' | 'confirm', string>>) => {
    if (values.mobile) await userEvent.type(field('forgot.mobileNum'), values.mobile);
    if (values.code) await userEvent.type(field('forgot.verificationCode'), values.code);
    if (values.password) await userEvent.type(field('forgot.newPassword'), values.password);
    if (values.confirm) await userEvent.type(field('forgot.confirmPassword'), values.confirm);
  };
  const submit = () => userEvent.click(screen.getByRole('button', { name: 'forgot.resetSubmit' }));

  it('refuses to request a code for an invalid number, with the message under the field', async () => {
    const stub = stubCalls(basics);
    renderForm();
    await fill({ mobile: '12345' });
    await userEvent.click(screen.getByRole('button', { name: 'forgot.sendCode' }));
    expect(field('forgot.mobileNum')).toHaveAccessibleDescription('forgot.errors.mobileInvalid');
    expect(calledPaths(stub, '/wps/verification')).toEqual([]);
  });

  it('requests a code for a valid number and counts down', async () => {
    const stub = stubCalls([...basics, [smsNoLogin, () => ({ expiredMinutes: 1 })]]);
    renderForm();
    await fill({ mobile: '0917 123 4567' });
    await userEvent.click(screen.getByRole('button', { name: 'forgot.sendCode' }));
    const counting = await screen.findByRole('button', { name: /forgot\.resendIn/ });
    expect(counting).toBeDisabled();
    expect(calledPaths(stub, '/wps/verification')).toEqual(['POST /wps/verification/sms/noLogin']);
  });

  it('checks every rule under its field and sends nothing', async () => {
    const stub = stubCalls(basics);
    renderForm();
    await submit();
    for (const name of ['forgot.mobileNum', 'forgot.verificationCode', 'forgot.newPassword', 'forgot.confirmPassword']) {
      expect(field(name)).toHaveAttribute('aria-invalid', 'true');
    }
    expect(field('forgot.mobileNum')).toHaveFocus();
    expect(field('forgot.verificationCode')).toHaveAccessibleDescription('forgot.errors.required');

    await fill({ mobile: '9171234567', code: '123456', password: 'short1', confirm: 'other12' });
    await submit();
    expect(field('forgot.newPassword')).toHaveAccessibleDescription(expect.stringContaining('forgot.errors.passwordRule'));
    expect(field('forgot.confirmPassword')).toHaveAccessibleDescription('forgot.errors.confirmMismatch');
    expect(field('forgot.mobileNum')).not.toHaveAttribute('aria-invalid');
    expect(calledPaths(stub, '/wps/member/password')).toEqual([]);
  });

  it('resets once, logs in and goes home', async () => {
    let release: () => void = () => undefined;
    const stub = stubCalls([
      ...basics,
      [
        setPasswordByPhone,
        async () => {
          await new Promise<void>((resolve) => (release = resolve));
          document.cookie = 'username=m9171234567; path=/';
          return { firstTimeLogin: false, passwordExpired: false };
        },
      ],
      [memberInfo, () => ({ id: 9, account: 'm9171234567', type: 0 })],
      [walletBalance, () => ({ sumBalance: 0, currency: 'PHP' })],
    ]);
    renderForm();
    await fill({ mobile: '9171234567', code: '123456', password: 'Reset2026', confirm: 'Reset2026' });
    await userEvent.dblClick(screen.getByRole('button', { name: 'forgot.resetSubmit' }));
    expect(await screen.findByRole('button', { name: 'forgot.resetting' })).toBeDisabled();
    release();
    await waitFor(() => expect(window.location.hash).toBe('#home-after-reset'));
    expect($session.get()).toEqual({ status: 'member', username: 'm9171234567' });
    expect(calledPaths(stub, '/wps/member/password')).toEqual(['POST /wps/member/password/verification']);
    document.cookie = 'username=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  });

  it('shows a refusal that names a field under that field', async () => {
    stubCalls([...basics, [setPasswordByPhone, () => refusal('The verification code is wrong.', 'VALIDATION', { field: 'verificationCode' })]]);
    renderForm();
    await fill({ mobile: '9171234567', code: '000000', password: 'Reset2026', confirm: 'Reset2026' });
    await submit();
    await waitFor(() => expect(field('forgot.verificationCode')).toHaveAccessibleDescription('The verification code is wrong.'));
    expect(field('forgot.verificationCode')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'forgot.resetSubmit' })).toBeEnabled();
  });
});
