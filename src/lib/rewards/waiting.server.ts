import type { AstroCookies } from 'astro';
import { rewardList, type RewardList } from '../../contract/calls/rewards';
import { askWithSession } from '../account/session-member.server';
import { missionPrizesWaiting } from '../missions/prizes';

const perRequest = new WeakMap<Request, Promise<RewardList | null>>();

/** The member's rewards, asked once per request for the centre menu's badges; null when unknown. */
function rewardsForRequest(request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<RewardList | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = askWithSession(cookies, language, clientIp, (client) => client.call(rewardList)).then((answer) =>
      answer.kind === 'answered' ? answer.value : null,
    );
    perRequest.set(request, pending);
  }
  return pending;
}

/** How many rewards wait, for the centre menu's badge (docs/product.md §2), asked once per request; null when unknown. */
export const rewardsWaitingForRequest = (request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<number | null> =>
  rewardsForRequest(request, cookies, language, clientIp).then((list) => (list ? list.waiting.length : null));

/** How many mission prizes wait to be claimed, for mission activity's badge (docs/product.md §2), from the same answer. */
export const missionPrizesWaitingForRequest = (
  request: Request,
  cookies: AstroCookies,
  language: string,
  clientIp: string | undefined,
): Promise<number | null> => rewardsForRequest(request, cookies, language, clientIp).then((list) => (list ? missionPrizesWaiting(list.waiting) : null));
