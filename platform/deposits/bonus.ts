import type { Queryable } from '../db/index';
import { postEntry } from '../wallet/ledger';
import { BONUS_TURNOVER_DAYS } from '../wallet/expiry';
import { addRequirement } from '../wallet/turnover';

/**
 * Deposit bonuses (issue 13 item 3; docs/platform-api.md "Deposits"; decision 0035): the
 * promotions a player may join when depositing. The rules live in `deposit_bonus_rules`; an
 * order that joins one plans its bonus at creation, and paying the order grants it once per
 * grant period (`deposit_bonus_grants` is the key) with a ledger entry and a turnover
 * requirement, in the same transaction as the deposit itself.
 */

export interface BonusRule {
  promotion_id: number;
  percent_bps: number;
  max_bonus_minor: bigint;
  min_deposit_minor: bigint;
  turnover_multiple: number;
  grant_period: 'once' | 'day';
  first_deposit_only: boolean;
  registered_within_days: number | null;
}

/** A rule with its promotion's title in the request's language (English when it has none). */
export interface BonusOffer extends BonusRule {
  title: string;
}

const DAY_MS = 86_400_000;
/** Grant days are Manila days (UTC+8, no daylight saving), like the promotions' own dates. */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** The grant period a payment at `now` falls in: 'once', or the Manila day as YYYY-MM-DD. */
export const grantPeriod = (rule: Pick<BonusRule, 'grant_period'>, now: number): string =>
  rule.grant_period === 'once' ? 'once' : new Date(now + MANILA_OFFSET_MS).toISOString().slice(0, 10);

/** The bonus for a deposit: the rule's share, rounded down to a whole minor unit, at most its cap. */
export function bonusFor(rule: Pick<BonusRule, 'percent_bps' | 'max_bonus_minor'>, amountMinor: bigint): bigint {
  const share = (amountMinor * BigInt(rule.percent_bps)) / 10_000n;
  const cap = BigInt(rule.max_bonus_minor);
  return share < cap ? share : cap;
}

/** The turnover a granted bonus asks for: (deposit + bonus) × the rule's multiple. */
export const turnoverFor = (rule: Pick<BonusRule, 'turnover_multiple'>, amountMinor: bigint, bonusMinor: bigint): bigint =>
  (amountMinor + bonusMinor) * BigInt(rule.turnover_multiple);

/**
 * The rules in force with what decides a member's eligibility for each, in ONE query however many
 * promotions there are (not one per rule): the grant periods the member already has per rule,
 * whether they have a paid deposit and when they registered. $1 language, $2 now, $3 member,
 * $4 one promotion or null for all.
 */
const RULES_FOR_MEMBER = `SELECT r.*, COALESCE(t.title, en.title, '') AS title,
    ARRAY(SELECT g.period FROM deposit_bonus_grants g WHERE g.promotion_id = r.promotion_id AND g.member_id = $3) AS granted_periods,
    EXISTS (SELECT 1 FROM deposit_orders o WHERE o.member_id = $3 AND o.status = 'PAID') AS paid,
    m.created_at AS registered_at
  FROM deposit_bonus_rules r
  JOIN promotions p ON p.id = r.promotion_id
  JOIN members m ON m.id = $3
  LEFT JOIN promotion_texts t ON t.promotion_id = p.id AND t.language = $1
  LEFT JOIN promotion_texts en ON en.promotion_id = p.id AND en.language = 'EN'
  WHERE p.starts_at <= $2 AND (p.ends_at IS NULL OR p.ends_at > $2) AND ($4::int IS NULL OR r.promotion_id = $4)
  ORDER BY p.sort, p.id`;

type RuleForMember = BonusOffer & { granted_periods: string[]; paid: boolean; registered_at: Date };

/** Why a member may not join an offer now; null when they may. */
export type Ineligible = 'alreadyGranted' | 'notFirstDeposit' | 'registeredTooLongAgo';

function ineligibility(rule: RuleForMember, now: number): Ineligible | null {
  if (rule.granted_periods.includes(grantPeriod(rule, now))) return 'alreadyGranted';
  if (rule.first_deposit_only && rule.paid) return 'notFirstDeposit';
  if (rule.registered_within_days !== null && now - new Date(rule.registered_at).getTime() > rule.registered_within_days * DAY_MS) {
    return 'registeredTooLongAgo';
  }
  return null;
}

