import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { refusedField, sendPasswordByEmail } from '../../lib/account/forgot/actions';
import { validateEmailReset, type EmailResetField } from '../../lib/account/forgot/validate';
import { openServicePopup } from '../../lib/platform/service-popup';
import { Field } from '../shared/Field';
import type { ForgotStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './ForgotPassword.module.css';

interface Props {
  id: string;
  strings: ForgotStrings;
  loginHref: string;
  customerServiceUrl: string | null;
  /** Given by the popup: called with the success message instead of showing it in place. */
  onDone?: ((message: string) => void) | undefined;
}

const FIELDS: readonly EmailResetField[] = ['username', 'email'];

/**
 * The e-mail method (docs/product.md §4 "By email"): validate the pair, show the loader, ask the
 * platform to e-mail a new password, then say 'The password has been sent. Please check it
 * out.' The popup closes with that message (`onDone`); the /forget page shows it in place of
 * the form, with a link to log in.
 *
 * docs/product.md §2 also says "the email-method submit button opens live chat instead of submitting",
 * which contradicts its own §4 flow (and the platform's e-mail reset, which works). We keep
 * both: the submit sends the reset, and a second button opens live chat (the customer-service
 * link, in the 440 × 500 pop-up of docs/product.md §4), for players who no longer have that mailbox.
 * It is a real link, so when the browser blocks the pop-up the chat opens in a new tab, and
 * nothing else is shown (docs/product.md §8 "Customer-service failure: pop-up closed silently").
 */
export function EmailResetForm({ id, strings, loginHref, customerServiceUrl, onDone }: Props) {
  const [pending, setPending] = useState(false);
  const [invalid, setInvalid] = useState<EmailResetField[]>([]);
  const [fieldError, setFieldError] = useState<{ field: EmailResetField; message: string } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const busy = useRef(false);
  const done = useRef<HTMLDivElement>(null);
  const groupErrorId = `${id}-group-error`;

  useEffect(() => {
    if (sent) done.current?.focus();
  }, [sent]);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return; // a double click sends one request
    const element = event.currentTarget;
    const data = new FormData(element);
    const check = validateEmailReset({ username: String(data.get('username') ?? ''), email: String(data.get('email') ?? '') });
    setInvalid(check.empty);
    setFieldError(null);
    setFormError(null);
    if (check.group) {
      element.querySelector<HTMLInputElement>(`[name="${check.empty[0]}"]`)?.focus();
      return;
    }
    busy.current = true;
    setPending(true);
    const outcome = await sendPasswordByEmail(check.values);
    busy.current = false;
    setPending(false);
    if (outcome.ok) {
      if (onDone) onDone(strings.emailSent);
      else setSent(true);
      return;
    }
    const { error } = outcome;
    const field = error.isTransport ? null : refusedField(error, FIELDS);
    if (field) {
      setFieldError({ field, message: error.message });
      element.querySelector<HTMLInputElement>(`[name="${field}"]`)?.focus();
    } else {
      // 'Username/Email does not exist' comes already in the page's language.
      setFormError(error.isTransport ? strings.networkError : error.message);
    }
  }

  if (sent) {
    return (
      <div ref={done} className={styles.done} role="status" tabIndex={-1} data-testid="forgot-email-sent">
        <p>{strings.emailSent}</p>
        <a className={`${form.primary} ${styles.buttonLink}`} href={loginHref}>
          {strings.goToLogin}
        </a>
      </div>
    );
  }

  const groupShown = invalid.length > 0;
  const inputProps = (field: EmailResetField) => {
    const own = fieldError?.field === field ? fieldError.message : undefined;
    const inGroup = groupShown && invalid.includes(field);
    return {
      error: own,
      ...(inGroup ? { 'aria-invalid': true, 'aria-describedby': groupErrorId } : {}),
    };
  };

  return (
    <form className={form.form} method="post" onSubmit={submit} noValidate>
      <p className={styles.intro}>{strings.emailIntro}</p>
      <Field id={`${id}-username`} name="username" label={strings.username} autoComplete="username" autoCapitalize="none" {...inputProps('username')} />
      <Field id={`${id}-email`} name="email" type="email" label={strings.email} autoComplete="email" {...inputProps('email')} />
      {groupShown && (
        <p id={groupErrorId} className={form.error}>
          {strings.groupRequired}
        </p>
      )}
      <div className={styles.actions}>
        <button type="submit" className={form.primary} disabled={pending} aria-busy={pending}>
          {pending ? strings.sendingEmail : strings.sendEmail}
        </button>
        {customerServiceUrl && (
          <a
            className={`${form.secondary} ${styles.buttonLink}`}
            href={customerServiceUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              if (openServicePopup(customerServiceUrl)) event.preventDefault();
            }}
          >
            {strings.liveChat}
            <span className="visually-hidden"> {strings.newWindow}</span>
          </a>
        )}
      </div>
      <p className={form.formError} role="alert">
        {formError}
      </p>
    </form>
  );
}
