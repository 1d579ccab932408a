import type { AstroCookies } from 'astro';
import {
  type PointsBalance,
  type PointsConfig,
  type PointsItem,
  pointsBalance,
  pointsConfig,
  pointsRedeemList,
  pointsRewardList,
  pointsTransactions,
} from '../../contract/calls/points';
import { type PaymentPasswordState, paymentPasswordState } from '../../contract/calls/withdrawal';
import type { ResponseOf } from '../../contract/define';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';
import { cachedCall } from '../platform/cache.server';
import { orNull } from '../platform/public-data.server';
import { pageDataClient } from '../platform/server-client.server';
import type { HistoryPages } from './history-pages';

/** The rate changes when an operator changes it; the catalogue's stock with every redemption, so it is read fresh. */
const CONFIG_TTL_MS = 30_000;

export interface MallMember {
  balance: PointsBalance;
  redemptions: ResponseOf<typeof pointsRedeemList>;
  entries: ResponseOf<typeof pointsTransactions>;
  pin: PaymentPasswordState;
}

export interface MallPageData {
  /** null when the platform did not answer: the page shows its error state with a retry. */
  config: PointsConfig | null;
  items: PointsItem[] | null;
  /** A guest (login prompt), the member's points, or `unavailable`. */
  member: SessionAnswer<MallMember>;
}

/**
 * Everything /pointMall renders from, read on the server (docs/architecture.md: server-side
 * first content). The catalogue and the rate are public; the member's part is read with the
 * session cookie's token, server to platform, so the route table makes a signed-in copy private.
 * The redemptions and the points transactions come one page at a time (a long-standing player
 * has thousands of entries): `pages` are the pages the address asks for (src/lib/mall/history-pages.ts).
 */
export async function mallPageData(
  cookies: AstroCookies,
  language: string,
  clientIp: string | undefined,
  pages: HistoryPages = { redemptions: 1, entries: 1 },
): Promise<MallPageData> {
  const [config, items, member] = await Promise.all([
    orNull(cachedCall(`pointsConfig:${language}`, CONFIG_TTL_MS, () => pageDataClient({ language }).call(pointsConfig))),
    orNull(pageDataClient({ language }).call(pointsRewardList)),
    askWithSession(cookies, language, clientIp, async (client) => {
      const [balance, redemptions, entries, pin] = await Promise.all([
        client.call(pointsBalance),
        client.call(pointsRedeemList, { pageNo: pages.redemptions }),
        client.call(pointsTransactions, { pageNo: pages.entries }),
        client.call(paymentPasswordState),
      ]);
      return { balance, redemptions, entries, pin };
    }),
  ]);
  return { config, items, member };
}
