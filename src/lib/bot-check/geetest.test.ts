import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEETEST_SDK_URL, createGeetestBotCheck, loadGeetestSdk, type GeetestCaptcha, type GeetestInitOptions, type InitGeetest4 } from './geetest';

const VALIDATE = {
  captcha_id: '647f5ed2ed8acb4be36784e01556bb71',
  lot_number: '4dc3cfc2cdff448cad8d13107198d473',
  captcha_output: 'fCKCbjgu8uyD0yDoZ2Bh',
  pass_token: 'bbbcb8b0b7e1b5b1',
  gen_time: '1700000000',
};

/** A stand-in for gt4.js: the test fires Geetest's events through `fire`. */
function fakeGeetest(options: { failBeforeReady?: boolean } = {}) {
  const handlers: Record<string, (arg?: unknown) => void> = {};
  let validate: typeof VALIDATE | false = VALIDATE;
  const captcha = {
    onReady: (cb: () => void) => (handlers['ready'] = cb),
    onSuccess: (cb: () => void) => (handlers['success'] = cb),
    onError: (cb: (error?: { code?: string | number; msg?: string }) => void) =>
      (handlers['error'] = (arg) => cb(arg as { code?: string | number; msg?: string } | undefined)),
    onClose: (cb: () => void) => (handlers['close'] = cb),
    showCaptcha: vi.fn(),
    getValidate: vi.fn(() => validate),
    reset: vi.fn(),
  } satisfies GeetestCaptcha;
  const init = vi.fn<InitGeetest4>((_options: GeetestInitOptions, callback) => {
    callback(captcha);
    if (options.failBeforeReady) handlers['error']!({ code: '60001', msg: 'network' });
    else handlers['ready']!();
  });
  return {
    init,
    captcha,
    load: vi.fn(async () => init),
    fire: (event: 'success' | 'close' | 'error') => handlers[event]!(),
    failValidate: () => (validate = false),
  };
}

const CONFIG = { captchaId: VALIDATE.captcha_id };

afterEach(() => vi.unstubAllGlobals());

describe('createGeetestBotCheck', () => {
  it('initialises bind mode once and returns the four validation fields on success', async () => {
    const geetest = fakeGeetest();
    const check = createGeetestBotCheck({ ...CONFIG, language: 'eng' }, geetest.load);
    expect(check.kind).toBe('geetest');
    await check.prepare();
    await check.prepare();
    expect(geetest.init).toHaveBeenCalledTimes(1);
    expect(geetest.init.mock.calls[0]![0]).toEqual({ captchaId: CONFIG.captchaId, product: 'bind', protocol: 'https://', language: 'eng' });

    const result = check.verify();
    await vi.waitFor(() => expect(geetest.captcha.showCaptcha).toHaveBeenCalledTimes(1));
    geetest.fire('success');
    await expect(result).resolves.toEqual({
      geetest: {
        lot_number: VALIDATE.lot_number,
        captcha_output: VALIDATE.captcha_output,
        pass_token: VALIDATE.pass_token,
        gen_time: VALIDATE.gen_time,
      },
    });
    expect(geetest.captcha.reset).not.toHaveBeenCalled();
  });

  it('shows a fresh challenge for every later verify', async () => {
    const geetest = fakeGeetest();
    const check = createGeetestBotCheck(CONFIG, geetest.load);
    const first = check.verify();
    await vi.waitFor(() => expect(geetest.captcha.showCaptcha).toHaveBeenCalledTimes(1));
    geetest.fire('success');
    await first;
    const second = check.verify();
    await vi.waitFor(() => expect(geetest.captcha.showCaptcha).toHaveBeenCalledTimes(2));
    expect(geetest.captcha.reset).toHaveBeenCalledTimes(1);
    geetest.fire('success');
    await expect(second).resolves.toHaveProperty('geetest.pass_token', VALIDATE.pass_token);
  });

  it('rejects as cancelled when the player closes the challenge', async () => {
    const geetest = fakeGeetest();
    const check = createGeetestBotCheck(CONFIG, geetest.load);
    const attempt = check.verify();
    await vi.waitFor(() => expect(geetest.captcha.showCaptcha).toHaveBeenCalled());
    geetest.fire('close');
    await expect(attempt).rejects.toMatchObject({ name: 'BotCheckError', reason: 'cancelled' });
  });

  it('rejects as failed on a Geetest error or an empty validation', async () => {
    const geetest = fakeGeetest();
    const check = createGeetestBotCheck(CONFIG, geetest.load);
    const errored = check.verify();
    await vi.waitFor(() => expect(geetest.captcha.showCaptcha).toHaveBeenCalledTimes(1));
    geetest.fire('error');
    await expect(errored).rejects.toMatchObject({ reason: 'failed' });

    geetest.failValidate();
    const empty = check.verify();
    await vi.waitFor(() => expect(geetest.captcha.showCaptcha).toHaveBeenCalledTimes(2));
    geetest.fire('success');
    await expect(empty).rejects.toMatchObject({ reason: 'failed' });
  });

  it('fails, then loads again, when Geetest cannot start', async () => {
    const broken = fakeGeetest({ failBeforeReady: true });
    const working = fakeGeetest();
    const load = vi
      .fn()
      .mockImplementationOnce(broken.load)
      .mockImplementationOnce(async () => {
        throw new Error('script blocked');
      })
      .mockImplementation(working.load);
    const check = createGeetestBotCheck(CONFIG, load);
    await expect(check.prepare()).rejects.toMatchObject({ name: 'BotCheckError', reason: 'failed' });
    await expect(check.verify()).rejects.toMatchObject({ reason: 'failed' });
    await expect(check.prepare()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('loadGeetestSdk', () => {
  it('loads gt4.js and returns window.initGeetest4', async () => {
    const init = vi.fn();
    const load = vi.fn(async () => {
      vi.stubGlobal('initGeetest4', init);
    });
    await expect(loadGeetestSdk(load)).resolves.toBe(init);
    expect(load).toHaveBeenCalledWith(GEETEST_SDK_URL);
    expect(GEETEST_SDK_URL).toBe('https://static.geetest.com/v4/gt4.js');
  });

  it('fails when the script defined nothing', async () => {
    await expect(loadGeetestSdk(async () => undefined)).rejects.toMatchObject({ reason: 'failed' });
  });
});
