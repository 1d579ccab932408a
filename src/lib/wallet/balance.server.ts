import type { AstroCookies } from 'astro';
import { walletBalance } from '../../contract/calls/wallet';
import type { MinorUnits } from '../../contract/money';
import { askOncePerRequest } from '../account/session-member.server';

/** The header's balance as the server read it: minor units of `currency`. */
export interface ServerBalance {
  sumBalance: MinorUnits;
  currency: string;
}

/**
 * The logged-in header's balance for the first paint (issue 18 item 2: the account strip's
 * balance is in the server's HTML, so the strip needs no JavaScript to show it and the header
 * does not shift when a script would fill it in). Asked once per request; null for a guest or
 * when the platform did not answer, and the strip then asks from the browser as before.
 */
export const balanceForRequest = (request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<ServerBalance | null> =>
  askOncePerRequest(request, walletBalance, { cookies, language, clientIp }, (client) => client.call(walletBalance));
