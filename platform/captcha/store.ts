import { createHash } from 'node:crypto';
import type { Queryable } from '../db/index';
import { sendToOutbox } from '../outbox/outbox';
import { randomAnswer, renderCaptcha } from './render';

/** A captcha is valid for five minutes and for one check. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

// The uuid salts the hash, so equal answers of different captchas do not share a hash.
const answerHash = (uuid: string, answer: string): string => createHash('sha256').update(`${uuid}:${answer.trim()}`).digest('hex');

/**
 * Issues a new captcha for the client's uuid (replacing any earlier one for it) and returns the
 * PNG as base64, without a `data:` prefix. Only a hash of the answer is stored; the answer itself
 * goes to the outbox only with `devTools` (PLATFORM_DEV_TOOLS=1), for tests and the dev console.
 */
export async function issueCaptcha(db: Queryable, uuid: string, now: number, devTools = false): Promise<string> {
  const answer = randomAnswer();
  await db.query(
    `INSERT INTO captchas (uuid, answer_hash, expires_at) VALUES ($1, $2, $3)
     ON CONFLICT (uuid) DO UPDATE SET answer_hash = EXCLUDED.answer_hash, expires_at = EXCLUDED.expires_at`,
    [uuid, answerHash(uuid, answer), new Date(now + CAPTCHA_TTL_MS)],
  );
  if (devTools) await sendToOutbox(db, { kind: 'captcha', recipient: uuid, body: answer });
  return renderCaptcha(answer).toString('base64');
}

/** Checks an answer and uses the captcha up, right or wrong: one guess per image. */
export async function checkCaptcha(db: Queryable, uuid: string, answer: string, now: number): Promise<boolean> {
  const rows = await db.query<{ answer_hash: string; expires_at: Date }>('DELETE FROM captchas WHERE uuid = $1 RETURNING answer_hash, expires_at', [uuid]);
  const row = rows[0];
  return !!row && row.expires_at.getTime() > now && row.answer_hash === answerHash(uuid, answer);
}

export async function pruneCaptchas(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM captchas WHERE expires_at <= $1', [new Date(now)]);
}
