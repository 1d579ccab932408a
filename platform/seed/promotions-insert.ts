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
