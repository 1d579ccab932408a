import { useCallback, useRef, useState, type SubmitEvent } from 'react';
import type { AccountFeatures } from '../../lib/account/features';
import type { FormField, RegisterField, RegisterMode } from '../../lib/account/register/fields';
import { phoneFailure, type FirebasePhoneRoute } from '../../lib/account/register/phone-verification';
import { checkAffiliateCode } from '../../lib/account/register/referral';
import { buildRegisterPayload, invitationRefusalText, isInvitationRefusal, refusedField, registerCallFor } from '../../lib/account/register/submit';
import { MESSAGE_KEYS, validateRegistration, type ErrorTarget } from '../../lib/account/register/validate';
import { requestSmsCode, type SmsSent } from '../../lib/account/sms';
import type { PhoneVerification } from '../../lib/identity/firebase-phone';
import { browserClient } from '../../lib/platform/browser-client';
import { PlatformError } from '../../contract/envelope';
import { attempt, completeLogin } from '../../lib/stores/auth';
import { normaliseMobile } from '../../contract/validation/rules';
import { focusFirstError } from '../shared/Field';
import { messageText, phoneFailureText, type RegisterStrings } from './strings';
import type { Referral } from './useReferral';

export type ErrorTexts = Partial<Record<ErrorTarget, string>>;

interface Options {
  mode: RegisterMode;
  fields: readonly FormField[];
  strings: RegisterStrings;
  features: AccountFeatures;
  referral: Referral;
  doneHref: string;
  onDone?: (() => void) | undefined;
  /** SMS verification through Firebase instead of the platform's SMS, or null (the platform's). */
  phoneRoute: FirebasePhoneRoute | null;
}

const text = (data: FormData, name: string): string => String(data.get(name) ?? '');

/**
 * The registration form's behaviour (docs/product.md §4, §5, §8):
 * 1. validate every field; on errors show each under its field, focus the first, send nothing;
 * 2. an invitation code, when there is one, is checked first: a refusal opens the
 *    "Invalid invitation code" popup, or for a link switched off or expired the platform's
 *    reason, which also stays under the code (`invitationRefusalText`), and stops;
 * 3. with SMS verification through Firebase, the code is confirmed with Firebase; a failure
 *    shows the docs/product.md §8 text under the code and stops (nothing is registered);
 * 4. register by username or by number; a refusal naming a shown field goes under it, any
 *    other under the form, and a fresh captcha is drawn (the platform spends it on every try);
 * 5. success: the session is taken up (`completeLogin`), the modal closes, the player goes to the
 *    optional limits step (`doneHref`, issue 16: never a prompt to play).
 * A ref guards the whole run, so a double click or a second Enter sends one request: state
 * alone would let a second submit in before React re-renders.
 */
