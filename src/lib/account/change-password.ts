import { browserClient } from '../platform/browser-client';
import { changePassword } from '../platform/calls/member';
import { attempt, loginByUsername, type Outcome } from '../stores/auth';
import { loadMember } from '../stores/member';
import { refreshBalance } from '../stores/wallet';

export interface PasswordChange {
  username: string;
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/**
 * SPEC §4: after a password change succeeds the player must log in again at once with the new
 * password (the platform ends every session of the account), then login info is reloaded.
 * Returns the change's refusal if it failed; a failed re-login is reported as 'relogin' so the
 * page can send the player to the login page with the new password in hand.
 */
export async function changePasswordAndLogInAgain(change: PasswordChange): Promise<Outcome<'done' | 'relogin'>> {
  const changed = await attempt(() =>
    browserClient.call(changePassword, {
      oldPassword: change.oldPassword,
      newPassword: change.newPassword,
      confirmNewPassword: change.confirmNewPassword,
    }),
  );
  if (!changed.ok) return changed;
  const again = await loginByUsername({ username: change.username, password: change.newPassword });
  if (!again.ok) return { ok: true, value: 'relogin' };
  await loadMember().catch(() => undefined);
  void refreshBalance();
  return { ok: true, value: 'done' };
}
