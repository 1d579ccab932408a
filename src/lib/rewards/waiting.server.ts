import type { AstroCookies } from 'astro';
import { rewardList } from '../../contract/calls/rewards';
import { askWithSession } from '../account/session-member.server';

const perRequest = new WeakMap<Request, Promise<number | null>>();

/** How many rewards wait, for the centre menu's badge (docs/product.md §2), asked once per request; null when unknown. */
export function rewardsWaitingForRequest(request: Request, cookies: AstroCookies, language: string, clientIp: string | undefined): Promise<number | null> {
  let pending = perRequest.get(request);
  if (!pending) {
    pending = askWithSession(cookies, language, clientIp, (client) => client.call(rewardList)).then((answer) =>
      answer.kind === 'answered' ? answer.value.waiting.length : null,
    );
    perRequest.set(request, pending);
  }
  return pending;
}
