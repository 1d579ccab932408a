import { success, refusal, type Outcome, type Services } from '../http/context';
import { ErrorCodes } from '../../src/contract/refusals';

/** Development only (PLATFORM_DEV_TOOLS=1): see {@link devSafetyAge}. */
export const DEV_SAFETY_AGE_PATH = '/platform-dev/safety/age';

/**
 * `POST /platform-dev/safety/age?account=<username>&ms=<n>`: moves ONE player's safer-gambling
 * records `ms` into the past (pending raises and removals, time-outs and exclusions, and its
 * sessions' login and session-limit end), as if that
 * much time had passed for them. End-to-end tests use it to see a raise become confirmable
 * without moving the platform's clock, which every other test running at the same time shares
 * (their sessions would expire). docs/decisions/0029-safer-gambling.md.
 */
export async function devSafetyAge(services: Services, url: URL): Promise<Outcome> {
  const account = (url.searchParams.get('account') ?? '').toLowerCase();
  const ms = Number(url.searchParams.get('ms'));
  if (!account || !Number.isInteger(ms) || ms <= 0) return refusal(400, 'account and a positive ms are needed', ErrorCodes.badRequest);
  const [member] = await services.db.query<{ id: bigint }>('SELECT id FROM members WHERE account_key = $1', [account]);
  if (!member) return refusal(404, 'no such account', ErrorCodes.notFound);
  const shift = `${ms} milliseconds`;
  await services.db.query('UPDATE safety_pending SET requested_at = requested_at - $2::interval WHERE member_id = $1', [member.id, shift]);
  await services.db.query(
    'UPDATE safety_blocks SET starts_at = starts_at - $2::interval, ends_at = ends_at - $2::interval, lift_requested_at = lift_requested_at - $2::interval WHERE member_id = $1',
    [member.id, shift],
  );
  await services.db.query('UPDATE sessions SET created_at = created_at - $2::interval, hard_end_at = hard_end_at - $2::interval WHERE member_id = $1', [
    member.id,
    shift,
  ]);
  return success({ account, ms });
}
