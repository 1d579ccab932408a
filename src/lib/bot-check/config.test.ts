import { describe, expect, it } from 'vitest';
import { PLATFORM_BOT_CHECK, readBotCheckConfig } from './config';

describe('readBotCheckConfig', () => {
  it("uses the platform's own captcha unless Geetest is configured", () => {
    expect(readBotCheckConfig({})).toEqual({ kind: 'platform' });
    expect(readBotCheckConfig({ GEETEST_CAPTCHA_ID: '   ' })).toBe(PLATFORM_BOT_CHECK);
  });

  it('switches to Geetest v4 with a captcha id', () => {
    expect(readBotCheckConfig({ GEETEST_CAPTCHA_ID: ' 647f5ed2ed8acb4be36784e01556bb71 ' })).toEqual({
      kind: 'geetest',
      captchaId: '647f5ed2ed8acb4be36784e01556bb71',
    });
  });

  it('ignores an id that could not be a Geetest captcha id', () => {
    expect(readBotCheckConfig({ GEETEST_CAPTCHA_ID: 'abc&callback=evil' })).toEqual({ kind: 'platform' });
    expect(readBotCheckConfig({ GEETEST_CAPTCHA_ID: 'x'.repeat(65) })).toEqual({ kind: 'platform' });
  });
});
