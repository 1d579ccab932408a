import { describe, expect, it, vi } from 'vitest';
import { createBotCheck, platformBotCheck, readBotCheckConfig } from './index';
import type { GeetestCaptcha, InitGeetest4 } from './geetest';

describe('createBotCheck', () => {
  it("gives the platform's own captcha by default: nothing to load, nothing to add to the payload", async () => {
    const check = createBotCheck(readBotCheckConfig({}));
    expect(check).toBe(platformBotCheck);
    expect(check.kind).toBe('platform');
    await expect(check.prepare()).resolves.toBeUndefined();
    await expect(check.verify()).resolves.toEqual({});
  });

  it('gives Geetest when configured, loading nothing until it is used', async () => {
    const captcha: GeetestCaptcha = {
      onReady: (cb) => cb(),
      onSuccess: () => undefined,
      onError: () => undefined,
      onClose: () => undefined,
      showCaptcha: vi.fn(),
      getValidate: () => false,
      reset: vi.fn(),
    };
    const init = vi.fn<InitGeetest4>((_options, callback) => callback(captcha));
    const loadGeetest = vi.fn(async () => init);
    const check = createBotCheck(readBotCheckConfig({ GEETEST_CAPTCHA_ID: 'abc123' }), { loadGeetest, language: 'eng' });
    expect(check.kind).toBe('geetest');
    expect(loadGeetest).not.toHaveBeenCalled();
    await check.prepare();
    expect(init.mock.calls[0]![0]).toMatchObject({ captchaId: 'abc123', product: 'bind', language: 'eng' });
  });
});
