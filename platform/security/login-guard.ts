import type { Queryable } from '../db/index';
import { clearHits, countHits, hit, unhit, type Window } from './rate-limit';

/**
 * Risk-based protection of the login (DESIGN.md "Security"): failures are counted per username
 * and per client IP over 15 minutes. From the 3rd failure on, a login must carry a captcha;
 * after the 10th, logins are refused with HTTP 429 until the window has passed. The larger of
 * the two counts decides, so neither spraying one password over many accounts from one IP nor
 * trying one account from many IPs gets past the limits. A wrong or unknown captcha counts
 * against the IP only: it proves nothing about the account, and counting it per username would
 * let anyone lock any account without solving a captcha.
 */
export const LOGIN_LIMITS = { captchaAfter: 3, blockAfter: 10, windowMs: 15 * 60_000 } as const;

const byUser: Window = { scope: 'login-fail-user', windowMs: LOGIN_LIMITS.windowMs };
const byIp: Window = { scope: 'login-fail-ip', windowMs: LOGIN_LIMITS.windowMs };

const userKey = (username: string) => username.trim().toLowerCase();

export async function recentFailures(db: Queryable, username: string, ip: string, now: number): Promise<number> {
  const [user, address] = await Promise.all([countHits(db, byUser, userKey(username), now), countHits(db, byIp, ip, now)]);
  return Math.max(user, address);
}

/** Records a failure; returns the new count that decides (the larger of the two). */
export async function recordFailure(db: Queryable, username: string, ip: string, now: number): Promise<number> {
  const user = await hit(db, byUser, userKey(username), now);
  const address = await hit(db, byIp, ip, now);
  return Math.max(user, address);
}

/**
 * Reserves a failure before the password is checked; returns the count that decides, this
 * attempt included. Call {@link releaseFailure} when the attempt turns out not to be a failure.
 */
export const reserveFailure = recordFailure;

/** Takes back a failure reserved by {@link reserveFailure} (same `now`). */
export async function releaseFailure(db: Queryable, username: string, ip: string, now: number): Promise<void> {
  await unhit(db, byUser, userKey(username), now);
  await unhit(db, byIp, ip, now);
}

/** Records a failure against the client IP only (a wrong or unknown captcha). */
export const recordIpFailure = (db: Queryable, ip: string, now: number): Promise<number> => hit(db, byIp, ip, now);

/** A successful login forgives its username's failures (not its IP's). */
export const forgiveUser = (db: Queryable, username: string): Promise<void> => clearHits(db, byUser, userKey(username));
