import { createHash, randomInt } from 'node:crypto';
import type { ContactChannel } from '../../src/contract/calls/centre';
import type { Database, Queryable } from '../db/index';
import type { MessageKey } from '../i18n';
import { sendToOutbox } from '../outbox/outbox';
import { reserveAttempt } from '../security/attempts';
import type { Window } from '../security/rate-limit';

/**
 * Codes that prove a contact detail of a logged-in member (docs/platform-api.md "Member
 * centre"): six digits from the CSPRNG, one live code per (member, channel) bound to the address
 * it went to, only a salted hash stored, valid {@link CONTACT_CODE_MINUTES} minutes, used up by
 * its first right answer and void after {@link MAX_WRONG_ANSWERS} wrong ones, like the SMS codes
 * (platform/security/sms-codes.ts). "Sending" one writes it to the dev outbox: kind `email` to
 * the address, kind `sms` to `+<code><number>`.
 */
export const CONTACT_CODE_MINUTES = 10;
export const MAX_WRONG_ANSWERS = 5;

/** Per address: one code a minute and five an hour; per member: ten an hour (the SMS codes' limits). */
export const CONTACT_CODE_LIMITS: readonly (Window & { max: number; message: MessageKey; per: 'address' | 'member' })[] = [
  { scope: 'contact-code-address-minute', windowMs: 60_000, max: 1, message: 'codeTooSoon', per: 'address' },
  { scope: 'contact-code-address-hour', windowMs: 3_600_000, max: 5, message: 'codeTooMany', per: 'address' },
  { scope: 'contact-code-member-hour', windowMs: 3_600_000, max: 10, message: 'codeTooMany', per: 'member' },
];

const codeHash = (memberId: bigint, channel: ContactChannel, address: string, code: string): string =>
  createHash('sha256').update(`contact:${memberId}:${channel}:${address}:${code}`).digest('hex');

/**
 * Counts a request for a code against its limits, all at once and before anything is sent
 * (docs/decisions/0061-guess-limits.md): the limit it breaks (nothing counted), or null once
 * counted.
 */
export async function reserveContactCode(
  db: Database,
  { memberId, address, now }: { memberId: bigint; address: string; now: number },
): Promise<{ message: MessageKey; retryAfterSeconds: number } | null> {
  const claims = CONTACT_CODE_LIMITS.map((limit) => ({ limit, subject: limit.per === 'address' ? address : String(memberId) }));
  const reserved = await reserveAttempt(db, claims, now);
  if (reserved.ok) return null;
  const limit = CONTACT_CODE_LIMITS.find(({ scope }) => scope === reserved.broken.limit.scope)!;
  return { message: limit.message, retryAfterSeconds: Math.ceil(limit.windowMs / 1000) };
}

/**
 * Issues a new code for the member's channel, bound to `address` (an e-mail address, or a
 * number as `<dialing code> <national number>`), replacing any live one, and "sends" it to
 * `recipient`.
 */
export async function issueContactCode(
  db: Queryable,
  {
    memberId,
    channel,
    address,
    recipient,
    now,
    text,
  }: { memberId: bigint; channel: ContactChannel; address: string; recipient: string; now: number; text: (code: string) => string },
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.query(
    `INSERT INTO contact_codes (member_id, channel, address, code_hash, expires_at, attempts) VALUES ($1, $2, $3, $4, $5, 0)
     ON CONFLICT (member_id, channel) DO UPDATE SET address = EXCLUDED.address, code_hash = EXCLUDED.code_hash, expires_at = EXCLUDED.expires_at, attempts = 0`,
    [memberId, channel, address, codeHash(memberId, channel, address, code), new Date(now + CONTACT_CODE_MINUTES * 60_000)],
  );
  await sendToOutbox(db, { kind: channel === 'email' ? 'email' : 'sms', recipient, body: text(code) });
}

/**
 * Checks an answer against the member's live code of the channel; the address it proves when
 * right (the code is used up), null when wrong, expired or absent. The answer first takes one of
 * the code's {@link MAX_WRONG_ANSWERS} attempts, in one atomic statement, and only then is it
 * compared (docs/decisions/0061-guess-limits.md): a burst cannot compare more.
 */
export async function useContactCode(
  db: Queryable,
  { memberId, channel, code, now }: { memberId: bigint; channel: ContactChannel; code: string; now: number },
): Promise<string | null> {
  const [live] = await db.query<{ address: string; code_hash: string; attempts: number }>(
    `UPDATE contact_codes SET attempts = attempts + 1 WHERE member_id = $1 AND channel = $2 AND expires_at > $3 AND attempts < $4
     RETURNING address, code_hash, attempts`,
    [memberId, channel, new Date(now), MAX_WRONG_ANSWERS],
  );
  if (!live) return null;
  const answer = code.trim();
  const right = /^\d{6}$/.test(answer) && codeHash(memberId, channel, live.address, answer) === live.code_hash;
  // Used up when right; void when this was its last attempt (only this code, not one issued since).
  if (right || live.attempts >= MAX_WRONG_ANSWERS) {
    const gone = await db.query('DELETE FROM contact_codes WHERE member_id = $1 AND channel = $2 AND code_hash = $3 RETURNING member_id', [
      memberId,
      channel,
      live.code_hash,
    ]);
    if (right && gone.length > 0) return live.address;
  }
  return null;
}
