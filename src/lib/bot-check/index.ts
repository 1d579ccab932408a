import type { BotCheckConfig } from './config';
import type { InitGeetest4 } from './geetest';
import type { BotCheck } from './types';

export type { BotCheck, BotCheckKind, BotCheckResult } from './types';
export { BotCheckError } from './types';
export { readBotCheckConfig, PLATFORM_BOT_CHECK, type BotCheckConfig } from './config';

/**
 * The platform's own image captcha: the form already shows it and sends `captcha` +
 * `captchaUuid` itself, so there is nothing to load and nothing to add to the payload.
 */
export const platformBotCheck: BotCheck = Object.freeze({
  kind: 'platform',
  prepare: async () => undefined,
  verify: async () => ({}),
});

export interface BotCheckOptions {
  /** Geetest's language code for the challenge (e.g. `eng`). */
  language?: string;
  /** Replaces the gt4.js loader (tests). */
  loadGeetest?: () => Promise<InitGeetest4>;
}

/**
 * The bot check the configuration asks for. Geetest's adapter is loaded only when a form asks it
 * to prepare or verify: most operators use the platform's captcha, and every page's login form
 * would otherwise carry it (docs/decisions/0066-react-runtime.md).
 */
export function createBotCheck(config: BotCheckConfig, options: BotCheckOptions = {}): BotCheck {
  if (config.kind === 'platform') return platformBotCheck;
  const geetest: { captchaId: string; language?: string } = { captchaId: config.captchaId };
  if (options.language) geetest.language = options.language;
  let made: Promise<BotCheck> | null = null;
  const check = () =>
    (made ??= import('./geetest').then(({ createGeetestBotCheck, loadGeetestSdk }) => createGeetestBotCheck(geetest, options.loadGeetest ?? loadGeetestSdk)));
  return {
    kind: 'geetest',
    prepare: async () => (await check()).prepare(),
    verify: async () => (await check()).verify(),
  };
}
