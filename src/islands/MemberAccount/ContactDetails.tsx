import { useRef, useState, type SubmitEvent } from 'react';
import type { CentreOverview, ContactChannel } from '../../contract/calls/centre';
import { confirmCode, sendCode, type FormOutcome } from '../../lib/member/account';
import { Field } from '../shared/Field';
import { fill } from '../shared/strings';
import form from '../shared/form.module.css';
import styles from './MemberAccount.module.css';
import type { ContactStrings } from './strings';

type Contact = Pick<CentreOverview, 'email' | 'emailVerified' | 'mobile' | 'mobileVerified'>;

interface Props {
  strings: ContactStrings;
  /** What the server read for the page's first content. */
  initial: Contact;
  /** Where to go when the session has ended. */
  loginHref: string;
}

const display = (contact: Contact, channel: ContactChannel): string | null =>
  channel === 'email' ? contact.email : contact.mobile ? `+${contact.mobile.countryDialingCode} ${contact.mobile.mobileNum}` : null;

/**
 * The contact details of "My account" (docs/product.md "Member centre"): the e-mail address
 * and the mobile number with their verification state, and a way to verify each, or to give a
 * new one, by a code sent to it. Server-rendered with the page's data; the forms need the island.
 */
export default function ContactDetails({ strings, initial, loginHref }: Props) {
  const [contact, setContact] = useState(initial);
  return (
    <dl className={styles.contacts}>
      {(['email', 'mobile'] as const).map((channel) => (
        <ContactRow
          key={channel}
          channel={channel}
          strings={strings}
          value={display(contact, channel)}
          verified={channel === 'email' ? contact.emailVerified : contact.mobileVerified}
          loginHref={loginHref}
          onVerified={(address) =>
            setContact((before) =>
              channel === 'email'
                ? { ...before, email: address ?? before.email, emailVerified: true }
                : { ...before, mobile: address ? splitMobile(address) : before.mobile, mobileVerified: true },
            )
          }
        />
      ))}
    </dl>
  );
}

/** A new number as the player typed it, shown like the stored ones (the market's dialing code). */
const splitMobile = (typed: string) => ({ countryDialingCode: '63', mobileNum: typed.replace(/\D/g, '').replace(/^(?:63|0)/, '') });

type Step = { kind: 'idle' } | { kind: 'address' } | { kind: 'code'; address: string | null; sentTo: string; minutes: number };

interface RowProps {
  channel: ContactChannel;
  strings: ContactStrings;
  value: string | null;
  verified: boolean;
  loginHref: string;
  onVerified: (newAddress: string | null) => void;
}

function ContactRow({ channel, strings, value, verified, loginHref, onVerified }: RowProps) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const status = useRef<HTMLParagraphElement>(null);
  const email = channel === 'email';
  const addressField = email ? 'email' : 'mobileNum';
  const id = `contact-${channel}`;

  /** Runs one call at a time (a double click sends once) and reads its refusal into the form. */
  async function run<T>(call: () => Promise<FormOutcome<T>>, onDone: (value: T) => void) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setErrors({});
    setFormError(null);
    // What this call comes to replaces the last success: a refusal never stands beside it.
    setDone(null);
    const outcome = await call();
    inFlight.current = false;
    setPending(false);
    if (outcome.kind === 'unauthorized') window.location.assign(loginHref);
    else if (outcome.kind === 'field') setErrors({ [outcome.field]: outcome.message });
    else if (outcome.kind === 'form') setFormError(outcome.transport ? strings.networkError : outcome.message);
    else onDone(outcome.value);
  }

  const send = (address: string | null) =>
    run(
      () => sendCode(channel, address === null ? {} : email ? { email: address } : { mobileNum: address }),
      ({ expiredMinutes }) => setStep({ kind: 'code', address, sentTo: address ?? value ?? '', minutes: expiredMinutes }),
    );

  function submitAddress(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get(addressField) ?? '').trim();
    void send(address);
  }

  function submitCode(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (step.kind !== 'code') return;
    const code = String(new FormData(event.currentTarget).get('verificationCode') ?? '').trim();
    void run(
      () => confirmCode(channel, code),
      () => {
        setStep({ kind: 'idle' });
        setDone(email ? strings.emailDone : strings.mobileDone);
        onVerified(step.address);
        // The form that had focus is gone: the message that replaces it takes it.
        requestAnimationFrame(() => status.current?.focus());
      },
    );
  }

  const cancel = () => {
    setStep({ kind: 'idle' });
    setErrors({});
    setFormError(null);
  };

  return (
    <div className={styles.contact} data-testid={`contact-${channel}`}>
      <dt>{email ? strings.email : strings.mobile}</dt>
      <dd>
        <span className={styles.contactValue}>{value ?? strings.none}</span>{' '}
        {value && <span className={verified ? styles.badgeOk : styles.badge}>{verified ? strings.verified : strings.notVerified}</span>}
        <p ref={status} role="status" tabIndex={-1} className={styles.done}>
          {done}
        </p>
        {step.kind === 'idle' && (
          <div className={styles.buttons}>
            {value && !verified && (
              <button type="button" className={form.primary} disabled={pending} onClick={() => void send(null)}>
                {pending ? strings.sending : email ? strings.verifyEmail : strings.verifyMobile}
              </button>
            )}
            <button type="button" className={form.secondary} disabled={pending} onClick={() => setStep({ kind: 'address' })}>
              {email ? strings.changeEmail : strings.changeMobile}
            </button>
          </div>
        )}
        {step.kind === 'address' && (
          <form className={form.form} onSubmit={submitAddress} noValidate>
            <Field
              id={`${id}-address`}
              name={addressField}
              type={email ? 'email' : 'tel'}
              autoComplete={email ? 'email' : 'tel-national'}
              label={email ? strings.newEmail : strings.newMobile}
              error={errors[addressField]}
              autoFocus
            />
            <div className={form.actions}>
              <button type="button" className={form.secondary} onClick={cancel}>
                {strings.cancel}
              </button>
              <button type="submit" className={form.primary} disabled={pending}>
                {pending ? strings.sending : strings.sendCode}
              </button>
            </div>
          </form>
        )}
        {step.kind === 'code' && (
          <form className={form.form} onSubmit={submitCode} noValidate>
            <p>{fill(strings.codeSent, { address: step.sentTo, minutes: step.minutes })}</p>
            <Field
              id={`${id}-code`}
              name="verificationCode"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              label={strings.code}
              error={errors['verificationCode']}
              autoFocus
            />
            <div className={form.actions}>
              <button type="button" className={form.secondary} onClick={cancel}>
                {strings.cancel}
              </button>
              <button type="submit" className={form.primary} disabled={pending}>
                {pending ? strings.confirming : strings.confirm}
              </button>
            </div>
          </form>
        )}
        {formError && (
          <p className={form.formError} role="alert">
            {formError}
          </p>
        )}
        {step.kind === 'idle' && errors[addressField] && (
          <p className={form.error} role="alert">
            {errors[addressField]}
          </p>
        )}
      </dd>
    </div>
  );
}
