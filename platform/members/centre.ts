import { ErrorCodes } from '../../src/contract/refusals';
import type { Queryable } from '../db/index';
import { refusal, type CallContext, type Outcome } from '../http/context';
import { findById, TRIAL_TYPE, type MemberRow } from './members';

/**
 * The member behind a member-centre call, or the refusal: 401 without one, NEED_REAL_ACCOUNT for
 * a trial account (the site's route table refuses them the centre too; docs/product.md §6).
 */
export async function centreMember({
  services,
  memberId,
  t,
}: CallContext<unknown>): Promise<{ ok: true; member: MemberRow } | { ok: false; outcome: Outcome }> {
  const member = memberId === null ? null : await findById(services.db, memberId);
  if (!member) return { ok: false, outcome: refusal(401, t('unauthorized'), ErrorCodes.unauthorized) };
  if (member.type === TRIAL_TYPE) return { ok: false, outcome: refusal(200, t('needRealAccount'), ErrorCodes.needRealAccount) };
  return { ok: true, member };
}

/**
 * The ledger kinds that count towards the VIP table's requirements: deposits credited
 * (`DEPOSIT`, the kind the deposit flow posts) and stakes settled (every stake is valid
 * turnover on the reference platform: the demo game's and the lottery's). The ledger is the
 * only truth (docs/platform-api.md "Money").
 */
export const DEPOSIT_KINDS = ['DEPOSIT'] as const;
export const STAKE_KINDS = ['GAME_STAKE', 'LOTTERY_STAKE'] as const;

/** Cumulative deposits and valid turnover of a member, in minor units. */
export async function vipCounters(db: Queryable, memberId: bigint): Promise<{ depositMinor: bigint; turnoverMinor: bigint }> {
  const [row] = await db.query<{ deposit: bigint; turnover: bigint }>(
    `SELECT COALESCE(SUM(amount_minor) FILTER (WHERE kind = ANY($2::text[])), 0)::bigint AS deposit,
            COALESCE(-SUM(amount_minor) FILTER (WHERE kind = ANY($3::text[])), 0)::bigint AS turnover
     FROM ledger_entries WHERE member_id = $1`,
    [memberId, [...DEPOSIT_KINDS], [...STAKE_KINDS]],
  );
  return { depositMinor: row?.deposit ?? 0n, turnoverMinor: row?.turnover ?? 0n };
}
