import { createHash, randomInt } from 'node:crypto';
import type { Database, Queryable } from '../db/index';
import type { MessageKey } from '../i18n';
import { sendToOutbox } from '../outbox/outbox';
import { type Claim, releaseAttempt, reserveAttempt } from './attempts';
import type { Window } from './rate-limit';

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

const smsClaims = (recipient: string, ip: string): Claim[] => SMS_LIMITS.map((limit) => ({ limit, subject: limit.per === 'number' ? recipient : ip }));

/**
 * Counts a request for a code against every limit at once, before anything is sent
 * (docs/decisions/0061-guess-limits.md): the limit it breaks (nothing counted), or null once
 * counted. A burst of requests gets no more codes than the limits allow, and so no more fresh
 * sets of attempts at a code.
 */
export async function reserveSmsRequest(
  db: Database,
  recipient: string,
  ip: string,
  now: number,
): Promise<{ message: MessageKey; retryAfterSeconds: number } | null> {
  const reserved = await reserveAttempt(db, smsClaims(recipient, ip), now);
  if (reserved.ok) return null;
  const limit = SMS_LIMITS.find(({ scope }) => scope === reserved.broken.limit.scope)!;
  return { message: limit.message, retryAfterSeconds: Math.ceil(limit.windowMs / 1000) };
}

/**
 * Gives back the number's share of a reserved request that sent no code (the number has no
 * account, or already has one): it counts against the IP only, so probing which numbers have
 * accounts is limited, and a stranger cannot use up a number's codes.
 */
export async function releaseSmsNumber(db: Queryable, recipient: string, now: number): Promise<void> {
  await releaseAttempt(
    db,
    smsClaims(recipient, '').filter(({ limit }) => limit.scope.startsWith('sms-number')),
    now,
  );
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
 * Checks a code for a purpose and uses it up when right. The answer first takes one of the
 * live code's {@link MAX_WRONG_ANSWERS} attempts, in one atomic statement, and only then is it
 * compared (docs/decisions/0061-guess-limits.md): of a burst of answers at once, at most that
 * many are ever compared, and a code whose attempts are spent is void.
 */
export async function useSmsCode(
  db: Queryable,
  { purpose, recipient, code, now }: { purpose: SmsPurpose; recipient: string; code: string; now: number },
): Promise<boolean> {
  const kind = kindOf(purpose);
  const [live] = await db.query<{ code_hash: string; attempts: number }>(
    `UPDATE sms_codes SET attempts = attempts + 1 WHERE kind = $1 AND recipient = $2 AND expires_at > $3 AND attempts < $4
     RETURNING code_hash, attempts`,
    [kind, recipient, new Date(now), MAX_WRONG_ANSWERS],
  );
  if (!live) return false;
  const answer = code.trim();
  const right = /^\d{6}$/.test(answer) && codeHash(kind, recipient, answer) === live.code_hash;
  // Used up when right; void when this was its last attempt. Only this code: a newer one replaced it if the hash differs.
  if (right || live.attempts >= MAX_WRONG_ANSWERS) {
    const gone = await db.query('DELETE FROM sms_codes WHERE kind = $1 AND recipient = $2 AND code_hash = $3 RETURNING kind', [
      kind,
      recipient,
      live.code_hash,
    ]);
    return right && gone.length > 0;
  }
  return false;
}

export async function pruneSmsCodes(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM sms_codes WHERE expires_at <= $1', [new Date(now)]);
}
