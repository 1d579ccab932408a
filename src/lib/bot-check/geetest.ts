import { loadScript, type ScriptLoader } from '../identity/script-loader';
import { BotCheckError, type BotCheck, type BotCheckResult } from './types';

/**
 * Geetest v4 ("adaptive CAPTCHA") in its documented web flow, in `bind` mode so that our own
 * submit button triggers it:
 *
 *   initGeetest4({ captchaId, product: 'bind' }, captcha => …)
 *   captcha.onReady → captcha.showCaptcha() on submit
 *   captcha.onSuccess → captcha.getValidate() = { lot_number, captcha_output, pass_token, gen_time }
 *   captcha.onClose → the player closed it; captcha.onError → it could not run
 *
 * The four values are single-use: the platform checks them with Geetest's server API. A later
 * verify() therefore resets the widget and shows a fresh challenge.
 */
export const GEETEST_SDK_URL = 'https://static.geetest.com/v4/gt4.js';

/** The four fields Geetest's server-side validation takes. */
const RESULT_FIELDS = ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;

export type GeetestValidate = Record<(typeof RESULT_FIELDS)[number], string> & { captcha_id?: string };

export interface GeetestCaptcha {
  onReady(callback: () => void): unknown;
  onSuccess(callback: () => void): unknown;
  onError(callback: (error?: { code?: string | number; msg?: string }) => void): unknown;
  onClose(callback: () => void): unknown;
  showCaptcha(): void;
  getValidate(): GeetestValidate | false | null | undefined;
  reset(): void;
}

export interface GeetestInitOptions {
  captchaId: string;
  product: 'bind';
  /** Our CSP allows Geetest's https origins only. */
  protocol: 'https://';
  /** Geetest's language code (`eng`, `zho`, …); Geetest picks one itself when absent. */
  language?: string;
}

/** `window.initGeetest4`. */
export type InitGeetest4 = (options: GeetestInitOptions, callback: (captcha: GeetestCaptcha) => void) => void;

type Deferred = { promise: Promise<BotCheckResult>; resolve: (result: BotCheckResult) => void; reject: (error: Error) => void };

export function createGeetestBotCheck(config: { captchaId: string; language?: string }, loadSdk: () => Promise<InitGeetest4> = loadGeetestSdk): BotCheck {
  let ready: Promise<GeetestCaptcha> | null = null;
  let current: Deferred | null = null;
  let shown = false;

  const settle = (outcome: BotCheckResult | BotCheckError) => {
    const waiting = current;
    current = null;
    if (!waiting) return;
    if (outcome instanceof BotCheckError) waiting.reject(outcome);
    else waiting.resolve(outcome);
  };

  const init = async (): Promise<GeetestCaptcha> => {
    const initGeetest4 = await loadSdk();
    return new Promise<GeetestCaptcha>((resolve, reject) => {
      const options: GeetestInitOptions = { captchaId: config.captchaId, product: 'bind', protocol: 'https://' };
      if (config.language) options.language = config.language;
      initGeetest4(options, (captcha) => {
        let isReady = false;
        captcha.onReady(() => {
          isReady = true;
          resolve(captcha);
        });
        captcha.onSuccess(() => {
          const validate = captcha.getValidate();
          if (!validate) return settle(new BotCheckError('failed'));
          settle({ geetest: Object.fromEntries(RESULT_FIELDS.map((field) => [field, String(validate[field] ?? '')])) });
        });
        captcha.onClose(() => settle(new BotCheckError('cancelled')));
        captcha.onError((error) => {
          if (!isReady) reject(new BotCheckError('failed', { cause: error }));
          else settle(new BotCheckError('failed', { cause: error }));
        });
      });
    });
  };

  const prepared = (): Promise<GeetestCaptcha> => {
    if (!ready) {
      ready = init().catch((cause: unknown) => {
        ready = null; // the next attempt loads again
        throw cause instanceof BotCheckError ? cause : new BotCheckError('failed', { cause });
      });
    }
    return ready;
  };

  return {
    kind: 'geetest',
    async prepare() {
      await prepared();
    },
    async verify() {
      const captcha = await prepared();
      if (current) return current.promise;
      let resolve!: (result: BotCheckResult) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<BotCheckResult>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      current = { promise, resolve, reject };
      if (shown) captcha.reset();
      shown = true;
      captcha.showCaptcha();
      return promise;
    },
  };
}

/** Loads gt4.js (once) and returns `window.initGeetest4`. */
export async function loadGeetestSdk(load: ScriptLoader = loadScript): Promise<InitGeetest4> {
  await load(GEETEST_SDK_URL);
  const init = (globalThis as { initGeetest4?: unknown }).initGeetest4;
  if (typeof init !== 'function') throw new BotCheckError('failed');
  return init as InitGeetest4;
}
