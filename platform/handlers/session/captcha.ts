import { captcha } from '../../../src/contract/calls/session';
import { ErrorCodes } from '../../../src/contract/refusals';
import { issueCaptcha } from '../../captcha/store';
import { defineHandler, refusal, success } from '../../http/context';
import { hit } from '../../security/rate-limit';

/** Drawing a PNG costs CPU: 30 images a minute per IP is plenty for a person. */
export const CAPTCHA_LIMIT = { scope: 'captcha-ip', windowMs: 60_000, max: 30 } as const;

/** GET /wps/captcha?uuid=…: a new image for the uuid; its answer goes to the outbox only with PLATFORM_DEV_TOOLS=1. */
export default defineHandler(captcha, async ({ services, input, now, ip, t }) => {
  if ((await hit(services.db, CAPTCHA_LIMIT, ip, now)) > CAPTCHA_LIMIT.max) {
    return refusal(429, t('tooManyRequests'), ErrorCodes.rateLimited, undefined, { 'Retry-After': '60' });
  }
  return success(await issueCaptcha(services.db, input.uuid, now, services.options.env['PLATFORM_DEV_TOOLS'] === '1'));
});
