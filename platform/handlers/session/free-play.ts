import { randomInt } from 'node:crypto';
import { freePlayLogin } from '../../../src/contract/calls/session';
import { ErrorCodes } from '../../../src/contract/refusals';
import { defineHandler, refusal } from '../../http/context';
import { openSession } from '../../members/login-session';
import { findById, TRIAL_TYPE } from '../../members/members';
import { hashPassword } from '../../security/password';
import { randomPassword } from '../../security/random-password';
import { countHits, hit, type Window } from '../../security/rate-limit';
import { whitelabelOn } from '../../settings/account-rules';
import { majorToMinor } from '../../wallet/money';
import { postEntry } from '../../wallet/ledger';

/** Five trial accounts an hour per IP. */
export const FREE_PLAY_LIMIT = { scope: 'freeplay-ip', windowMs: 3_600_000, max: 5 } as const satisfies Window & { max: number };
/** The demo credit of a new trial account, posted as a ledger entry. */
export const FREE_PLAY_BALANCE = '2000.00';

/**
 * POST /wps/session/login/freeplay (encrypted, X-Gateway-Version: 3; FREEPLAY3): a fresh
 * trial account (type 4) named `trial` and eight random digits, with a random password nobody
 * is told and {@link FREE_PLAY_BALANCE} to play with, logged in at once. Trial accounts skip the
 * first-login action (`firstTimeLogin: false`).
 */
export default defineHandler(freePlayLogin, async ({ services, now, ip, device, t }) => {
  const { db, options, settings } = services;
  if (!whitelabelOn(await settings.get(), 'FREEPLAY3')) return refusal(200, t('featureDisabled'), ErrorCodes.featureDisabled);
  if ((await countHits(db, FREE_PLAY_LIMIT, ip, now)) >= FREE_PLAY_LIMIT.max) {
    return refusal(429, t('freePlayTooMany'), ErrorCodes.rateLimited, undefined, { 'Retry-After': '3600' });
  }
  await hit(db, FREE_PLAY_LIMIT, ip, now);

  const hash = await hashPassword(randomPassword(), options.scryptCost);
  const at = new Date(now);
  for (let attempt = 0; attempt < 5; attempt++) {
    const account = `trial${randomInt(10_000_000, 100_000_000)}`;
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: bigint }>(
        `INSERT INTO members (account, account_key, password_hash, nickname, type, created_at, password_changed_at, first_login_at)
         VALUES ($1, $1, $2, 'Trial', $3, $4, $4, $4) ON CONFLICT DO NOTHING RETURNING id`,
        [account, hash, TRIAL_TYPE, at],
      );
      if (row) await postEntry(tx, { memberId: row.id, amountMinor: majorToMinor(FREE_PLAY_BALANCE), kind: 'TRIAL_CREDIT', reference: 'trial:opening' });
      return row?.id ?? null;
    });
    const member = id === null ? null : await findById(db, id);
    if (member) return openSession(services, member, { now, ip, device });
  }
  throw new Error('free play: no free trial account name');
});
