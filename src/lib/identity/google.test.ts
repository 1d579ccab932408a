import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_SDK_URL, createGoogleSignIn, loadGoogleSdk, type GoogleInitializeOptions, type GooglePromptNotification, type GoogleSdk } from './google';

/** A stand-in for `window.google` that records calls and lets the test play Google's part. */
function fakeGoogle() {
  let options: GoogleInitializeOptions | undefined;
  let listener: ((notification: GooglePromptNotification) => void) | undefined;
  const id = {
    initialize: vi.fn((given: GoogleInitializeOptions) => {
      options = given;
    }),
    prompt: vi.fn((given?: (notification: GooglePromptNotification) => void) => {
      listener = given;
    }),
    renderButton: vi.fn(),
    cancel: vi.fn(),
  };
  const sdk: GoogleSdk = { accounts: { id } };
  return {
    sdk,
    id,
    /** Google hands the page a credential. */
    credential: (credential?: string) => options!.callback(credential === undefined ? {} : { credential }),
    moment: (notification: GooglePromptNotification) => listener!(notification),
    options: () => options,
  };
}

const CONFIG = { clientId: '123.apps.googleusercontent.com' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createGoogleSignIn', () => {
  it('initialises GIS once, in popup mode, and resolves with the ID token', async () => {
    const google = fakeGoogle();
    const signIn = createGoogleSignIn(CONFIG, google.sdk);
    const first = signIn.signIn();
    expect(google.options()).toMatchObject({ client_id: CONFIG.clientId, ux_mode: 'popup', auto_select: false });
    expect(google.id.prompt).toHaveBeenCalledTimes(1);
    google.credential('eyJhbGciOi.header.sig');
    await expect(first).resolves.toBe('eyJhbGciOi.header.sig');

    const second = signIn.signIn();
    google.credential('second.token.sig');
    await expect(second).resolves.toBe('second.token.sig');
    expect(google.id.initialize).toHaveBeenCalledTimes(1);
    expect(google.id.prompt).toHaveBeenCalledTimes(2);
  });

  it('shares one prompt between two quick clicks', async () => {
    const google = fakeGoogle();
    const signIn = createGoogleSignIn(CONFIG, google.sdk);
    const a = signIn.signIn();
    const b = signIn.signIn();
    expect(b).toBe(a);
    expect(google.id.prompt).toHaveBeenCalledTimes(1);
    google.credential('one.token.sig');
    await expect(b).resolves.toBe('one.token.sig');
  });

  it.each<[string, GooglePromptNotification]>([
    ['not displayed', { isNotDisplayed: () => true }],
    ['skipped (closed by the player)', { isNotDisplayed: () => false, isSkippedMoment: () => true }],
    ['dismissed without a credential', { isDismissedMoment: () => true, getDismissedReason: () => 'cancel_called' }],
  ])('maps a prompt %s to auth/popup-closed-by-user', async (_label, notification) => {
    const google = fakeGoogle();
    const attempt = createGoogleSignIn(CONFIG, google.sdk).signIn();
    google.moment(notification);
    await expect(attempt).rejects.toMatchObject({ name: 'IdentityError', code: 'auth/popup-closed-by-user' });
  });

  it('keeps waiting when dismissed because the credential was returned', async () => {
    const google = fakeGoogle();
    const attempt = createGoogleSignIn(CONFIG, google.sdk).signIn();
    google.moment({ isDismissedMoment: () => true, getDismissedReason: () => 'credential_returned' });
    google.credential('late.token.sig');
    await expect(attempt).resolves.toBe('late.token.sig');
  });

  it('rejects as unknown when Google answers without a credential', async () => {
    const google = fakeGoogle();
    const attempt = createGoogleSignIn(CONFIG, google.sdk).signIn();
    google.credential();
    await expect(attempt).rejects.toMatchObject({ code: 'auth/unknown' });
  });

  it('cancel() closes the prompt and rejects the pending sign-in', async () => {
    const google = fakeGoogle();
    const signIn = createGoogleSignIn(CONFIG, google.sdk);
    const attempt = signIn.signIn();
    signIn.cancel();
    expect(google.id.cancel).toHaveBeenCalledTimes(1);
    await expect(attempt).rejects.toMatchObject({ code: 'auth/popup-closed-by-user' });
    signIn.cancel();
    expect(google.id.cancel).toHaveBeenCalledTimes(1);
  });

  it("renders Google's button and routes its credentials to the handler", () => {
    const google = fakeGoogle();
    const signIn = createGoogleSignIn(CONFIG, google.sdk);
    const container = {} as HTMLElement;
    const onCredential = vi.fn();
    signIn.renderButton(container, onCredential, 'fil');
    expect(google.id.initialize).toHaveBeenCalledTimes(1);
    expect(google.id.renderButton).toHaveBeenCalledWith(container, expect.objectContaining({ text: 'continue_with', locale: 'fil' }));
    google.credential('button.token.sig');
    expect(onCredential).toHaveBeenCalledWith('button.token.sig');
  });
});

describe('loadGoogleSdk', () => {
  it('loads the GIS client and returns window.google', async () => {
    const google = fakeGoogle();
    const load = vi.fn(async () => {
      vi.stubGlobal('google', google.sdk);
    });
    await expect(loadGoogleSdk(load)).resolves.toBe(google.sdk);
    expect(load).toHaveBeenCalledWith(GOOGLE_SDK_URL);
    expect(GOOGLE_SDK_URL).toBe('https://accounts.google.com/gsi/client');
  });

  it('rejects when the script ran but defined no google.accounts.id', async () => {
    await expect(loadGoogleSdk(async () => undefined)).rejects.toMatchObject({ code: 'auth/unknown' });
  });
});
