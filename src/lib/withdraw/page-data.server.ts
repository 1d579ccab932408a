import type { AstroCookies } from 'astro';
import { memberInfo } from '../../contract/calls/member';
import { banks, paymentPasswordState, withdrawalAccounts, withdrawalOverview } from '../../contract/calls/withdrawal';
import { uplineFigures } from './figures';
import { askWithSession, type SessionAnswer } from '../account/session-member.server';
import type { WithdrawInitial } from '../../islands/Withdraw/Withdraw';

/**
 * The withdrawal pages' first content, read on the server with the visitor's session (the route
 * table has already sent guests to the login and refused trial accounts): `answered` with the
 * data, `guest` when the session has just ended, `unavailable` when the platform did not answer
 * (the page shows its error state with a retry).
 */
export const withdrawPageData = (cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<SessionAnswer<WithdrawInitial>> =>
  askWithSession(cookies, language, clientIp, async (client) => {
    const [overview, pin, accounts, bankList] = await Promise.all([
      client.call(withdrawalOverview),
      client.call(paymentPasswordState),
      client.call(withdrawalAccounts),
      client.call(banks),
    ]);
    return { overview, pin, accounts, banks: bankList };
  });

/**
 * The transfer page's: whether member info says `toUpline`, the payment password's state, and
 * for an account that may transfer, the balance and what may leave it (a transfer takes only
 * that). An account without an upline reads only that it is not available.
 */
export const uplinePageData = (cookies: AstroCookies, language: string, clientIp: string | undefined) =>
  askWithSession(cookies, language, clientIp, async (client) => {
    const [member, pin] = await Promise.all([client.call(memberInfo), client.call(paymentPasswordState)]);
    if (!member.toUpline) return { toUpline: false as const };
    return { toUpline: true as const, pin, figures: uplineFigures(await client.call(withdrawalOverview)) };
  });
