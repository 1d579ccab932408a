import type { AstroCookies } from 'astro';
import type { Lane } from '../../contract/calls/games';
import { loadLanes, orNull } from '../platform/public-data.server';
import { pageBanners } from '../lobby/banners.server';
import type { Banner } from '../../contract/calls/system';
import { bannerGroupFor, JACKPOT_GROUPS, type BannerGroup } from '../lobby/banner-groups';
import { serverListPage } from './data.server';
import { DEFAULT_KEYS, SEAMLESS_KEYS, parseListState, type ListState } from './list-state';
import type { ListResult } from './list-loader';
import type { ListCategory } from './categories';

/**
 * Everything a game list page renders from, loaded in the page's own frontmatter. It must be
 * the page's: Astro fixes the response's headers (Cache-Control, and the CSP with the hashes
 * components register) when the page's frontmatter is done, so a component that awaited
 * platform data would render its head too late for its script hash to reach the policy.
 */
export interface GamePageData {
  category: ListCategory;
  seamless: boolean;
  /** null when the platform's menus could not be loaded (the page shows its error state). */
  lane: Lane | null;
  lanesFailed: boolean;
  state: ListState;
  initial: ListResult | null | 'error';
  signedIn: boolean;
  /** The category's banner group (none on /seamless), its banners (null when they failed), and whether the jackpot shows under them. */
  banner: { group: BannerGroup; banners: Banner[] | null; jackpot: boolean } | null;
}

/** What a page's frontmatter passes from `Astro`. */
export interface PageContext {
  url: URL;
  request: Request;
  cookies: AstroCookies;
  locals: App.Locals;
}

export async function gamePageData({ url, request, cookies, locals }: PageContext, category: ListCategory, seamless = false): Promise<GamePageData> {
  // A player's copy differs (their lists start loading instead of the login call): the route
  // table makes it `private, no-store` (src/lib/routes/route-table.ts).
  const { signedIn } = locals.session;
  const group = seamless ? null : bannerGroupFor(`/${category.toLowerCase()}`);
  const [lanes, banners] = await Promise.all([
    orNull(loadLanes(locals.locale.code)),
    group ? pageBanners({ request, cookies, locals }, group) : Promise.resolve(null),
  ]);
  const lane = lanes?.find((entry) => entry.gameType === category) ?? null;
  const context = { cards: lane?.cards ?? [], gameClassify: lane?.gameClassify ?? [] };
  const state = parseListState(url.searchParams, context, seamless ? SEAMLESS_KEYS : DEFAULT_KEYS);
  const initial = context.cards.length > 0 ? await serverListPage(locals.locale.code, category, state) : { games: [], totalPages: 0, pageNo: 1 };
  const banner = group ? { group, banners, jackpot: JACKPOT_GROUPS.includes(group) } : null;
  return { category, seamless, lane, lanesFailed: lanes === null, state, initial, signedIn, banner };
}