async function rulesForMember(db: Queryable, memberId: bigint, now: number, language: string, promotionId: number | null): Promise<RuleForMember[]> {
  return db.query<RuleForMember>(RULES_FOR_MEMBER, [language, new Date(now), memberId, promotionId]);
}

/** The offer as the caller sees it, without the eligibility facts. */
function offerOf({ granted_periods: _granted, paid: _paid, registered_at: _registered, ...offer }: RuleForMember): BonusOffer {
  return offer;
}

/** The offers a member may join now, in the promotions' order. */
export async function offersFor(db: Queryable, memberId: bigint, now: number, language: string): Promise<BonusOffer[]> {
  const rules = await rulesForMember(db, memberId, now, language, null);
  return rules.filter((rule) => ineligibility(rule, now) === null).map(offerOf);
}

export type JoinOutcome =
  | { ok: true; rule: BonusOffer; bonusMinor: bigint }
  | { ok: false; reason: 'unknown' | Ineligible }
  | { ok: false; reason: 'belowMin'; rule: BonusOffer };

/** Whether a member may join promotion `promotionId` with a deposit of `amountMinor`, and the bonus it plans. */
export async function joinOffer(db: Queryable, memberId: bigint, promotionId: number, amountMinor: bigint, now: number): Promise<JoinOutcome> {
  const [found] = await rulesForMember(db, memberId, now, 'EN', promotionId);
  if (!found) return { ok: false, reason: 'unknown' };
  const why = ineligibility(found, now);
  if (why !== null) return { ok: false, reason: why };
  const rule = offerOf(found);
  if (amountMinor < BigInt(rule.min_deposit_minor)) return { ok: false, reason: 'belowMin', rule };
  return { ok: true, rule, bonusMinor: bonusFor(rule, amountMinor) };
}

/**
 * Grants the bonus an order planned, inside the transaction that pays it. The eligibility is
 * checked again at payment (another order may have taken the period's grant, or been the
 * first deposit, meanwhile); the grant row's key decides a race. Answers the bonus status.
 */
export async function grantOrderBonus(
  tx: Queryable,
  order: { reference: string; memberId: bigint; amountMinor: bigint; promotionId: number; bonusMinor: bigint },
  now: number,
): Promise<'GRANTED' | 'NOT_GRANTED'> {
  const [rule] = await tx.query<BonusRule>('SELECT * FROM deposit_bonus_rules WHERE promotion_id = $1', [order.promotionId]);
  if (!rule || order.bonusMinor <= 0n) return 'NOT_GRANTED';
  if (rule.first_deposit_only) {
    const [other] = await tx.query("SELECT 1 FROM deposit_orders WHERE member_id = $1 AND status = 'PAID' AND reference <> $2 LIMIT 1", [
      order.memberId,
      order.reference,
    ]);
    if (other) return 'NOT_GRANTED';
  }
  const granted = await tx.query(
    `INSERT INTO deposit_bonus_grants (promotion_id, member_id, period, order_reference, bonus_minor, granted_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING RETURNING period`,
    [order.promotionId, order.memberId, grantPeriod(rule, now), order.reference, order.bonusMinor, new Date(now)],
  );
  if (granted.length === 0) return 'NOT_GRANTED';
  await postEntry(tx, { memberId: order.memberId, amountMinor: order.bonusMinor, kind: 'DEPOSIT_BONUS', reference: `bonus:${order.reference}`, at: now });
  await addRequirement(tx, {
    memberId: order.memberId,
    bonusMinor: order.bonusMinor,
    requiredMinor: turnoverFor(rule, order.amountMinor, order.bonusMinor),
    startsAt: new Date(now),
    source: `deposit-bonus:${order.reference}`,
    // Unplayed by then, the requirement expires and stops locking the bonus (../wallet/expiry.ts).
    expiresAt: new Date(now + BONUS_TURNOVER_DAYS * 86_400_000),
  });
  return 'GRANTED';
}
