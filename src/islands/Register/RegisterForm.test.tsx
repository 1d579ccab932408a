// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerSettings as seededSettings } from '../../../platform/seed/merchant';
import { accountSwitches, type AccountFeatures } from '../../lib/account/features';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';
import { platform, strings } from './register.test-support';
import { agentAffiliate, register, registerMobile } from '../../contract/calls/member';

const features = (on: Partial<Record<'USERNAMEREG3' | 'MOBILENUMREG3' | 'REGMOBVERF3', boolean>>): AccountFeatures => ({
  switches: { ...accountSwitches(null), ...on },
  defaultPasswordDigest: null,
});
const BOTH = features({ USERNAMEREG3: true, MOBILENUMREG3: true });
const USERNAME_ONLY = features({ USERNAMEREG3: true });

const renderForm = (props: Partial<RegisterFormProps> = {}) =>
  render(
    <RegisterForm
      strings={strings}
      features={BOTH}
      settings={seededSettings()}
      doneHref="#limits-step"
      loginHref="/en/login"
      helpTermsHref="/en/help#term"
      customerServiceUrl="https://chat.lucky.example/livechat"
      {...props}
    />,
  );

const submitButton = () => screen.getByRole('button', { name: strings.submit });
/** An input by its label, optional or not. */
const field = (label: string) => screen.getByLabelText((text) => text === label || text === `${label} ${strings.optional}`, { selector: 'input' });
/** The message under a field, through aria-describedby as assistive technology reads it. */
const errorOf = (input: HTMLElement) => {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter((id) => id.endsWith('-error'));
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

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
  window.history.replaceState(null, '', '/en/register');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RegisterForm: modes', () => {
  it('offers both modes as tabs, mobile first and selected, and moves with the arrow keys', async () => {
    platform([]);
    renderForm();
    const tabs = within(screen.getByRole('tablist', { name: strings.modesLabel })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([strings.modeMobile, strings.modeUsername]);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: strings.modeMobile })).toBeInTheDocument();
    expect(field(strings.mobileNum)).toBeInTheDocument();
    expect(screen.queryByLabelText(strings.username)).not.toBeInTheDocument();

    tabs[0]!.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: strings.modeUsername })).toHaveFocus();
    expect(screen.getByRole('tab', { name: strings.modeUsername })).toHaveAttribute('aria-selected', 'true');
    expect(field(strings.username)).toBeInTheDocument();
  });

  it('shows no tabs when only one mode is open', () => {
    platform([]);
    renderForm({ features: USERNAME_ONLY });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(field(strings.username)).toBeInTheDocument();
  });

  it('says registration is closed when neither mode is open, with customer service and login', () => {
    platform([]);
    renderForm({ features: features({}) });
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    const closed = screen.getByRole('region', { name: strings.closedTitle });
    expect(within(closed).getByText(strings.closedBody)).toBeInTheDocument();
    expect(within(closed).getByRole('link', { name: strings.customerService })).toHaveAttribute('href', 'https://chat.lucky.example/livechat');
    expect(within(closed).getByRole('link', { name: strings.login })).toHaveAttribute('href', '/en/login');
  });

  it('shows only enabled optional fields, marks them optional, and hints the rules', () => {
    platform([]);
    renderForm({ features: USERNAME_ONLY });
    const names = [...document.querySelectorAll('form input[name]')].map((input) => input.getAttribute('name'));
    expect(names).toEqual(['username', 'password', 'confirmPassword', 'mobileNum', 'payeeName', 'email', 'affiliateCode', 'captcha', 'terms']);
    expect(screen.getByLabelText(`${strings.email} ${strings.optional}`)).toBeInTheDocument();
    expect(field(strings.username)).toHaveAccessibleDescription(
      'Use 2 - 15 characters: start with a letter, then letters and numbers only, with no spaces or special characters.',
    );
    expect(field(strings.payeeName)).toHaveAccessibleDescription(strings.payeeNameHint);
    expect(screen.getByRole('link', { name: strings.termsLink })).toHaveAttribute('href', '/en/help#term');
    expect(screen.getByRole('link', { name: strings.login })).toHaveAttribute('href', '/en/login');
  });
});

