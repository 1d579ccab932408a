import { useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { completeLogin, loginByUsername } from '../../lib/stores/auth';
import type { AccountFeatures } from '../../lib/account/features';
import { validateUsernameLogin, type FieldErrors, type LoginField } from '../../lib/validation/login';
import { Captcha } from '../shared/Captcha';
import { keyToString, type AccountBarStrings } from './strings';
import styles from './AccountBar.module.css';

interface Props {
  strings: AccountBarStrings;
  features: AccountFeatures;
}

/**
 * The guest login form in the header (SPEC §2, §4, §5). Inputs are uncontrolled so that
 * what a player types before hydration survives it; the submit button is enabled only once
 * the island runs, so the form can never fall back to a native submit with the password in
 * a URL.
 */
export function LoginForm({ strings, features }: Props) {
  const [hydrated, setHydrated] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [captchaReload, setCaptchaReload] = useState(0);
  const captchaUuid = useRef<string | undefined>(undefined);
  const onUuid = useCallback((uuid: string) => {
    captchaUuid.current = uuid;
  }, []);

  useEffect(() => setHydrated(true), []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return; // a double click sends one request
    const form = event.currentTarget;
    const data = new FormData(form);
    const values = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
      captcha: String(data.get('captcha') ?? ''),
    };
    const fieldErrors = validateUsernameLogin(values, true);
    setErrors(fieldErrors);
    setFormError(null);
    if (Object.keys(fieldErrors).length > 0) {
      form.querySelector<HTMLInputElement>(`[name="${Object.keys(fieldErrors)[0]}"]`)?.focus();
      return;
    }
    setPending(true);
    const outcome = await loginByUsername({ ...values, captchaUuid: captchaUuid.current });
    if (outcome.ok) {
      await completeLogin(outcome.value, { method: 'username', password: values.password, features });
      setPending(false);
      return;
    }
    setPending(false);
    {
      setFormError(outcome.error.isTransport ? strings.networkError : outcome.error.message);
      // Any failure spends the captcha: show a fresh one.
      setCaptchaReload((n) => n + 1);
      const captchaInput = form.querySelector<HTMLInputElement>('[name="captcha"]');
      if (captchaInput) captchaInput.value = '';
    }
  }

  const fieldError = (field: LoginField) => (errors[field] ? keyToString(strings, errors[field]) : undefined);

  return (
    <form
      className={styles.loginForm}
      onSubmit={submit}
      noValidate
      aria-label={strings.loginTitle}
      // The first sign of interest issues the captcha (see Captcha's reloadSignal).
      onFocus={() => setCaptchaReload((n) => (n === 0 ? 1 : n))}
      onPointerEnter={() => setCaptchaReload((n) => (n === 0 ? 1 : n))}
    >
      <Field id="login-username" name="username" label={strings.username} autoComplete="username" error={fieldError('username')} />
      <Field
        id="login-password"
        name="password"
        type="password"
        label={strings.password}
        autoComplete="current-password"
        error={fieldError('password')}
      />
      <Captcha
        id="header-captcha"
        className={styles.headerField}
        strings={strings}
        error={fieldError('captcha')}
        reloadSignal={captchaReload}
        onUuid={onUuid}
      />
      <button type="submit" className={styles.primary} disabled={!hydrated || pending} aria-busy={pending}>
        {pending ? strings.submitting : strings.submit}
      </button>
      <p className={styles.formError} role="alert">
        {formError}
      </p>
    </form>
  );
}

interface FieldProps {
  id: string;
  name: LoginField;
  label: string;
  type?: string;
  autoComplete: string;
  error?: string | undefined;
}

function Field({ id, name, label, type = 'text', autoComplete, error }: FieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
