import type { Queryable } from '../db/index';
import { majorToMinor } from '../wallet/money';
import { PROMOTIONS } from './promotions';

const DAY_MS = 86_400_000;
/** Manila is UTC+8 all year (no daylight saving). */
const MANILA_OFFSET_MS = 8 * 3_600_000;

/** 00:00 Manila time of the day `now` falls on, plus `days`. */
export const manilaDayStart = (now: number, days: number): Date =>
  new Date(Math.floor((now + MANILA_OFFSET_MS) / DAY_MS) * DAY_MS - MANILA_OFFSET_MS + days * DAY_MS);

/**
 * Seeds the promotions when there are none (an operator's own are never touched): each with
 * its texts, and each raffle with its prize table, in the order the list shows them.
 */
export async function seedPromotions(tx: Queryable, now: number): Promise<void> {
  if ((await tx.query('SELECT 1 FROM promotions LIMIT 1')).length > 0) return;
  for (const [sort, promotion] of PROMOTIONS.entries()) {
    const endsAt = promotion.endDay === null ? null : new Date(manilaDayStart(now, promotion.endDay + 1).getTime() - 1_000);
    const [row] = await tx.query<{ id: number }>(
      `INSERT INTO promotions (category, starts_at, ends_at, is_raffle, eligible_types, color_from, color_to, badge, sort)
       VALUES ($1, $2, $3, $4, $5::smallint[], $6, $7, $8, $9) RETURNING id`,
      [
        promotion.category,
        manilaDayStart(now, promotion.startDay),
        endsAt,
        promotion.raffle !== undefined,
        [...(promotion.raffle?.eligibleTypes ?? [0])],
        promotion.colors[0],
        promotion.colors[1],
        promotion.badge,
        sort,
      ],
    );
    if (!row) throw new Error('seed: promotion not inserted');
    for (const [language, text] of Object.entries(promotion.texts)) {
      await tx.query('INSERT INTO promotion_texts (promotion_id, language, title, summary, content) VALUES ($1, $2, $3, $4, $5)', [
        row.id,
        language,
        text.title,
        text.summary,
        text.content,
      ]);
    }
    for (const [amount, weight] of promotion.raffle?.prizes ?? []) {
      await tx.query('INSERT INTO raffle_prizes (promotion_id, amount_minor, weight) VALUES ($1, $2, $3)', [row.id, majorToMinor(amount), weight]);
    }
  }
}

/**
 * Seeds the deposit bonuses' rules (platform/deposits/bonus.ts) on the seeded promotions that
 * offer one, found by category, when there are no rules yet: a database seeded before version 10
 * gets them without touching an operator's own promotions or rules.
 */
export async function seedDepositBonuses(tx: Queryable): Promise<void> {
  if ((await tx.query('SELECT 1 FROM deposit_bonus_rules LIMIT 1')).length > 0) return;
  for (const promotion of PROMOTIONS) {
    const bonus = promotion.depositBonus;
    if (!bonus) continue;
    await tx.query(
      `INSERT INTO deposit_bonus_rules (promotion_id, percent_bps, max_bonus_minor, min_deposit_minor, turnover_multiple, grant_period,
                                        first_deposit_only, registered_within_days)
       SELECT id, $2, $3, $4, $5, $6, $7, $8 FROM promotions WHERE category = $1 AND NOT is_raffle ORDER BY sort, id LIMIT 1`,
      [
        promotion.category,
        bonus.percentBps,
        majorToMinor(bonus.maxBonus),
        majorToMinor(bonus.minDeposit),
        bonus.turnoverMultiple,
        bonus.period,
        bonus.firstDepositOnly,
        bonus.registeredWithinDays,
      ],
    );
  }
}
