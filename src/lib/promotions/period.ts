import type { Promotion } from '../../contract/calls/promotions';

/**
 * A promotion's period as players read it: dates in the page's language through `Intl`, in
 * Manila time (the operator's day, whatever the server's time zone), and where the promotion
 * stands at `now`.
 */
export const PROMOTION_TIME_ZONE = 'Asia/Manila';

export type PromotionPhase = 'upcoming' | 'running' | 'ended';

export interface PromotionPeriod {
  phase: PromotionPhase;
  /** The start date, formatted. */
  start: string;
  /** The end date, formatted; null for a standing offer. */
  end: string | null;
  /** Start to end as one range (`Nov 19 – Dec 19, 2026`); null for a standing offer. */
  range: string | null;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One formatter per locale: building one costs far more than using it. */
export function dateFormat(localeTag: string): Intl.DateTimeFormat {
  let format = formats.get(localeTag);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTag, { dateStyle: 'medium', timeZone: PROMOTION_TIME_ZONE });
    formats.set(localeTag, format);
  }
  return format;
}

export function phaseAt(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>, now: number): PromotionPhase {
  if (now < Date.parse(promotion.startsAt)) return 'upcoming';
  if (promotion.endsAt !== null && now >= Date.parse(promotion.endsAt)) return 'ended';
  return 'running';
}

export function promotionPeriod(promotion: Pick<Promotion, 'startsAt' | 'endsAt'>, localeTag: string, now: number): PromotionPeriod {
  const format = dateFormat(localeTag);
  const start = new Date(promotion.startsAt);
  const end = promotion.endsAt === null ? null : new Date(promotion.endsAt);
  return {
    phase: phaseAt(promotion, now),
    start: format.format(start),
    end: end ? format.format(end) : null,
    range: end ? format.formatRange(start, end) : null,
  };
}
