import type { AstroCookies } from 'astro';
import { promotionDetail, promotions, raffleStatus, type Promotion, type PromotionDetail, type RaffleStatus } from '../../contract/calls/promotions';
import { cachedCall } from '../platform/cache.server';
import { PlatformError } from '../../contract/envelope';
import { ErrorCodes } from '../../contract/refusals';
import { pageDataClient } from '../platform/server-client.server';
import { sanitizePlatformHtml } from '../html/sanitize.server';
import { askWithSession } from '../account/session-member.server';
import { demoteHeadings } from './html';

/**
 * Promotion data for the pages. The list and each detail are the same for every visitor, so
 * they go through the short per-instance cache (docs/architecture.md "Scale"); a detail's HTML is
 * sanitised once per cache fill, not per view. The raffle status is the member's own and is
 * never cached.
 */
const PROMOTIONS_TTL_MS = 30_000;

export const loadPromotions = (language: string): Promise<Promotion[]> =>
  cachedCall(`promotions:${language}`, PROMOTIONS_TTL_MS, () => pageDataClient({ language }).call(promotions, { language }));

/** One promotion with its content sanitised, or null when the platform has no such promotion. */
export const loadPromotion = (language: string, id: number): Promise<PromotionDetail | null> =>
  cachedCall(`promotion:${language}:${id}`, PROMOTIONS_TTL_MS, async () => {
    try {
      const promotion = await pageDataClient({ language }).call(promotionDetail, { id, language });
      return { ...promotion, content: demoteHeadings(sanitizePlatformHtml(promotion.content)) };
    } catch (error) {
      if (error instanceof PlatformError && error.kind === 'rejected' && error.details.errorCode === ErrorCodes.notFound) return null;
      throw error;
    }
  });

/** Who is looking at a raffle: a guest, or a member with their status (null when it could not be read). */
export type RaffleViewer = { signedIn: false } | { signedIn: true; status: RaffleStatus | null };

/**
 * The member's standing with a raffle, read with the session cookie's token
 * (session-member.server.ts). An expired session is a guest.
 */
export async function raffleViewer(cookies: AstroCookies, language: string, clientIp: string | undefined, id: number): Promise<RaffleViewer> {
  const answer = await askWithSession(cookies, language, clientIp, (client) => client.call(raffleStatus, { id }));
  if (answer.kind === 'guest') return { signedIn: false };
  return { signedIn: true, status: answer.kind === 'answered' ? answer.value : null };
}
