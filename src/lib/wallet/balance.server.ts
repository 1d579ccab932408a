import type { AstroCookies } from 'astro';
import { walletBalance } from '../../contract/calls/wallet';
import type { MinorUnits } from '../../contract/money';
import { askWithSession } from '../account/session-member.server';

/** The header's balance as the server read it: minor units of `currency`. */
export interface ServerBalance {
  sumBalance: MinorUnits;
  currency: string;
}

const perRequest = new WeakMap<Request, Promise<ServerBalance | null>>();

/**
 * The logged-in header's balance for the first paint (issue 18 item 2: the account strip's
 * balance is in the server's HTML, so the strip needs no JavaScript to show it and the header
 * does not shift when a script would fill it in). Asked once per request; null for a guest or
 * when the platform did not answer, and the strip then asks from the browser as before.
 */
export function balanceForRequest(request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<ServerBalance | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = askWithSession(cookies, language, clientIp, (client) => client.call(walletBalance)).then((answer) =>
      answer.kind === 'answered' ? answer.value : null,
    );
    perRequest.set(request, pending);
  }
  return pending;
}
