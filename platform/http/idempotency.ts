import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_FIELD, IDEMPOTENCY_KEY_PATTERN } from '../../src/contract/define';
import type { Envelope } from '../../src/contract/envelope';
import { ErrorCodes } from '../../src/contract/refusals';
import type { Database, Queryable } from '../db/index';
import type { Translate } from '../i18n';
import { refusal, type Outcome } from './context';

/**
 * Money moves once (docs/platform-api.md "Idempotency keys", docs/architecture.md). Every
 * request that moves money (a contract call declared `movesMoney`, a demo-game round, a
 * lottery-screen bet) runs through {@link applyOnce} with the caller's key:
 *   - the key is inserted into `idempotency_keys` (primary key (scope, key)) in the SAME
 *     transaction as the money it moves and the answer it gives, so the three commit together
 *     or not at all, on one server or several;
 *   - the same key again replays the stored status and envelope, doing nothing;
 *   - a concurrent duplicate's INSERT waits on the primary key until the first commits, then
 *     replays (PGlite, single-connection, runs the two transactions one after the other);
 *   - the same key for a different request is refused (409), and no key is refused (400);
 *   - a 5xx answer rolls everything back, key included, so a retry runs the request again.
 */

/** How long a key is kept: a retry after a dropped connection comes within seconds, a day is ample. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** Marks a replayed answer, for logs and tests; the body is the first answer's, byte for byte. */
export const REPLAYED_HEADER = 'Idempotent-Replayed';

export interface KeyedRequest {
  /** Whose money the key protects: the member (`member:<id>`), as the wallet is theirs. */
  scope: string;
  /** The caller's key, as it came (validated here). */
  key: unknown;
  /** What is asked, without the key (the call or endpoint and its parameters). */
  request: unknown;
  now: number;
}

// A bigint that slipped into a value would make JSON.stringify throw: store it as a number, as toResponse sends it.
const replacer = (_key: string, value: unknown) => (typeof value === 'bigint' ? Number(value) : value);

/** Fields never hashed: a stored SHA-256 of a six-digit PIN and a guessable amount can be reversed by trying them all. */
const SECRET_FIELD = /password$/i;

/** The same JSON for the same request whatever the order of its fields, without its secrets. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([name, field]) => field !== undefined && !SECRET_FIELD.test(name))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([name, field]) => [name, canonical(field)]),
    );
  }
  return value;
}

export const requestHash = (request: unknown): string =>
  createHash('sha256')
    .update(JSON.stringify(canonical(request), replacer))
    .digest('hex');

/** A request's parameters without its key, for {@link KeyedRequest.request}. */
export function withoutKey(input: unknown): unknown {
  if (!input || typeof input !== 'object') return input;
  const { [IDEMPOTENCY_KEY_FIELD]: _key, ...rest } = input as Record<string, unknown>;
  return rest;
}

/** The key of a request's parameters, as it came. */
export const keyOf = (input: unknown): unknown => (input && typeof input === 'object' ? (input as Record<string, unknown>)[IDEMPOTENCY_KEY_FIELD] : undefined);

/**
 * A Database whose every query, and every nested `transaction`, runs in the open transaction
 * `tx`: the money-moving code (placeBet, playRound, claimRaffle open their own transactions)
 * then commits with the key. Handlers must reach the database only through it while the key is
 * held: PGlite has one connection, and a query on the outer Database would wait for this
 * transaction forever.
 */
function inTransaction(db: Database, tx: Queryable): Database {
  return {
    kind: db.kind,
    query: (sql, params) => tx.query(sql, params),
    exec: (sql) => tx.exec(sql),
    transaction: (fn) => fn(tx),
    close: () => Promise.reject(new Error('the transaction of an idempotency key cannot close the database')),
  };
}

/** Thrown inside the transaction to roll it back and answer the server error as it is. */
class RolledBack extends Error {
  constructor(readonly outcome: Outcome) {
    super('rolled back');
  }
}

/**
 * Runs `run` once per (scope, key): see the module comment. `run` gets the Database to use for
 * everything it reads or writes (see {@link inTransaction}).
 */
export async function applyOnce(db: Database, keyed: KeyedRequest, t: Translate, run: (db: Database) => Promise<Outcome>): Promise<Outcome> {
  const { scope, key, now } = keyed;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
    return refusal(400, t('idempotencyKeyRequired'), ErrorCodes.idempotencyKeyRequired, { field: IDEMPOTENCY_KEY_FIELD });
  }
  const hash = requestHash(keyed.request);
  try {
    return await db.transaction(async (tx) => {
      // A key past its expiry is forgotten: this scope's expired keys go before the insert.
      await tx.query('DELETE FROM idempotency_keys WHERE scope = $1 AND expires_at <= $2', [scope, new Date(now)]);
      const inserted = await tx.query(
        `INSERT INTO idempotency_keys (scope, key, request_hash, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (scope, key) DO NOTHING RETURNING key`,
        [scope, key, hash, new Date(now), new Date(now + IDEMPOTENCY_TTL_MS)],
      );
      if (inserted.length === 0) {
        const [stored] = await tx.query<{ request_hash: string; status: number; body: string; headers: Record<string, string> }>(
          'SELECT request_hash, status, body, headers FROM idempotency_keys WHERE scope = $1 AND key = $2',
          [scope, key],
        );
        if (!stored || stored.request_hash !== hash) {
          return refusal(409, t('idempotencyKeyReused'), ErrorCodes.idempotencyKeyReused, { field: IDEMPOTENCY_KEY_FIELD });
        }
        return { status: Number(stored.status), body: JSON.parse(stored.body) as Envelope<unknown>, headers: { ...stored.headers, [REPLAYED_HEADER]: 'true' } };
      }
      const outcome = await run(inTransaction(db, tx));
      if (outcome.status >= 500) throw new RolledBack(outcome);
      await tx.query('UPDATE idempotency_keys SET status = $3, body = $4, headers = $5::jsonb WHERE scope = $1 AND key = $2', [
        scope,
        key,
        outcome.status,
        JSON.stringify(outcome.body, replacer),
        JSON.stringify(outcome.headers ?? {}),
      ]);
      // The stored form is what a replay sends: answer the same form now (a bigint becomes a number either way).
      return outcome;
    });
  } catch (error) {
    if (error instanceof RolledBack) return error.outcome;
    throw error;
  }
}
