import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { clockText } from '../../lib/time/moment';
import {
  PAYMENT_PASSWORD_PATTERN,
  paymentPasswordSms,
  paymentPasswordState,
  setPaymentPassword,
  type PaymentPasswordState,
} from '../../contract/calls/withdrawal';
import { browserClient } from '../../lib/platform/browser-client';
import { refusalOf } from '../../lib/withdraw/money-action';
import { Field, focusFirstError } from '../shared/Field';
import { fill } from '../shared/strings';
import form from '../shared/form.module.css';
import type { PaymentPasswordStrings } from './strings';

export interface PaymentPasswordProps {
  strings: PaymentPasswordStrings;
  /** The state read on the server, when the page has it (else the island asks). */
  initial?: PaymentPasswordState | null;
  /** The page's BCP-47 tag, for the lock time. */
  localeTag: string;
  /** Told whenever the state is read again (the withdrawal form enables itself once a password is set). */
  onState?: (state: PaymentPasswordState) => void;
}

type Errors = Partial<Record<'loginPassword' | 'oldPaymentPassword' | 'verificationCode' | 'newPaymentPassword' | 'confirmPaymentPassword' | 'form', string>>;

/**
 * Set or change the payment password (issue 13 item 1; docs/platform-api.md "Withdrawals
 * (reference platform)"): the first time with the login password, later with the old one or an
 * SMS code. Self-contained, so the withdrawal page and My account can both place it. The
 * passwords travel encrypted (the call is `encrypted`) and are never kept after the answer.
 */
export default function PaymentPassword({ strings, initial = null, localeTag, onState }: PaymentPasswordProps) {
  const id = useId();
  const [state, setState] = useState<PaymentPasswordState | null>(initial);
  const [open, setOpen] = useState(false);
  const [bySms, setBySms] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const openButton = useRef<HTMLButtonElement>(null);

  const reload = async () => {
    try {
      const next = await browserClient.call(paymentPasswordState);
      setState(next);
      onState?.(next);
    } catch {
      setErrors({ form: strings.networkError });
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: later reads follow the player's actions
  useEffect(() => {
    if (initial) onState?.(initial);
    else void reload();
  }, []);

  // Each action's outcome replaces the last one's: a refusal never stands beside an older success.
  const sendCode = async () => {
    setErrors({});
    setNotice('');
    try {
      const { expiredMinutes } = await browserClient.call(paymentPasswordSms, {});
      setNotice(fill(strings.codeSent, { minutes: expiredMinutes }));
    } catch (error) {
      const refused = refusalOf(error);
      setErrors({ verificationCode: refused?.message ?? strings.networkError });
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const value = (name: string) => String(data.get(name) ?? '');
    const found: Errors = {};
    const proof = !state?.isSet ? 'loginPassword' : bySms ? 'verificationCode' : 'oldPaymentPassword';
    if (!value(proof)) found[proof] = strings.required;
    if (!PAYMENT_PASSWORD_PATTERN.test(value('newPaymentPassword'))) found.newPaymentPassword = strings.ruleError;
    else if (value('confirmPaymentPassword') !== value('newPaymentPassword')) found.confirmPaymentPassword = strings.mismatch;
    setErrors(found);
    setNotice('');
    if (Object.keys(found).length > 0) {
      focusFirstError(event.currentTarget, Object.keys(found));
      return;
    }
    setBusy(true);
    const formElement = event.currentTarget;
    try {
      await browserClient.call(setPaymentPassword, {
        [proof]: value(proof),
        newPaymentPassword: value('newPaymentPassword'),
        confirmPaymentPassword: value('confirmPaymentPassword'),
      });
      formElement.reset();
      setOpen(false);
      setNotice(strings.saved);
      await reload();
      noticeRef.current?.focus();
    } catch (error) {
      const refused = refusalOf(error);
      const field =
        refused?.field && refused.field in { loginPassword: 1, oldPaymentPassword: 1, verificationCode: 1, newPaymentPassword: 1, confirmPaymentPassword: 1 }
          ? refused.field
          : 'form';
      setErrors({ [field]: refused?.message ?? strings.networkError });
      focusFirstError(formElement, field === 'form' ? [] : [field]);
    } finally {
      setBusy(false);
    }
  };

  const lockedTime = state?.lockedUntil ? clockText(state.lockedUntil, localeTag, { labelled: true }) : null;
  const pinInput = { type: 'password', inputMode: 'numeric' as const, maxLength: 6, autoComplete: 'new-password' };
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="payment-password">
      <h2 id={`${id}-heading`}>{strings.heading}</h2>
      <p>{strings.intro}</p>
      {state && <p data-testid="payment-password-state">{state.isSet ? strings.isSet : strings.notSet}</p>}
      {lockedTime && <p role="alert">{fill(strings.locked, { time: lockedTime })}</p>}
      <p ref={noticeRef} tabIndex={-1} role="status" className={form.hint}>
        {notice}
      </p>
      {!open && state && (
        <button
          ref={openButton}
          type="button"
          className={form.secondary}
          onClick={() => {
            setOpen(true);
            setNotice('');
          }}
        >
          {state.isSet ? strings.change : strings.set}
        </button>
      )}
      {open && state && (
        <form className={form.form} onSubmit={submit} noValidate aria-label={state.isSet ? strings.change : strings.set}>
          {!state.isSet && (
            <Field
              id={`${id}-login`}
              name="loginPassword"
              type="password"
              autoComplete="current-password"
              label={strings.loginPassword}
              error={errors.loginPassword}
            />
          )}
          {state.isSet && !bySms && (
            <Field id={`${id}-old`} name="oldPaymentPassword" label={strings.oldPassword} error={errors.oldPaymentPassword} {...pinInput} autoComplete="off" />
          )}
          {state.isSet && bySms && (
            <Field
              id={`${id}-sms`}
              name="verificationCode"
              label={strings.smsCode}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={errors.verificationCode}
              aside={
                <button type="button" className={form.secondary} onClick={sendCode}>
                  {strings.sendCode}
                </button>
              }
            />
          )}
          {state.isSet && state.canUseSms && (
            <button
              type="button"
              className={form.link}
              onClick={() => {
                setBySms(!bySms);
                setErrors({});
              }}
            >
              {bySms ? strings.useOld : strings.useSms}
            </button>
          )}
          <Field id={`${id}-new`} name="newPaymentPassword" label={strings.newPassword} hint={strings.rule} error={errors.newPaymentPassword} {...pinInput} />
          <Field id={`${id}-confirm`} name="confirmPaymentPassword" label={strings.confirmPassword} error={errors.confirmPaymentPassword} {...pinInput} />
          <p className={form.formError} role="alert">
            {errors.form ?? ''}
          </p>
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={busy}>
              {busy ? strings.saving : strings.save}
            </button>
            <button
              type="button"
              className={form.secondary}
              onClick={() => {
                setOpen(false);
                setErrors({});
                requestAnimationFrame(() => openButton.current?.focus());
              }}
            >
              {strings.cancel}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
