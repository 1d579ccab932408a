import { useStore } from '@nanostores/react';
import { useRef, useState, type SubmitEvent } from 'react';
import { changePasswordAndLogInAgain } from '../../lib/account/change-password';
import { refusedField } from '../../lib/account/errors';
import { $session } from '../../lib/stores/session';
import { $member } from '../../lib/stores/member';
import { validateChangePassword, type ChangePasswordField, type FieldErrors } from '../../lib/validation/login';
import { PASSWORD_MAX } from '../../lib/validation/rules';
import { Field, focusFirstError } from '../shared/Field';
import { modalString, type AccountModalStrings } from './strings';
import form from '../shared/form.module.css';

interface Props {
  strings: AccountModalStrings;
  /** The password just used to log in, when the change was forced right after it. */
  cachedOldPassword?: string | undefined;
  forced: boolean;
  homeHref: string;
  loginHref: string;
}

const FIELDS: readonly ChangePasswordField[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];

/**
 * The change-password modal's form (SPEC §4, §5). On success the player is logged in again
 * with the new password and the site goes to /; a session that is gone goes to /login.
 */
export function ChangePasswordForm({ strings, cachedOldPassword, forced, homeHref, loginHref }: Props) {
  const session = useStore($session);
  const member = useStore($member);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
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
      focusFirstError(element, FIELDS.filter((field) => fieldErrors[field]));
      return;
    }
    inFlight.current = true;
    setPending(true);
    const outcome = await changePasswordAndLogInAgain({ username, ...values });
    if (outcome.ok) {
      window.location.assign(outcome.value === 'done' ? homeHref : loginHref);
      return; // stays busy while the page changes
    }
    if (outcome.error.kind === 'unauthorized') {
      window.location.assign(loginHref); // SPEC §6: without a session, to /login
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

  return (
    <form className={form.form} onSubmit={submit} noValidate aria-label={strings.changePasswordTitle}>
      {forced && <p>{strings.changePasswordForced}</p>}
      {/* The account's name lets password managers file the new password under it. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      {cachedOldPassword === undefined && (
        <Field id="change-old" name="oldPassword" type="password" label={strings.oldPassword} autoComplete="current-password" error={fieldError('oldPassword')} />
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
