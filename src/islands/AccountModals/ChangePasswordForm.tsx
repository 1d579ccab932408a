import { useSharedStore } from '../shared/use-shared-store';
import { useCallback, useRef, useState, type SubmitEvent } from 'react';
import { changePasswordAndLogInAgain, logInAgain } from '../../lib/account/change-password';
import type { AccountFeatures } from '../../lib/account/features';
import { BotCheckError, PLATFORM_BOT_CHECK, createBotCheck } from '../../lib/bot-check';
import type { PlatformError } from '../../contract/envelope';
import { refusedField } from '../../lib/account/errors';
import { $session } from '../../lib/stores/session';
import { $member } from '../../lib/stores/member';
import { validateChangePassword, type ChangePasswordField, type FieldErrors } from '../../lib/validation/login';
import { PASSWORD_MAX } from '../../contract/validation/rules';
import { Field, focusFirstError } from '../shared/Field';
import { Captcha } from '../shared/Captcha';
import { loginFailure, type LoginStrings } from '../Login/strings';
import { modalString, type AccountModalStrings } from './strings';
import form from '../shared/form.module.css';

interface Props {
  strings: AccountModalStrings;
  /** For the re-login step: captcha, submit and refusal texts. */
  loginStrings: LoginStrings;
  features: AccountFeatures;
  /** The password just used to log in, when the change was forced right after it. */
  cachedOldPassword?: string | undefined;
  forced: boolean;
  homeHref: string;
  loginHref: string;
}

const FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/**
 * The change-password modal's form (docs/product.md §4, §5). On success the player is logged in again
 * with the new password and the site goes to /; a session that is gone goes to /login. When the
 * platform refuses that re-login (a captcha is due), the modal says the password has changed and
 * asks for what is needed (LoginAgain), so the player is never logged out without a word.
 */
