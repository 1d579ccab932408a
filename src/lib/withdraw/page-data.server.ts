import type { AstroCookies } from 'astro';
import { memberInfo } from '../../contract/calls/member';
import { banks, paymentPasswordState, withdrawalAccounts, withdrawalOverview } from '../../contract/calls/withdrawal';
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
 * the withdrawal overview's balance and what may leave it (a transfer takes only that).
 */
export const uplinePageData = (cookies: AstroCookies, language: string, clientIp: string | undefined) =>
  askWithSession(cookies, language, clientIp, async (client) => {
    const [member, pin, overview] = await Promise.all([client.call(memberInfo), client.call(paymentPasswordState), client.call(withdrawalOverview)]);
    return { toUpline: member.toUpline, pin, overview };
  });
