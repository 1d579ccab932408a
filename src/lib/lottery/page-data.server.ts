import type { AstroCookies } from 'astro';
import type { Winner } from '../../contract/calls/games';
import type { LotteryItem, LotteryMenu, LotteryResult, PrizeMode } from '../../contract/calls/lottery';
import type { SystemStatus } from '../../contract/calls/system';
import { loadLanes, orNull } from '../platform/public-data.server';
import { loadWinners } from '../lobby/data.server';
import { vendorNames } from '../lobby/vendors';
import { launchOnPage } from '../games/launch.server';
import { loginHrefWithNext } from '../routes/safe-path';
import type { PageContext } from '../games/page-data.server';
import type { LaunchOutcome } from '../games/launch-flow';
import { localeByCode } from '../i18n/locales';
import { prizeModeFor } from './prize-mode';
import { menusForPage, pageOfVendor, type LotteryPageKind } from './menus';
import { parseLotteryState, type LotteryListState } from './list';
import { parseSelection, resolveSelection, type ResolvedSelection } from './selection';
import { loadLotteryMenus, loadOpenedNumbers, loadPopularLottery, loadRecentResults, loadVnNumbers } from './data.server';

/**
 * Everything a lottery page renders from, loaded in the page's own frontmatter (as the game
 * pages do, and for the same reason: Astro fixes the response's headers and CSP when the
 * page's frontmatter is done; see src/lib/games/page-data.server.ts). Each board fails on its
 * own (null: its error state); only the menus decide whether the list can show.
 */
export interface LotteryPageData {
  kind: LotteryPageKind;
  prizeMode: PrizeMode;
  /** This page's menus for every audience (the island applies the member's type codes); null when they failed. */
  menus: LotteryMenu[] | null;
  /** How old the menus' answer was when the page rendered (ms): the island's clocks start from the answer. */
  menusAgeMs: number;
  memberType: number | null;
  tySupported: boolean;
  signedIn: boolean;
  state: LotteryListState;
  popular: LotteryItem[] | null;
  results: LotteryResult[] | null;
  vnNumbers: { number: string; times: number }[] | null;
  winners: Winner[] | null;
  vendors: Record<string, string>;
  /** The game whose betting screen is open, what the launch came to, and its opened numbers. */
  selected:
    | { game: ResolvedSelection; outcome: LaunchOutcome; opened: LotteryResult[] | null }
    | { game: null; outcome: null; opened: null; invalid: true }
    | null;
}

export type LotteryPageResult = { redirect: string } | { data: LotteryPageData };

/** The member's account type from the request's session (resolved once, locals.session), or null (guest, expired session, platform down). */
async function viewerType(locals: App.Locals): Promise<number | null> {
  const viewer = await locals.session.member();
  return viewer.kind === 'member' ? viewer.member.type : null;
}

export async function lotteryPageData(
  { url, cookies, locals }: PageContext,
  kind: LotteryPageKind,
  loginPath: string,
  otherPagePath: string,
): Promise<LotteryPageResult> {
  const language = locals.locale.code;
  // The route table makes a signed-in copy `private, no-store` (src/lib/routes/route-table.ts).
  const { signedIn } = locals.session;
  const selection = parseSelection(url.searchParams);
  const here = `${url.pathname}${url.search}`;
  // A guest's betting screen is a login first (docs/product.md §4 "Game launch: login required").
  if (selection && !signedIn) return { redirect: loginHrefWithNext(loginPath, here) };
  // A TCG_LOTTO_VN game plays on /vnlottery, the others on /lottery.
  if (selection?.vendor && pageOfVendor(selection.vendor) !== kind) return { redirect: `${otherPagePath}${url.search}` };

  const lanes = await orNull(loadLanes(language));
  const prizeMode = prizeModeFor(lanes);
  const [timed, popular, results, vn, winners, memberType] = await Promise.all([
    orNull(loadLotteryMenus(language, prizeMode)),
    orNull(loadPopularLottery(language, prizeMode)),
    orNull(loadRecentResults(language, prizeMode)),
    kind === 'vnlottery' ? orNull(loadVnNumbers(language)) : Promise.resolve(null),
    orNull(loadWinners(language)),
    viewerType(locals),
  ]);
  const menus = timed ? menusForPage(timed.menus, kind) : null;
  const state = parseLotteryState(
    url.searchParams,
    (menus ?? []).map((menu) => menu.gameMenuTag),
  );
  const selected = await selectedGame(selection, timed?.menus ?? [], lanes, { cookies, language, clientIp: locals.clientIp, url, status: locals.status });
  return {
    data: {
      kind,
      prizeMode,
      menus,
      menusAgeMs: timed ? Math.max(0, Date.now() - timed.fetchedAt) : 0,
      memberType,
      tySupported: localeByCode('TY') !== undefined,
      signedIn,
      state,
      popular: popular && popular.filter((item) => pageOfVendor(item.vendor) === kind),
      results,
      vnNumbers: vn,
      winners,
      vendors: vendorNames(lanes),
      selected,
    },
  };
}

interface LaunchInput {
  cookies: AstroCookies;
  language: string;
  clientIp: string | undefined;
  url: URL;
  status: SystemStatus | null;
}

async function selectedGame(
  selection: ReturnType<typeof parseSelection>,
  menus: LotteryMenu[],
  lanes: Parameters<typeof resolveSelection>[2],
  input: LaunchInput,
): Promise<LotteryPageData['selected']> {
  if (!selection) return null;
  const game = resolveSelection(selection, menus, lanes);
  if (!game) return { game: null, outcome: null, opened: null, invalid: true };
  const [outcome, opened] = await Promise.all([launchOnPage(game, input), orNull(loadOpenedNumbers(input.language, game.gameCode))]);
  return { game, outcome, opened };
}
