import type { Queryable } from '../db/index';
import type { Promotion, PromotionDetail } from '../../src/contract/calls/promotions';

/**
 * Reading promotions in a language. A promotion exists in the languages it has texts for; a
 * request in another language gets, in this order, English, Filipino (the site's default), or
 * the first language it has, and `language` says which one it got.
 */
export const FALLBACK_LANGUAGES: readonly string[] = ['EN', 'TY'];

/** The language to answer in: the requested one when written, else the fallbacks, else the first. */
export function pickLanguage(available: readonly string[], requested: string): string {
  const sorted = [...available].sort();
  return [requested, ...FALLBACK_LANGUAGES].find((code) => sorted.includes(code)) ?? sorted[0] ?? requested;
}

interface PromotionRow {
  id: number;
  category: string;
  starts_at: Date;
  ends_at: Date | null;
  is_raffle: boolean;
  texts: { language: string; title: string; summary: string; content?: string }[];
}

const COLUMNS = 'p.id, p.category, p.starts_at, p.ends_at, p.is_raffle';

/** The promotion's picture, drawn by the platform (static/serve.ts). */
export const promotionImage = (id: number): string => `/lgw/static/promotions/${id}.webp`;

function toValue(row: PromotionRow, requested: string): Promotion & { content?: string } {
  const languages = row.texts.map((text) => text.language).sort();
  const language = pickLanguage(languages, requested);
  const text = row.texts.find((candidate) => candidate.language === language) ?? row.texts[0]!;
  return {
    id: row.id,
    category: row.category,
    title: text.title,
    summary: text.summary,
    image: promotionImage(row.id),
    startsAt: new Date(row.starts_at).toISOString(),
    endsAt: row.ends_at ? new Date(row.ends_at).toISOString() : null,
    raffle: row.is_raffle,
    language,
    languages,
    ...(text.content !== undefined ? { content: text.content } : {}),
  };
}

/**
 * Current and upcoming promotions (not ended at `now`), optionally of one category, in the
 * operator's order. Ended ones leave the list; their pages stay (see {@link findPromotion}).
 */
export async function listPromotions(
  db: Queryable,
  { language, category, now }: { language: string; category?: string | undefined; now: number },
): Promise<Promotion[]> {
  const rows = await db.query<PromotionRow>(
    `SELECT ${COLUMNS},
            (SELECT jsonb_agg(jsonb_build_object('language', t.language, 'title', t.title, 'summary', t.summary))
             FROM promotion_texts t WHERE t.promotion_id = p.id) AS texts
     FROM promotions p
     WHERE (p.ends_at IS NULL OR p.ends_at > $1) AND ($2::text IS NULL OR p.category = $2)
       AND EXISTS (SELECT 1 FROM promotion_texts t WHERE t.promotion_id = p.id)
     ORDER BY p.sort, p.id`,
    [new Date(now), category ?? null],
  );
  return rows.map((row) => toValue(row, language));
}

/** One promotion with its content, ended or not; null when it does not exist (or has no texts). */
export async function findPromotion(db: Queryable, id: number, language: string): Promise<PromotionDetail | null> {
  const [row] = await db.query<PromotionRow>(
    `SELECT ${COLUMNS},
            (SELECT jsonb_agg(jsonb_build_object('language', t.language, 'title', t.title, 'summary', t.summary, 'content', t.content))
             FROM promotion_texts t WHERE t.promotion_id = p.id) AS texts
     FROM promotions p WHERE p.id = $1`,
    [id],
  );
  if (!row?.texts?.length) return null;
  return toValue(row, language) as PromotionDetail;
}