export function ChangePasswordForm({ strings, loginStrings, features, cachedOldPassword, forced, homeHref, loginHref }: Props) {
  const session = useSharedStore($session);
  const member = useSharedStore($member);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  // The new password, kept for the re-login step only while this modal is open.
  const [relogin, setRelogin] = useState<{ password: string; refusal: PlatformError } | null>(null);
  const username = member?.account ?? (session.status === 'member' ? session.username : '');

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = {
      oldPassword: cachedOldPassword ?? String(data.get('oldPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmNewPassword: String(data.get('confirmNewPassword') ?? ''),
    };
    const fieldErrors = validateChangePassword(values, cachedOldPassword !== undefined);
    setErrors(fieldErrors);
    setFormError(null);
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstError(
        element,
        FIELDS.filter((field) => fieldErrors[field]),
      );
      return;
    }
    inFlight.current = true;
    setPending(true);
    const outcome = await changePasswordAndLogInAgain({ username, ...values });
    if (outcome.ok) {
      if (outcome.value.kind === 'done') {
        window.location.assign(homeHref);
        return; // stays busy while the page changes
      }
      setRelogin({ password: values.newPassword, refusal: outcome.value.refusal });
      inFlight.current = false;
      setPending(false);
      return;
    }
    if (outcome.error.kind === 'unauthorized') {
      window.location.assign(loginHref); // docs/product.md §6: without a session, to /login
      return;
    }
    const field = refusedField(outcome.error) as ChangePasswordField | null;
    const message = outcome.error.isTransport ? strings.networkError : outcome.error.message;
    if (field && FIELDS.includes(field) && !(field === 'oldPassword' && cachedOldPassword !== undefined)) setErrors({ [field]: message });
    else setFormError(message);
    inFlight.current = false;
    setPending(false);
  }

  const fieldError = (field: ChangePasswordField) => {
    const error = errors[field];
    return error ? modalString(strings, error) : undefined;
  };

  if (relogin) {
    return (
      <LoginAgain
        strings={strings}
        loginStrings={loginStrings}
        features={features}
        username={username}
        password={relogin.password}
        refusal={relogin.refusal}
        onDone={() => window.location.assign(homeHref)}
      />
    );
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={strings.changePasswordTitle}>
      {forced && <p>{strings.changePasswordForced}</p>}
      {/* The account's name lets password managers file the new password under it. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {cachedOldPassword === undefined && (
        <Field
          id="change-old"
          name="oldPassword"
          type="password"
          label={strings.oldPassword}
          autoComplete="current-password"
          error={fieldError('oldPassword')}
        />
      )}
      <Field
        id="change-new"
        name="newPassword"
        type="password"
        label={strings.newPassword}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        hint={strings.passwordHint}
        error={fieldError('newPassword')}
        data-autofocus
      />
      <Field
        id="change-confirm"
        name="confirmNewPassword"
        type="password"
        label={strings.confirmNewPassword}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX}
        error={fieldError('confirmNewPassword')}
      />
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={pending} aria-busy={pending}>
          {pending ? strings.submitting : strings.changePasswordSubmit}
        </button>
      </div>
      <p className={form.formError} role="alert">
        {formError}
      </p>
    </form>
  );
}

interface LoginAgainProps {
  strings: AccountModalStrings;
  loginStrings: LoginStrings;
  features: AccountFeatures;
  username: string;
  password: string;
  /** Why the automatic re-login was refused: shown until the player tries again. */
  refusal: PlatformError;
  onDone: () => void;
}

/**
 * The password has changed but the automatic re-login was refused: says so, and logs in with the
 * new password once the player has answered the captcha (or the configured bot check).
 */
function LoginAgain({ strings, loginStrings, features, username, password, refusal, onDone }: LoginAgainProps) {
  const botCheck = features.botCheck ?? PLATFORM_BOT_CHECK;
  const captchaShown = botCheck.kind === 'platform';
  const [error, setError] = useState<string | null>(() => loginFailure(loginStrings, refusal, []).message);
  const [captchaError, setCaptchaError] = useState<string | undefined>(undefined);
  const [pending, setPending] = useState(false);
  // Issued at once: the player is here to answer it.
  const [captchaReload, setCaptchaReload] = useState(1);
  const captchaUuid = useRef<string | undefined>(undefined);
  const inFlight = useRef(false);
  const onUuid = useCallback((uuid: string) => {
    captchaUuid.current = uuid;
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const element = event.currentTarget;
    const captcha = String(new FormData(element).get('captcha') ?? '').trim();
    if (captchaShown && !captcha) {
      setCaptchaError(loginStrings.required);
      element.querySelector<HTMLInputElement>('[name="captcha"]')?.focus();
      return;
    }
    setCaptchaError(undefined);
    setError(null);
    inFlight.current = true;
    setPending(true);
    let geetest: Record<string, string> | undefined;
    try {
      geetest = (await createBotCheck(botCheck, { language: document.documentElement.lang }).verify()).geetest;
    } catch (failure) {
      if (!(failure instanceof BotCheckError && failure.reason === 'cancelled')) setError(loginStrings.networkError);
      inFlight.current = false;
      setPending(false);
      return;
    }
    const outcome = await logInAgain({ username, password, captcha: captcha || undefined, captchaUuid: captchaUuid.current, geetest });
    if (outcome.ok) {
      onDone();
      return; // stays busy while the page changes
    }
    setError(loginFailure(loginStrings, outcome.error, []).message);
    setCaptchaReload((n) => n + 1);
    const input = element.querySelector<HTMLInputElement>('[name="captcha"]');
    if (input) input.value = '';
    inFlight.current = false;
    setPending(false);
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={loginStrings.loginTitle}>
      <p role="status">{strings.loginAgain}</p>
      {captchaShown && <Captcha id="change-relogin-captcha" strings={loginStrings} error={captchaError} reloadSignal={captchaReload} onUuid={onUuid} />}
      <div className={form.actions}>
        <button type="submit" className={form.primary} disabled={pending} aria-busy={pending}>
          {pending ? loginStrings.submitting : loginStrings.submit}
        </button>
      </div>
      <p className={form.formError} role="alert">
        {error}
      </p>
    </form>
  );
}