describe('RegisterForm: validation (docs/product.md §5)', () => {
  it('shows every problem under its field, focuses the first and sends nothing', async () => {
    const stub = platform([]);
    renderForm({ features: USERNAME_ONLY });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.type(field(strings.username), '7up');
    await userEvent.type(field(strings.password), 'abcdefgh');
    await userEvent.type(field(strings.confirmPassword), 'abcdefgi');
    await userEvent.type(field(strings.mobileNum), '12345');
    await userEvent.type(field(strings.email), 'not-an-email');
    await userEvent.type(field(strings.affiliateCode), 'ab');
    await userEvent.click(submitButton());

    expect(errorOf(field(strings.username))).toBe(
      'Use 2 - 15 characters: start with a letter, then letters and numbers only, with no spaces or special characters.',
    );
    expect(errorOf(field(strings.password))).toBe('Please fill in your password with 7 - 20 characters, using both letters and numbers.');
    expect(errorOf(field(strings.confirmPassword))).toBe('Confirmation password is not correct.');
    expect(errorOf(field(strings.mobileNum))).toBe('Please enter a valid mobile number.');
    expect(errorOf(field(strings.email))).toBe('Please enter a valid e-mail address (like name@example.com), 5 - 64 characters.');
    expect(errorOf(field(strings.affiliateCode))).toBe('Use letters and numbers only, 4 - 20 characters.');
    expect(errorOf(field(strings.captcha))).toBe('Please fill in this field.');
    expect(errorOf(screen.getByRole('checkbox', { name: strings.terms }))).toBe(strings.termsRequired);
    expect(field(strings.username)).toHaveAttribute('aria-invalid', 'true');
    expect(field(strings.username)).toHaveFocus();
    expect(stub.callsTo(register)).toHaveLength(0);
    expect(stub.callsTo(agentAffiliate)).toHaveLength(0);
  });

  it('starts with the 18+ and terms box unticked and stops on it alone, with the message under the box', async () => {
    const stub = platform([]);
    renderForm({ features: USERNAME_ONLY, settings: { captcha: { ...seededSettings()['captcha']!, enabled: false } } });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    const terms = screen.getByRole('checkbox', { name: strings.terms });
    expect(terms).not.toBeChecked();
    await userEvent.type(field(strings.username), 'lucky7');
    await userEvent.type(field(strings.password), 'Secret123');
    await userEvent.type(field(strings.confirmPassword), 'Secret123');
    await userEvent.click(submitButton());
    expect(errorOf(terms)).toBe(strings.termsRequired);
    expect(terms).toHaveFocus();
    expect(stub.callsTo(register)).toHaveLength(0);
  });

  it('uses one number in a fixed-length message and turns the payee name into capitals as typed', async () => {
    platform([]);
    const settings = {
      ...seededSettings(),
      paymentPassword: { ...seededSettings()['paymentPassword']!, enabled: true },
    };
    renderForm({ features: USERNAME_ONLY, settings });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.type(field(strings.payeeName), 'juan dela cruz');
    expect(field(strings.payeeName)).toHaveValue('JUAN DELA CRUZ');
    await userEvent.type(field(strings.paymentPassword), '123');
    await userEvent.type(field(strings.captcha), '12');
    await userEvent.click(submitButton());
    expect(errorOf(field(strings.paymentPassword))).toBe('Your payment password must be 6 digits.');
    expect(errorOf(field(strings.captcha))).toBe('Please enter the 4 digits shown in the picture.');
    expect(errorOf(field(strings.payeeName))).toBe('');
  });

  it('requires the number and the SMS code in mobile mode with REGMOBVERF3', async () => {
    const stub = platform([]);
    renderForm({ features: features({ MOBILENUMREG3: true, REGMOBVERF3: true }) });
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await userEvent.click(submitButton());
    expect(errorOf(field(strings.mobileNum))).toBe('Please fill in this field.');
    expect(errorOf(field(strings.verificationCode))).toBe('Please fill in this field.');
    expect(field(strings.mobileNum)).toHaveFocus();
    expect(stub.callsTo(registerMobile)).toHaveLength(0);
  });
});
