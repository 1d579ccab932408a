// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SocialLogin from './SocialLogin';
import { SOCIAL_LOGIN_KEYS, type SocialLoginStrings } from './social-login-strings';
import { IDENTITY_OFF, type IdentityConfig } from '../../lib/identity/config';
import { IDENTITY_ERROR_CODES, identityErrorKey } from '../../lib/identity/errors';
import { FACEBOOK_SDK_URL, type FacebookLoginResponse } from '../../lib/identity/facebook';
import { GOOGLE_SDK_URL, type GoogleCredentialResponse, type GooglePromptNotification } from '../../lib/identity/google';
import { resetScriptLoader } from '../../lib/identity/script-loader';
import { browserClient } from '../../lib/platform/browser-client';
import { socialLogin } from '../../contract/calls/session';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

// Each string is its own catalogue key, so assertions read like the catalogue.
const strings = { ...SOCIAL_LOGIN_KEYS } as SocialLoginStrings;
const GOOGLE: IdentityConfig = { ...IDENTITY_OFF, google: { clientId: '1.apps.googleusercontent.com' } };
const FACEBOOK: IdentityConfig = { ...IDENTITY_OFF, facebook: { appId: '42', apiVersion: 'v21.0' } };
const BOTH: IdentityConfig = { ...GOOGLE, facebook: FACEBOOK.facebook };

/** Stubs the platform behind the proxy: the social login answers with `social`. */
const platform = (social: () => unknown) => stubCalls([[socialLogin, social]]);
const loggedIn = () => ({ firstTimeLogin: true, passwordExpired: false });

/** Plays the browser: waits for the SDK's script element, defines its global, fires load. */
async function serveScript(url: string, global: string, sdk: unknown) {
  const script = await waitFor(() => {
    const found = [...document.head.querySelectorAll('script')].find((element) => element.src === url);
    if (!found) throw new Error(`${url} not requested`);
    return found;
  });
  vi.stubGlobal(global, sdk);
  script.dispatchEvent(new Event('load'));
}

/** A fake GIS whose prompt answers as told. */
function fakeGoogle(prompt: 'credential' | 'skipped') {
  let callback: ((response: GoogleCredentialResponse) => void) | undefined;
  const id = {
    initialize: vi.fn((options: { callback: (response: GoogleCredentialResponse) => void }) => {
      callback = options.callback;
    }),
    prompt: vi.fn((listener: (notification: GooglePromptNotification) => void) => {
      if (prompt === 'credential') callback!({ credential: 'google.id.token' });
      else listener({ isSkippedMoment: () => true });
    }),
    renderButton: vi.fn(),
    cancel: vi.fn(),
  };
  return { sdk: { accounts: { id } }, id, credential: (token: string) => callback!({ credential: token }) };
}

const fakeFacebook = (response: FacebookLoginResponse) => ({
  init: vi.fn(),
  login: vi.fn((callback: (answer: FacebookLoginResponse) => void) => callback(response)),
});

const scripts = () => [...document.head.querySelectorAll('script')].map((element) => element.src);

