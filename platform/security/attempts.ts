import type { Database, Queryable } from '../db/index';
import { countHits, recordHit, unhit, type Window } from './rate-limit';

/**
 * Reserving an attempt before checking it (docs/decisions/0061-guess-limits.md): every
 * guess-limited check (a password, a PIN, a code, a username and e-mail pair) first asks here
 * whether this attempt may be checked at all, and the answer already counts it. Reading the
 * count, checking the secret and only then recording a failure lets a burst sent at once check
 * as many guesses as it sends, since every request reads the count before any has recorded one.
 *
 * The count and the increment happen in one short transaction under a transaction-level
 * advisory lock per (scope, subject), so of any number of requests at once, on one instance or
 * several on one PostgreSQL server, at most `max` are let through. The lock is held for the
 * counting only, never across the check itself (scrypt takes tens of milliseconds).
 *
 * Codes with their own row (sms_codes, contact_codes) use the row form of the same rule: one
 * `UPDATE … SET attempts = attempts + 1 WHERE attempts < max RETURNING` before the comparison.
 */
export interface Limit extends Window {
  /** Attempts allowed in the window; `Infinity` counts without limiting. */
  max: number;
}

/** One count an attempt is reserved against: a limit and whom it counts (an account, an IP…). */
export interface Claim {
  limit: Limit;
  subject: string;
}

export type Reservation =
  /** Counted against every claim; `counts[i]` is claim i's count in its window, this attempt included. */
  | { ok: true; counts: number[] }
  /** Nothing counted: `broken` is the first claim, in the order given, already at its limit. */
  | { ok: false; broken: Claim };

const keyOf = ({ limit, subject }: Claim): string => `${limit.scope}\u0000${subject}`;

/** The claims with one entry per (scope, subject), in one order for every caller: locks taken in it cannot deadlock. */
const distinct = (claims: readonly Claim[]): Claim[] =>
  [...new Map(claims.map((claim) => [keyOf(claim), claim])).values()].sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));

/**
 * Reserves one attempt against every claim, or against none when one of them is at its limit.
 * Takes the {@link Database} itself, not a transaction: the reservation commits at once, so a
 * failure stays counted whatever the caller does next, and on PGlite (one connection) it could
 * not run inside another transaction anyway.
 */
export async function reserveAttempt(db: Database, claims: readonly Claim[], now: number): Promise<Reservation> {
  return db.transaction(async (tx) => {
    for (const { limit, subject } of distinct(claims)) {
      await tx.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [limit.scope, subject]);
    }
    const counts: number[] = [];
    for (const claim of claims) {
      const count = await countHits(tx, claim.limit, claim.subject, now);
      if (count >= claim.limit.max) return { ok: false, broken: claim } as const;
      counts.push(count);
    }
    for (const { limit, subject } of distinct(claims)) await recordHit(tx, limit, subject, now);
    return { ok: true, counts: counts.map((count) => count + 1) } as const;
  });
}

/**
 * Gives back an attempt reserved with the same claims and `now`, when it turned out not to be
 * a wrong guess (the password was right, or the request failed on something else).
 */
export async function releaseAttempt(db: Queryable, claims: readonly Claim[], now: number): Promise<void> {
  for (const { limit, subject } of distinct(claims)) await unhit(db, limit, subject, now);
}
