import type { AstroCookies } from 'astro';
import { missionList, type MissionList } from '../../contract/calls/missions';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';

/** Mission activity's content, read on the server with the visitor's session (as the withdrawal page does). */
export const missionsPageData = (cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<SessionAnswer<MissionList>> =>
  askWithSession(cookies, language, clientIp, (client) => client.call(missionList));
