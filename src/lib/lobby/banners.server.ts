import type { AstroCookies } from 'astro';
import { depositChannels } from '../../contract/calls/deposits';
import type { Banner } from '../../contract/calls/system';
import { askOncePerRequest } from '../account/session-member.server';
import { bannersForPlayer } from '../banners';
import { loadBanners, orNull } from '../platform/public-data.server';

/** What a page's frontmatter passes from `Astro`. */
export interface BannerPageContext {
  request: Request;
  cookies: AstroCookies;
  locals: App.Locals;
}

/**
 * A page's banners of one group, or null when the platform did not answer. A guest sees them all
 * (the cached guest page); a signed-in player is not shown a banner for a promotion they cannot
 * join now (issue 34 item 12 (k)), which the platform's deposit offers say. Those are asked only
 * when a banner advertises a promotion; logged-in pages are never cached.
 */
export async function pageBanners({ request, cookies, locals }: BannerPageContext, group: string): Promise<Banner[] | null> {
  const banners = await orNull(loadBanners(locals.locale.code, group));
  if (!locals.session.signedIn || !banners?.some((banner) => banner.promotionId !== null)) return banners;
  const session = { cookies, language: locals.locale.code, clientIp: locals.clientIp };
  const offers = await askOncePerRequest(request, depositChannels, session, async (client) => (await client.call(depositChannels)).bonuses);
  return bannersForPlayer(banners, offers ? new Set(offers.map((offer) => offer.promotionId)) : null);
}
