import { browserClient } from '../platform/browser-client';
import { changePassword } from '../../contract/calls/member';
import { attempt, loginByUsername, type Outcome, type UsernameLogin } from '../stores/auth';
import type { PlatformError } from '../../contract/envelope';
import { loadMember } from '../stores/member';
import { refreshBalance } from '../stores/wallet';

export interface PasswordChange {
  username: string;
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** What a successful change led to: logged in again, or a re-login the player must finish. */
export type ChangeResult = { kind: 'done' } | { kind: 'loginAgain'; refusal: PlatformError };

/**
 * docs/product.md §4: after a password change succeeds the player must log in again at once with the new
 * password (the platform ends every session of the account), then login info is reloaded.
 * Returns the change's refusal if it failed. A refused re-login (most often the platform asking
 * for a captcha, docs/platform-api.md "Login") is returned with its refusal, so the form can ask
 * for what is needed instead of leaving the player logged out without a word.
 */
export async function changePasswordAndLogInAgain(change: PasswordChange): Promise<Outcome<ChangeResult>> {
  const changed = await attempt(() =>
    browserClient.call(changePassword, {
      oldPassword: change.oldPassword,
      newPassword: change.newPassword,
      confirmNewPassword: change.confirmNewPassword,
    }),
  );
  if (!changed.ok) return changed;
  const again = await logInAgain({ username: change.username, password: change.newPassword });
  return { ok: true, value: again.ok ? { kind: 'done' } : { kind: 'loginAgain', refusal: again.error } };
}

/** The re-login after a change, with the captcha or bot check when the platform asked for one. */
export async function logInAgain(login: UsernameLogin): Promise<Outcome<null>> {
  const again = await loginByUsername(login);
  if (!again.ok) return again;
  await loadMember().catch(() => undefined);
  void refreshBalance();
  return { ok: true, value: null };
}
