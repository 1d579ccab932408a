import { Suspense, lazy, useCallback, useEffect, useRef, useState, type SubmitEvent } from 'react';
import { completeLogin, loginByUsername } from '../../lib/stores/auth';
import { rememberUsername, rememberedUsername } from '../../lib/account/remember';
import type { AccountFeatures } from '../../lib/account/features';
import { validateUsernameLogin, type FieldErrors, type LoginField } from '../../lib/validation/login';
import { Captcha } from '../shared/Captcha';
import { BotCheckError, PLATFORM_BOT_CHECK, createBotCheck } from '../../lib/bot-check';
import { Field, focusFirstError } from '../shared/Field';
import { fieldErrorText, loginFailure, type LoginStrings } from './strings';
import type { LoginDone } from './login-done';
import form from '../shared/form.module.css';
import { blockedHelpUrl } from './blocked-help';

/** A time-out's refusal with its help link: rare, so its code (and the locale paths) load when shown. */
const BlockedMessage = lazy(() => import('./BlockedMessage'));

interface Props {
  strings: LoginStrings;
  features: AccountFeatures;
  /** Unique per page: the header, a page and a modal may each show this form. */
  idPrefix: string;
  loginFrom?: 'member' | 'agent';
  /** The header's one-row variant. */
  className?: string | undefined;
  fieldClassName?: string | undefined;
  onDone: LoginDone;
}

/**
 * Login by username and password (docs/product.md §4, §5). Inputs are uncontrolled so that what a player
 * types before hydration survives it. A submit before the island runs is held and sent once it
 * has (src/lib/hydration/interaction-directive.ts), and the form posts, so even without any
 * script it can never put the password in a URL. The captcha
 * is always shown (docs/product.md §4 "shown by default") and is reloaded after any failure.
 */
export function UsernameLoginForm({ strings, features, idPrefix, loginFrom = 'member', className, fieldClassName, onDone }: Props) {
  const botCheck = features.botCheck ?? PLATFORM_BOT_CHECK;
  const captchaShown = botCheck.kind === 'platform';
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors<LoginField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  // A time-out or self-exclusion (PLAY_BLOCKED): the next submit may ask for the restricted session.
  const [blocked, setBlocked] = useState(false);
  // A PLAY_BLOCKED answer's help page: the message shows it as a link.
  const [helpUrl, setHelpUrl] = useState<string | null>(null);
  const [captchaReload, setCaptchaReload] = useState(0);
  const captchaUuid = useRef<string | undefined>(undefined);
  const inFlight = useRef(false);
  const onUuid = useCallback((uuid: string) => {
    captchaUuid.current = uuid;
  }, []);

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Touched before it hydrated (the header's form hydrates on the first interaction,
    // docs/decisions/0041): the focus that showed interest came before React listened, so the
    // captcha is issued now rather than at the next focus.
    const element = formRef.current;
    // Text typed into a field (a checkbox's value is "on" whatever its state, so only text fields count).
    const typed = [...(element?.querySelectorAll('input[type="text"], input[type="password"]') ?? [])].some(
      (input) => input instanceof HTMLInputElement && input.value !== input.defaultValue,
    );
    const touched = Boolean(element?.contains(document.activeElement)) || typed;
    if (touched) setCaptchaReload((n) => (n === 0 ? 1 : n));
    // The remembered username goes into the field only if nothing was typed there: the form may
    // hydrate on the focus that starts the typing (docs/decisions/0066-react-runtime.md), and the
    // element is kept, so the caret stays where the player is.
    const remembered = rememberedUsername();
    const username = element?.elements.namedItem('username');
    const remember = element?.elements.namedItem('remember');
    if (remembered && username instanceof HTMLInputElement && username.value === '') {
      username.value = remembered;
      if (remember instanceof HTMLInputElement) remember.checked = true;
    }
  }, []);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return; // a double click sends one request
    const element = event.currentTarget;
    const data = new FormData(element);
    const values = {
      username: String(data.get('username') ?? ''),
      password: String(data.get('password') ?? ''),
      captcha: String(data.get('captcha') ?? ''),
    };
    const fieldErrors = validateUsernameLogin(values, captchaShown);
    setErrors(fieldErrors);
    setFormError(null);
    setHelpUrl(null);
    if (Object.keys(fieldErrors).length > 0) {
      focusFirstError(element, Object.keys(fieldErrors));
      return;
    }
    inFlight.current = true;
    setPending(true);
    // docs/product.md §4: the bot check runs for username logins only. The platform's own check is the
    // captcha already on the form; Geetest, when configured, shows its challenge now.
    let geetest: Record<string, string> | undefined;
    try {
      geetest = (await createBotCheck(botCheck, { language: document.documentElement.lang }).verify()).geetest;
    } catch (error) {
      if (!(error instanceof BotCheckError && error.reason === 'cancelled')) setFormError(strings.networkError);
      inFlight.current = false;
      setPending(false);
      return;
    }
    const restricted = blocked && data.get('restricted') === 'on';
    const outcome = await loginByUsername({ ...values, captchaUuid: captchaUuid.current, geetest, loginFrom, restricted });
    if (outcome.ok) {
      rememberUsername(data.get('remember') ? values.username.trim() : null);
      const step = await completeLogin(outcome.value, {
        method: 'username',
        password: values.password,
        features,
        welcome: loginFrom === 'member',
        username: values.username.trim(),
        restricted,
      });
      onDone(step);
    } else {
      const { field, message } = loginFailure<LoginField>(strings, outcome.error, ['username', 'password', 'captcha']);
      if (outcome.error.details.errorCode === 'PLAY_BLOCKED') setBlocked(true);
      setHelpUrl(outcome.error.details.errorCode === 'PLAY_BLOCKED' && !field ? blockedHelpUrl(outcome.error.details.value) : null);
      if (field) setErrors({ [field]: message });
      else setFormError(message);
      // Any failure spends the captcha (and may be the one that makes it due): show a fresh one.
      setCaptchaReload((n) => n + 1);
      const captchaInput = element.querySelector<HTMLInputElement>('[name="captcha"]');
      if (captchaInput) captchaInput.value = '';
    }
    inFlight.current = false;
    setPending(false);
  }

  const fieldError = (field: LoginField) => fieldErrorText(strings, errors[field]);

  return (
    <form
      ref={formRef}
      className={className ?? form.form}
      method="post"
      onSubmit={submit}
      noValidate
      aria-label={strings.loginTitle}
      // The first sign of interest issues the captcha (see Captcha's reloadSignal).
      onFocus={() => setCaptchaReload((n) => (n === 0 ? 1 : n))}
      onPointerEnter={() => setCaptchaReload((n) => (n === 0 ? 1 : n))}
    >
      <Field
        id={`${idPrefix}-username`}
        name="username"
        label={strings.username}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={fieldError('username')}
        className={fieldClassName}
      />
      <Field
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        label={strings.password}
        autoComplete="current-password"
        error={fieldError('password')}
        className={fieldClassName}
      />
      {captchaShown && (
        <Captcha
          id={`${idPrefix}-captcha`}
          className={fieldClassName}
          strings={strings}
          error={fieldError('captcha')}
          reloadSignal={captchaReload}
          onUuid={onUuid}
        />
      )}
      <label className={form.check}>
        <input type="checkbox" name="remember" />
        {strings.rememberMe}
      </label>
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