export function useRegisterSubmit({ mode, fields, strings, features, referral, doneHref, onDone, phoneRoute }: Options) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<ErrorTexts>({});
  const [formError, setFormError] = useState<string | null>(null);
  /** The invitation popup's text while it is open. */
  const [invitation, setInvitation] = useState<string | null>(null);
  const [captchaReload, setCaptchaReload] = useState(0);
  const busy = useRef(false);
  const captchaUuid = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** Where Firebase puts its invisible reCAPTCHA (rendered by the form when phoneRoute is set). */
  const recaptchaRef = useRef<HTMLDivElement>(null);

  const onCaptchaUuid = useCallback((uuid: string) => {
    captchaUuid.current = uuid;
  }, []);
  /** The first sign of interest issues the captcha (see Captcha's reloadSignal). */
  const wakeCaptcha = useCallback(() => setCaptchaReload((n) => (n === 0 ? 1 : n)), []);

  function freshCaptcha(form: HTMLFormElement) {
    setCaptchaReload((n) => n + 1);
    const input = form.querySelector<HTMLInputElement>('[name="captcha"]');
    if (input) input.value = '';
  }

  /** The SMS button's request: nothing is sent while the number is missing or invalid (docs/product.md §5). */
  function sendCode() {
    const form = formRef.current;
    if (!form) return null;
    const data = new FormData(form);
    const dialing = text(data, 'countryDialingCode');
    const typed = text(data, 'mobileNum').trim();
    const national = typed ? normaliseMobile(typed, dialing) : null;
    if (!national) {
      setErrors((current) => ({ ...current, mobileNum: messageText(strings, { key: typed ? MESSAGE_KEYS.mobileInvalid : MESSAGE_KEYS.required }) }));
      form.querySelector<HTMLInputElement>('[name="mobileNum"]')?.focus();
      return null;
    }
    setErrors(({ mobileNum: _cleared, ...rest }) => rest);
    return phoneRoute ? sendThroughFirebase(phoneRoute, dialing, national, recaptchaRef.current ?? form) : requestSmsCode('register', dialing, national);
  }

  /**
   * Firebase's SMS, answered as the platform's would be for the shared SMS button: a failure
   * becomes a `rejected` error carrying the docs/product.md §8 text, which the button's warning shows
   * (or a `network` one, for which it shows the network text).
   */
  async function sendThroughFirebase(route: FirebasePhoneRoute, dialing: string, national: string, container: HTMLElement): Promise<SmsSent> {
    try {
      return await route.send(dialing, national, container);
    } catch (error) {
      const failure = phoneFailure(error);
      throw new PlatformError(failure === 'network' ? 'network' : 'rejected', phoneFailureText(strings, failure), { errorCode: failure });
    }
  }

  async function run(form: HTMLFormElement): Promise<'done' | 'stopped'> {
    const data = new FormData(form);
    const countryDialingCode = text(data, 'countryDialingCode') || '63';
    const values = Object.fromEntries(fields.map((field) => [field.name, text(data, field.name)]));
    const { errors: found, clean } = validateRegistration(fields, { values, countryDialingCode, termsAccepted: data.get('terms') !== null });
    setErrors(Object.fromEntries(Object.entries(found).map(([target, message]) => [target, messageText(strings, message)])));
    setFormError(null);
    const invalid = Object.keys(found);
    if (invalid.length > 0) {
      focusFirstError(form, invalid);
      return 'stopped';
    }

    setPending(true);
    const shown = fields.map((field) => field.name);
    const { affiliate } = referral;
    const fromUrl = !shown.includes('affiliateCode') && (affiliate.status === 'checking' || affiliate.status === 'valid') ? affiliate.code : null;
    let affiliateCode = clean.affiliateCode ?? fromUrl;
    if (affiliateCode) {
      const check = await checkAffiliateCode(affiliateCode, window.location.host);
      if (check.status === 'unavailable') {
        setFormError(strings.networkError);
        return 'stopped';
      }
      if (check.status === 'invalid') {
        const reason = invitationRefusalText(check, strings.invitationError);
        if (fromUrl) referral.refuseUrlCode(check.message);
        else setErrors({ affiliateCode: reason });
        setInvitation(reason);
        return 'stopped';
      }
      affiliateCode = check.code;
    }

    // docs/product.md §8: a failed third-party phone verification stops the registration.
    let phoneVerification: PhoneVerification | null = null;
    if (phoneRoute && clean.mobileNum && clean.verificationCode) {
      try {
        phoneVerification = await phoneRoute.confirm(countryDialingCode, clean.mobileNum, clean.verificationCode);
      } catch (error) {
        setErrors({ verificationCode: phoneFailureText(strings, phoneFailure(error)) });
        focusFirstError(form, ['verificationCode']);
        return 'stopped';
      }
    }

    const payload = buildRegisterPayload({
      clean,
      countryDialingCode,
      referralCode: referral.referralCode,
      affiliateCode,
      captchaUuid: captchaUuid.current,
      place: window.location,
      phoneVerification,
    });
    const outcome = await attempt(() => browserClient.call(registerCallFor(mode), payload));
    if (outcome.ok) {
      await completeLogin(outcome.value, { method: 'register', features, username: clean.username });
      onDone?.();
      window.location.assign(doneHref); // the button stays busy until the page changes
      return 'done';
    }
    const { error } = outcome;
    freshCaptcha(form);
    if (!error.isTransport && isInvitationRefusal(error)) {
      if (fromUrl) referral.refuseUrlCode(error.message);
      setInvitation(invitationRefusalText({ errorCode: error.details.errorCode, message: error.message }, strings.invitationError));
    }
    const field: RegisterField | null = error.isTransport ? null : refusedField(error, shown);
    // The platform did not accept the proof: the next try needs a new code.
    if (field === 'verificationCode') phoneRoute?.forget();
    if (field) {
      setErrors({ [field]: error.message });
      focusFirstError(form, [field]);
    } else if (!isInvitationRefusal(error)) {
      setFormError(error.isTransport ? strings.networkError : error.message);
    }
    return 'stopped';
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return;
    busy.current = true;
    let result: 'done' | 'stopped' = 'stopped';
    try {
      result = await run(event.currentTarget);
    } finally {
      if (result === 'stopped') {
        busy.current = false;
        setPending(false);
      }
    }
  }

  /** Switching between username and mobile starts the messages afresh. */
  const reset = useCallback(() => {
    setErrors({});
    setFormError(null);
  }, []);

  return {
    formRef,
    recaptchaRef,
    pending,
    errors,
    formError,
    invitationOpen: invitation !== null,
    invitationText: invitation ?? strings.invitationError,
    closeInvitation: () => setInvitation(null),
    captchaReload,
    wakeCaptcha,
    onCaptchaUuid,
    sendCode,
    submit,
    reset,
  };
}
