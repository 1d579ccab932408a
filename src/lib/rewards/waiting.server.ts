import type { AstroCookies } from 'astro';
import { rewardList, type RewardList } from '../../contract/calls/rewards';
import { askOncePerRequest } from '../account/session-member.server';
import { missionPrizesWaiting } from '../missions/prizes';

/** The member's rewards, asked once per request for the centre menu's badges; null when unknown. */
const rewardsForRequest = (request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<RewardList | null> =>
  askOncePerRequest(request, rewardList, { cookies, language, clientIp }, (client) => client.call(rewardList));

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
