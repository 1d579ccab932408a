import { useRef, useState, type SubmitEvent } from 'react';
import { refusedField, resetPasswordByPhone } from '../../lib/account/forgot/actions';
import { PHONE_RESET_FIELDS, validatePhoneReset, validateResetMobile, type FieldErrors, type PhoneResetField } from '../../lib/account/forgot/validate';
import type { AccountFeatures } from '../../lib/account/features';
import { requestSmsCode } from '../../lib/account/sms';
import { completeLogin } from '../../lib/stores/auth';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../contract/validation/rules';
import { Field, focusFirstError } from '../shared/Field';
import { MobileField } from '../shared/MobileField';
import { SmsCodeButton } from '../shared/SmsCodeButton';
import { fill, type ForgotStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './ForgotPassword.module.css';

interface Props {
  id: string;
  strings: ForgotStrings;
  features: AccountFeatures;
  homeHref: string;
}

const readForm = (element: HTMLFormElement) => {
  const data = new FormData(element);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    mobileNum: text('mobileNum'),
    countryDialingCode: text('countryDialingCode'),
    verificationCode: text('verificationCode'),
    newPassword: text('newPassword'),
    confirmPassword: text('confirmPassword'),
  };
};

/**
 * The phone method (docs/product.md §4 "Forgot by phone", §5): a code by SMS (refused while the number
 * is invalid or the countdown runs; the countdown takes off half the request's round trip),
 * then the code and a new password. The reset call itself logs the player in, so there is no
 * second login: the page learns of the session and goes home (docs/product.md §2 "After a successful
 * phone reset the user is logged in and sent to /").
 */
export function PhoneResetForm({ id, strings, features, homeHref }: Props) {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<PhoneResetField>>({});
  const [refusal, setRefusal] = useState<{ field: PhoneResetField; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const busy = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const rule = { min: PASSWORD_MIN, max: PASSWORD_MAX };

  const message = (field: PhoneResetField): string | undefined => {
    if (refusal?.field === field) return refusal.message;
    const key = errors[field];
    return key ? fill(strings[key], rule) : undefined;
  };

  /** The SMS button's request: nothing is sent while the number is invalid (docs/product.md §5). */
  function sendCode() {
    const element = formRef.current;
    if (!element) return null;
    const values = readForm(element);
    const checked = validateResetMobile(values.mobileNum, values.countryDialingCode);
    setRefusal(null);
    if ('error' in checked) {
      setErrors((current) => ({ ...current, mobileNum: checked.error }));
      element.querySelector<HTMLInputElement>('[name="mobileNum"]')?.focus();
      return null;
    }
    setErrors(({ mobileNum: _cleared, ...rest }) => rest);
    return requestSmsCode('reset', values.countryDialingCode, checked.mobile);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return; // a double click sends one request
    const element = event.currentTarget;
    const check = validatePhoneReset(readForm(element));
    setErrors(check.errors);
    setRefusal(null);
    setFormError(null);
    if (!check.request) {
      focusFirstError(
        element,
        PHONE_RESET_FIELDS.filter((field) => check.errors[field]),
      );
      return;
    }
    busy.current = true;
    setPending(true);
    const outcome = await resetPasswordByPhone(check.request);
    if (outcome.ok) {
      await completeLogin(outcome.value, { method: 'phoneReset', features });
      window.location.assign(homeHref); // the button stays busy until the page changes
      return;
    }
    busy.current = false;
    setPending(false);
    const { error } = outcome;
    const field = error.isTransport ? null : refusedField(error, PHONE_RESET_FIELDS);
    if (field) {
      setRefusal({ field, message: error.message });
      focusFirstError(element, [field]);
    } else {
      setFormError(error.isTransport ? strings.networkError : error.message);
    }
  }

  return (
    <form ref={formRef} className={form.form} method="post" onSubmit={submit} noValidate>
      <p className={styles.intro}>{strings.phoneIntro}</p>
      <MobileField id={`${id}-mobile`} strings={strings} error={message('mobileNum')} />
      {/* The button sits by the code it sends: beside the number, at 360 px the number had no room. */}
      <Field
        id={`${id}-code`}
        name="verificationCode"
        label={strings.verificationCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={message('verificationCode')}
        aside={<SmsCodeButton strings={strings} send={sendCode} adjustForRoundTrip />}
      />
      <Field
        id={`${id}-password`}
        name="newPassword"
        type="password"
        label={strings.newPassword}
        autoComplete="new-password"
        hint={fill(strings.passwordHint, rule)}
        error={message('newPassword')}
      />
      <Field
        id={`${id}-confirm`}
        name="confirmPassword"
        type="password"
        label={strings.confirmPassword}
        autoComplete="new-password"
        error={message('confirmPassword')}
      />
      <button type="submit" className={form.primary} disabled={pending} aria-busy={pending}>
        {pending ? strings.resetting : strings.resetSubmit}
      </button>
      <p className={form.formError} role="alert">
        {formError}
      </p>
    </form>
  );
}
