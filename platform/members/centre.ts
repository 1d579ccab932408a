import { ErrorCodes } from '../../src/contract/refusals';
import type { Queryable } from '../db/index';
import { refusal, type CallContext, type Outcome } from '../http/context';
import { validStake } from '../wallet/stakes';
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
 * (`DEPOSIT`, the kind the deposit flow posts) and valid stakes (platform/wallet/stakes.ts: the
 * demo game's and the lottery's, less those given back by a cancelled draw). The ledger is the
 * only truth (docs/platform-api.md "Money").
 */
export const DEPOSIT_KINDS = ['DEPOSIT'] as const;

/** Cumulative deposits and valid turnover of a member, in minor units. */
export async function vipCounters(db: Queryable, memberId: bigint): Promise<{ depositMinor: bigint; turnoverMinor: bigint }> {
  const [row] = await db.query<{ deposit: bigint; turnover: bigint }>(
    `SELECT COALESCE(SUM(e.amount_minor) FILTER (WHERE e.kind = ANY($2::text[])), 0)::bigint AS deposit,
            COALESCE(-SUM(e.amount_minor) FILTER (WHERE ${validStake('e')}), 0)::bigint AS turnover
     FROM ledger_entries e WHERE e.member_id = $1`,
    [memberId, [...DEPOSIT_KINDS]],
  );
  return { depositMinor: row?.deposit ?? 0n, turnoverMinor: row?.turnover ?? 0n };
}
