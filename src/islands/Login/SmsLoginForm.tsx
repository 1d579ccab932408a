import { Suspense, lazy, useRef, useState, type SubmitEvent } from 'react';
import { completeLogin, loginBySms } from '../../lib/stores/auth';
import { requestSmsCode } from '../../lib/account/sms';
import type { AccountFeatures } from '../../lib/account/features';
import { validateMobile, validateSmsLogin, type FieldErrors, type SmsLoginField } from '../../lib/validation/login';
import { VERIFICATION_CODE_MAX } from '../../contract/validation/rules';
import { Field, focusFirstError } from '../shared/Field';
import { MobileField } from '../shared/MobileField';
import { SmsCodeButton } from '../shared/SmsCodeButton';
import { fieldErrorText, loginFailure, type LoginStrings } from './strings';
import type { LoginDone } from './login-done';
import form from '../shared/form.module.css';
import { blockedHelpUrl } from './blocked-help';

/** A time-out's refusal with its help link: rare, so its code (and the locale paths) load when shown. */
const BlockedMessage = lazy(() => import('./BlockedMessage'));

interface Props {
  strings: LoginStrings;
  features: AccountFeatures;
  idPrefix: string;
  loginFrom?: 'member' | 'agent';
  onDone: LoginDone;
}

/**
 * Login with a code sent by SMS (MOBILEVERCODELOGIN3, docs/product.md §4, §5): no captcha, no bot check,
 * and never a forced password change afterwards.
 */
export function SmsLoginForm({ strings, features, idPrefix, loginFrom = 'member', onDone }: Props) {
  const [errors, setErrors] = useState<FieldErrors<SmsLoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // A time-out or self-exclusion (PLAY_BLOCKED), as in UsernameLoginForm: the next submit (with a
  // new code, the platform spent this one) may ask for the restricted session.
  const [blocked, setBlocked] = useState(false);
  // A PLAY_BLOCKED answer's help page: the message shows it as a link.
  const [helpUrl, setHelpUrl] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const inFlight = useRef(false);

  const read = (element: HTMLFormElement) => {
    const data = new FormData(element);
    return {
      mobileNum: String(data.get('mobileNum') ?? ''),
      countryDialingCode: String(data.get('countryDialingCode') ?? ''),
      verificationCode: String(data.get('verificationCode') ?? ''),
    };
  };

  /** docs/product.md §5: the SMS request checks the mobile number only. */
  function sendCode() {
    const element = formRef.current;
    if (!element) return null;
    const values = read(element);
    const checked = validateMobile(values.mobileNum, values.countryDialingCode);
    if ('error' in checked) {
      setErrors({ mobileNum: checked.error });
      focusFirstError(element, ['mobileNum']);
      return null;
    }
    setErrors({});
    return requestSmsCode('login', values.countryDialingCode, checked.mobile);
  }

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const element = event.currentTarget;
    const values = read(element);
    const { errors: fieldErrors, mobile } = validateSmsLogin(values);
    setErrors(fieldErrors);
    setFormError(null);
    setHelpUrl(null);
    if (!mobile || Object.keys(fieldErrors).length > 0) {
      focusFirstError(element, Object.keys(fieldErrors));
      return;
    }
    inFlight.current = true;
    setPending(true);
    const restricted = blocked && new FormData(element).get('restricted') === 'on';
    const outcome = await loginBySms({ ...values, mobileNum: mobile, loginFrom, restricted });
    if (outcome.ok) {
      onDone(await completeLogin(outcome.value, { method: 'sms', features, welcome: loginFrom === 'member', restricted }));
    } else {
      const { field, message } = loginFailure<SmsLoginField>(strings, outcome.error, ['mobileNum', 'verificationCode']);
      if (outcome.error.details.errorCode === 'PLAY_BLOCKED') setBlocked(true);
      setHelpUrl(outcome.error.details.errorCode === 'PLAY_BLOCKED' && !field ? blockedHelpUrl(outcome.error.details.value) : null);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
    }
    inFlight.current = false;
    setPending(false);
  }

  const fieldError = (field: SmsLoginField) => fieldErrorText(strings, errors[field]);

  return (
    <form ref={formRef} className={form.form} onSubmit={submit} noValidate aria-label={strings.bySms}>
      <MobileField id={`${idPrefix}-mobile`} strings={strings} error={fieldError('mobileNum')} aside={<SmsCodeButton strings={strings} send={sendCode} />} />
      <Field
        id={`${idPrefix}-code`}
        name="verificationCode"
        label={strings.verificationCode}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX}
        error={fieldError('verificationCode')}
      />
      {blocked && (
        <label className={form.check}>
          <input type="checkbox" name="restricted" defaultChecked aria-describedby={`${idPrefix}-restricted-hint`} />
          {strings.blockedRestricted}
        </label>
      )}
      {blocked && <p id={`${idPrefix}-restricted-hint`}>{strings.blockedHint}</p>}
      <button type="submit" className={form.primary} disabled={pending} aria-busy={pending}>
        {pending ? strings.submitting : strings.submit}
      </button>
      <p className={form.formError} role="alert">
        {formError && helpUrl ? (
          <Suspense fallback={formError}>
            <BlockedMessage message={formError} helpUrl={helpUrl} helpLabel={strings.blockedHelp} />
          </Suspense>
        ) : (
          formError
        )}
      </p>
    </form>
  );
}
