import type { Database, Queryable } from '../db/index';
import { type Claim, releaseAttempt, reserveAttempt } from './attempts';
import { clearHits, countHits, hit, type Window } from './rate-limit';

/**
 * Risk-based protection of the login (docs/platform-api.md "Login, captcha and rate limits"),
 * every number in one place. Failures are counted per account and per client IP over
 * 15 minutes, separately, because they answer different threats:
 *
 * - An **account** (guessing one player's password, from any number of IPs) must carry a
 *   captcha from its `accountCaptchaAfter`-th failure and is locked (HTTP 429) after its
 *   `accountLockAfter`-th, so the captcha always comes before the lock.
 * - An **IP** (spraying passwords over many accounts) must carry a captcha from its
 *   `ipCaptchaAfter`-th failure, and is never locked: one mobile carrier's address serves
 *   thousands of players, and one of them guessing must not lock the others out.
 *
 * A wrong or unknown captcha counts against the IP only: it proves nothing about the account,
 * and counting it per account would let anyone lock any account without solving a captcha.
 * `liveSessionsPerAccount` bounds the sessions one account holds at once: a login beyond it
 * ends the account's oldest session (platform/security/sessions.ts).
 */
export const LOGIN_LIMITS = {
  windowMs: 15 * 60_000,
  accountCaptchaAfter: 3,
  accountLockAfter: 10,
  ipCaptchaAfter: 30,
  liveSessionsPerAccount: 5,
} as const;

const byAccount: Window = { scope: 'login-fail-user', windowMs: LOGIN_LIMITS.windowMs };
const byIp: Window = { scope: 'login-fail-ip', windowMs: LOGIN_LIMITS.windowMs };

const accountKey = (username: string) => username.trim().toLowerCase();

/** Failures in the window: of the account (username, or `+<code><number>` for SMS) and of the IP. */
export interface Failures {
  account: number;
  ip: number;
}

/** What failures so far ask of the next login: nothing, a captcha, or to wait (locked). */
export type LoginDemand = 'none' | 'captcha' | 'locked';

export function demandOf({ account, ip }: Failures): LoginDemand {
  if (account >= LOGIN_LIMITS.accountLockAfter) return 'locked';
  if (account >= LOGIN_LIMITS.accountCaptchaAfter || ip >= LOGIN_LIMITS.ipCaptchaAfter) return 'captcha';
  return 'none';
}

export async function recentFailures(db: Queryable, username: string, ip: string, now: number): Promise<Failures> {
  const [account, address] = await Promise.all([countHits(db, byAccount, accountKey(username), now), countHits(db, byIp, ip, now)]);
  return { account, ip: address };
}

const accountLock = (account: string): Claim => ({ limit: { ...byAccount, max: LOGIN_LIMITS.accountLockAfter }, subject: account });
const accountCaptcha = (account: string): Claim => ({ limit: { ...byAccount, max: LOGIN_LIMITS.accountCaptchaAfter }, subject: account });
const ipCaptcha = (ip: string): Claim => ({ limit: { ...byIp, max: LOGIN_LIMITS.ipCaptchaAfter }, subject: ip });
const ipCount = (ip: string): Claim => ({ limit: { ...byIp, max: Number.POSITIVE_INFINITY }, subject: ip });

/**
 * Reserves a failed login before the secret is checked (docs/decisions/0061-guess-limits.md),
 * against the account and the IP at once. Refused with what the failures so far demand:
 * `locked`, or `captcha` (unless `captcha` says a right one came with it, or the path asks for
 * none, as SMS does). Otherwise counted; `failures` include this attempt. Call
 * {@link releaseLoginAttempt} when it turns out not to be a failure.
 */
export async function reserveLoginAttempt(
  db: Database,
  username: string,
  ip: string,
  now: number,
  { captcha }: { captcha: boolean },
): Promise<{ ok: true; failures: Failures } | { ok: false; demand: Exclude<LoginDemand, 'none'> }> {
  const account = accountKey(username);
  const claims = captcha ? [accountLock(account), ipCount(ip)] : [accountLock(account), accountCaptcha(account), ipCaptcha(ip)];
  const reserved = await reserveAttempt(db, claims, now);
  if (!reserved.ok) return { ok: false, demand: reserved.broken === claims[0] ? 'locked' : 'captcha' };
  return { ok: true, failures: { account: reserved.counts[0]!, ip: reserved.counts.at(-1)! } };
}

/** Gives back a failure reserved by {@link reserveLoginAttempt} (same `now`). */
export const releaseLoginAttempt = (db: Queryable, username: string, ip: string, now: number): Promise<void> =>
  releaseAttempt(db, [accountLock(accountKey(username)), ipCount(ip)], now);

/** Records a failure against the client IP only (a wrong or unknown captcha). */
export const recordIpFailure = (db: Queryable, ip: string, now: number): Promise<number> => hit(db, byIp, ip, now);

/** A successful login forgives its account's failures (not its IP's). */
export const forgiveUser = (db: Queryable, username: string): Promise<void> => clearHits(db, byAccount, accountKey(username));
