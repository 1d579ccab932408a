import type { AstroCookies } from 'astro';
import { rewardList, type RewardList } from '../../contract/calls/rewards';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';

/** The reward centre's first content, read on the server with the visitor's session (as the withdrawal page does). */
export const rewardsPageData = (cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<SessionAnswer<RewardList>> =>
  askWithSession(cookies, language, clientIp, (client) => client.call(rewardList));
