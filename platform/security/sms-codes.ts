import { createHash, randomInt } from 'node:crypto';
import type { Queryable } from '../db/index';
import type { MessageKey } from '../i18n';
import { sendToOutbox } from '../outbox/outbox';
import { countHits, hit, type Window } from './rate-limit';

/**
 * SMS verification codes: six digits from the CSPRNG, one live code per (kind, recipient) —
 * a new one replaces the last —, only a salted hash stored, valid for `expiredMinutes`, used up
 * by its first right answer and void after {@link MAX_WRONG_ANSWERS} wrong ones. "Sending" one
 * writes it to the outbox as kind `sms`.
 *
 * Two kinds, after the two calls that send them: `register` (POST /wps/verification/sms/register)
 * serves registration; `noLogin` (POST /wps/verification/sms/noLogin) serves SMS login and the
 * phone password reset, which the site requests through the same call.
 */
export type SmsCodeKind = 'register' | 'noLogin' | 'paymentPassword';
export type SmsPurpose = 'register' | 'login' | 'reset' | 'paymentPassword';
/** `paymentPassword` (POST /wps/withdrawal/paymentPassword/sms) changes the payment password without the old one. */
export const kindOf = (purpose: SmsPurpose): SmsCodeKind => (purpose === 'register' || purpose === 'paymentPassword' ? purpose : 'noLogin');

export const MAX_WRONG_ANSWERS = 5;

/** Per number: one code a minute and five an hour; per IP: ten an hour (docs/product.md §4 leaves them to us). */
export const SMS_LIMITS: readonly (Window & { max: number; message: MessageKey; per: 'number' | 'ip' })[] = [
  { scope: 'sms-number-minute', windowMs: 60_000, max: 1, message: 'smsTooSoon', per: 'number' },
  { scope: 'sms-number-hour', windowMs: 3_600_000, max: 5, message: 'smsTooManyForNumber', per: 'number' },
  { scope: 'sms-ip-hour', windowMs: 3_600_000, max: 10, message: 'smsTooManyFromIp', per: 'ip' },
];

const codeHash = (kind: SmsCodeKind, recipient: string, code: string): string => createHash('sha256').update(`${kind}:${recipient}:${code}`).digest('hex');

/** The limit a new request for a code would break, or null when it may go ahead. */
export async function smsLimitBroken(
  db: Queryable,
  recipient: string,
  ip: string,
  now: number,
): Promise<{ message: MessageKey; retryAfterSeconds: number } | null> {
  for (const limit of SMS_LIMITS) {
    const subject = limit.per === 'number' ? recipient : ip;
    if ((await countHits(db, limit, subject, now)) >= limit.max) {
      return { message: limit.message, retryAfterSeconds: Math.ceil(limit.windowMs / 1000) };
    }
  }
  return null;
}

/**
 * Records a request for a code: against the IP always (so probing which numbers have accounts
 * is limited too), against the number only when a code was sent to it.
 */
export async function recordSmsRequest(db: Queryable, recipient: string, ip: string, now: number, sent: boolean): Promise<void> {
  for (const limit of SMS_LIMITS) {
    if (limit.per === 'ip') await hit(db, limit, ip, now);
    else if (sent) await hit(db, limit, recipient, now);
  }
}

/** Issues a new code for the recipient, replacing any live one of the kind, and "sends" it. */
export async function issueSmsCode(
  db: Queryable,
  { kind, recipient, now, minutes, text }: { kind: SmsCodeKind; recipient: string; now: number; minutes: number; text: (code: string) => string },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO sms_codes (kind, recipient, code_hash, expires_at, attempts) VALUES ($1, $2, $3, $4, 0)
     ON CONFLICT (kind, recipient) DO UPDATE SET code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0`,
    [kind, recipient, codeHash(kind, recipient, code), new Date(now + minutes * 60_000)],
  );
  await sendToOutbox(db, { kind: 'sms', recipient, body: text(code) });
}

/**
 * Checks a code for a purpose and uses it up when right. A wrong answer counts against the
 * live code, which is void after {@link MAX_WRONG_ANSWERS}: guessing six digits is hopeless.
 */
export async function useSmsCode(
  db: Queryable,
  { purpose, recipient, code, now }: { purpose: SmsPurpose; recipient: string; code: string; now: number },
): Promise<boolean> {
  const kind = kindOf(purpose);
  const answer = code.trim();
  if (/^\d{6}$/.test(answer)) {
    const used = await db.query('DELETE FROM sms_codes WHERE kind = $1 AND recipient = $2 AND code_hash = $3 AND expires_at > $4 RETURNING kind', [
      kind,
      recipient,
      codeHash(kind, recipient, answer),
      new Date(now),
    ]);
    if (used.length > 0) return true;
  }
  const [row] = await db.query<{ attempts: number }>('UPDATE sms_codes SET attempts = attempts + 1 WHERE kind = $1 AND recipient = $2 RETURNING attempts', [
    kind,
    recipient,
  ]);
  if (row && row.attempts >= MAX_WRONG_ANSWERS) await db.query('DELETE FROM sms_codes WHERE kind = $1 AND recipient = $2', [kind, recipient]);
  return false;
}

export async function pruneSmsCodes(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM sms_codes WHERE expires_at <= $1', [new Date(now)]);
}
