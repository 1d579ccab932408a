import { forgotPasswordByEmail } from '../../../src/contract/calls/member';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal, success } from '../../http/context';
import { sendToOutbox } from '../../outbox/outbox';
import { hashPassword } from '../../security/password';
import { randomPassword } from '../../security/random-password';
import { type Limit, reserveAttempt } from '../../security/attempts';
import { replacePassword } from '../../members/set-password';
import { siteName } from '../../settings/account-rules';

/** Ten tries an hour per IP; three resets an hour per account, so nobody can keep resetting someone else's. */
export const EMAIL_RESET_LIMITS = {
  ip: { scope: 'pwd-email-ip', windowMs: 3_600_000, max: 10 },
  account: { scope: 'pwd-email-account', windowMs: 3_600_000, max: 3 },
} as const satisfies Record<string, Limit>;

/**
 * POST /wps/member/password/email (form: username, email). When both belong to one account
 * (username and e-mail case-insensitive), sets a new random password that satisfies the
 * password rule, ends the account's sessions and e-mails the password (outbox kind `email`,
 * recipient the stored address). Otherwise 'Username/Email does not exist' (`NOT_FOUND`).
 */
export default defineHandler(forgotPasswordByEmail, async ({ services, input, now, ip, t }) => {
  const { db, options, settings } = services;
  const tooMany = () => refusal(429, t('resetTooMany'), ErrorCodes.rateLimited, undefined, { 'Retry-After': '3600' });
  // Each pair tried, and each reset, is counted before it is checked (docs/decisions/0061-guess-limits.md).
  if (!(await reserveAttempt(db, [{ limit: EMAIL_RESET_LIMITS.ip, subject: ip }], now)).ok) return tooMany();

  const username = input.username.trim().toLowerCase();
  const email = input.email.trim();
  const [member] =
    username && email
      ? await db.query<{ id: bigint; account: string; email: string }>(
          'SELECT id, account, email FROM members WHERE account_key = $1 AND lower(email) = lower($2)',
          [username, email],
        )
      : [];
  if (!member) return refusal(200, t('userEmailUnknown'), ErrorCodes.notFound);

  if (!(await reserveAttempt(db, [{ limit: EMAIL_RESET_LIMITS.account, subject: String(member.id) }], now)).ok) return tooMany();

  const password = randomPassword();
  const hash = await hashPassword(password, options.scryptCost);
  // Read before the transaction: on PGlite (one connection) a query outside it would wait forever.
  const site = siteName(await settings.get());
  await db.transaction(async (tx) => {
    await replacePassword(tx, member.id, hash, new Date(now));
    await sendToOutbox(tx, {
      kind: 'email',
      recipient: member.email,
      body: t('emailNewPassword', { username: member.account, password, site }),
    });
  });
  return success(null);
});
