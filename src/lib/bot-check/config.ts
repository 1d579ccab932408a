/**
 * Which bot check the site runs (see types.ts). Geetest is off unless GEETEST_CAPTCHA_ID is set;
 * the captcha id is public (it is sent to every browser that shows the challenge), the matching
 * captcha key is a secret that only the platform holds.
 */
export type BotCheckConfig = { kind: 'platform' } | { kind: 'geetest'; captchaId: string };

export const PLATFORM_BOT_CHECK: BotCheckConfig = Object.freeze({ kind: 'platform' });

/**
 * Geetest captcha ids are 32 hex characters; anything outside letters, digits, `_` and `-` is
 * refused (it is placed into a URL by Geetest's loader) and leaves the platform's captcha in
 * place rather than a check that cannot work.
 */
export function readBotCheckConfig(env: Readonly<Record<string, string | undefined>>): BotCheckConfig {
  const captchaId = env['GEETEST_CAPTCHA_ID']?.trim();
  if (captchaId && /^[A-Za-z0-9_-]{1,64}$/.test(captchaId)) return { kind: 'geetest', captchaId };
  return PLATFORM_BOT_CHECK;
}