beforeEach(() => {
  resetScriptLoader();
  document.head.innerHTML = '';
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('SocialLogin', () => {
  it('renders nothing when both providers are off', () => {
    const { container } = render(<SocialLogin config={IDENTITY_OFF} strings={strings} onLoggedIn={vi.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows one button per enabled provider and loads no SDK before a click', () => {
    render(<SocialLogin config={FACEBOOK} strings={strings} onLoggedIn={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'identity.continueWithFacebook' })).toBeEnabled();
    expect(screen.getByRole('group', { name: 'identity.groupLabel' })).toBeInTheDocument();
    cleanup();
    render(<SocialLogin config={BOTH} strings={strings} onLoggedIn={vi.fn()} />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['identity.continueWithGoogle', 'identity.continueWithFacebook']);
    expect(scripts()).toEqual([]);
  });

  it('logs in with Google: loads GIS on click, sends the ID token to the platform, hands over the session value', async () => {
    const stub = platform(loggedIn);
    const call = vi.spyOn(browserClient, 'call');
    const onLoggedIn = vi.fn();
    const google = fakeGoogle('credential');
    render(<SocialLogin config={BOTH} strings={strings} loginFrom="agent" onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'identity.continueWithGoogle' }));
    expect(screen.getByRole('button', { name: 'identity.signingIn' })).toBeDisabled();
    await serveScript(GOOGLE_SDK_URL, 'google', google.sdk);

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith({ firstTimeLogin: true, passwordExpired: false }));
    expect(call).toHaveBeenCalledWith(socialLogin, { provider: 'google', credential: 'google.id.token', loginFrom: 'agent' });
    expect(stub.calls.map((call) => call.url)).toContain(socialLogin.path);
    expect(google.id.initialize).toHaveBeenCalledWith(expect.objectContaining({ client_id: '1.apps.googleusercontent.com', ux_mode: 'popup' }));
    expect(scripts()).toEqual([GOOGLE_SDK_URL]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('logs in with Facebook using the access token', async () => {
    platform(loggedIn);
    const call = vi.spyOn(browserClient, 'call');
    const onLoggedIn = vi.fn();
    render(<SocialLogin config={FACEBOOK} strings={strings} onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'identity.continueWithFacebook' }));
    await serveScript(FACEBOOK_SDK_URL, 'FB', fakeFacebook({ status: 'connected', authResponse: { accessToken: 'EAAB-token' } }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(call).toHaveBeenCalledWith(socialLogin, { provider: 'facebook', credential: 'EAAB-token', loginFrom: 'member' });
  });

  it('says login failed when the Facebook dialog is closed, calls no platform, and can try again', async () => {
    const stub = platform(loggedIn);
    const onLoggedIn = vi.fn();
    const facebook = fakeFacebook({ status: 'unknown', authResponse: null });
    render(<SocialLogin config={FACEBOOK} strings={strings} onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'identity.continueWithFacebook' }));
    await serveScript(FACEBOOK_SDK_URL, 'FB', facebook);
    expect(await screen.findByRole('alert')).toHaveTextContent('identity.error.popupClosedByUser');
    expect(stub.calls).toEqual([]);
    expect(onLoggedIn).not.toHaveBeenCalled();

    facebook.login.mockImplementation((callback) => callback({ status: 'connected', authResponse: { accessToken: 'EAAB-2' } }));
    await userEvent.click(screen.getByRole('button', { name: 'identity.continueWithFacebook' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(facebook.init).toHaveBeenCalledTimes(1);
  });

  it("shows the platform's own message when it refuses, e.g. the reference platform's 501", async () => {
    platform(() => refusal('Not available here', 'UNSUPPORTED', undefined, 501));
    render(<SocialLogin config={GOOGLE} strings={strings} onLoggedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'identity.continueWithGoogle' }));
    await serveScript(GOOGLE_SDK_URL, 'google', fakeGoogle('credential').sdk);
    expect(await screen.findByRole('alert')).toHaveTextContent('Not available here');
    expect(screen.queryByTestId('google-button')).not.toBeInTheDocument();
  });

  it('shows the network message when the SDK cannot be loaded', async () => {
    render(<SocialLogin config={GOOGLE} strings={strings} onLoggedIn={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'identity.continueWithGoogle' }));
    const script = await waitFor(() => document.head.querySelector('script')!);
    script.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent('error.network');
    expect(screen.getByRole('button', { name: 'identity.continueWithGoogle' })).toBeEnabled();
  });

  it("offers Google's own button when One Tap is closed, and logs in through it", async () => {
    platform(loggedIn);
    const onLoggedIn = vi.fn();
    const google = fakeGoogle('skipped');
    render(<SocialLogin config={GOOGLE} strings={strings} onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'identity.continueWithGoogle' }));
    await serveScript(GOOGLE_SDK_URL, 'google', google.sdk);
    expect(await screen.findByRole('alert')).toHaveTextContent('identity.error.popupClosedByUser');
    expect(screen.getByText('identity.googleFallbackHint')).toBeInTheDocument();
    await waitFor(() => expect(google.id.renderButton).toHaveBeenCalledWith(screen.getByTestId('google-button'), expect.any(Object)));

    google.credential('from.the.button');
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
  });

  it('has a string for every docs/product.md §8 code', () => {
    for (const code of IDENTITY_ERROR_CODES) expect(Object.values(SOCIAL_LOGIN_KEYS)).toContain(identityErrorKey(code));
  });
});
