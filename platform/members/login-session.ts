import { refusal, success, type Outcome, type Services } from '../http/context';
import { applySessionLimit } from '../safety/store';
import { ErrorCodes } from '../../src/contract/refusals';
import type { Translate } from '../i18n';
import { createSession } from '../security/sessions';
import { afterLogin } from '../rewards/events';
import { readAccountRules } from '../settings/account-rules';
import { AGENT_ONLY_TYPES, AGENT_TYPES, isPasswordExpired, type MemberRow } from './members';

/**
 * Whether the account may log in from where it tries to: the agent page takes agent types
 * only (docs/product.md §6); the member site refuses agents proper when the merchant's
 * `accountRules.agentsMayLogInAsMembers` is false. Null when it may.
 */
export async function loginFromRefusal(
  services: Services,
  member: Pick<MemberRow, 'type'>,
  loginFrom: 'member' | 'agent',
  t: Translate,
): Promise<Outcome | null> {
  if (loginFrom === 'agent' && !AGENT_TYPES.includes(member.type)) return refusal(200, t('nonAgent'), ErrorCodes.notAgent);
  if (loginFrom === 'member' && AGENT_ONLY_TYPES.includes(member.type)) {
    const rules = readAccountRules(await services.settings.get());
    if (!rules.agentsMayLogInAsMembers) return refusal(200, t('nonMember'), ErrorCodes.notMember);
  }
  return null;
}

/**
 * Logs a member in: a new session, `last_login_at`, and the contract's session value
 * (`firstTimeLogin` until the site calls POST /wps/member/firstLogin, `passwordExpired` by the
 * operator's flag or the password's age). Every session-issuing call ends here.
 */
export async function openSession(
  services: Services,
  member: Pick<MemberRow, 'id' | 'first_login_at' | 'password_expired' | 'password_changed_at'>,
  { now, ip, device = '', expiredMinutes }: { now: number; ip: string; device?: string; expiredMinutes?: number },
): Promise<Outcome> {
  const { db, options, settings } = services;
  const rules = readAccountRules(await settings.get());
  const token = await createSession(db, member.id, { now, ttlMs: options.sessionTtlMs, ip, device });
  await db.query('UPDATE members SET last_login_at = $2 WHERE id = $1', [member.id, new Date(now)]);
  await applySessionLimit(db, member.id);
  // Login missions and what the VIP table owes the member (docs/decisions/0034, addendum).
  await afterLogin(db, member.id, now);
  return success({
    token,
    firstTimeLogin: member.first_login_at === null,
    passwordExpired: isPasswordExpired(member, rules.passwordMaxAgeDays, now),
    ...(expiredMinutes !== undefined ? { expiredMinutes } : {}),
  });
}
