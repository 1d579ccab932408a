/**
 * Asks the islands that wait for the first interaction (src/lib/hydration/interaction-directive.ts)
 * to hydrate now. For state they show that changes without the visitor touching the page: a round
 * played inside a game's frame (clicks in a frame are not the page's) refreshes the balance the
 * header shows, and the header must be running to show it.
 */
export const HYDRATE_EVENT = 'site:hydrate';

export function requestHydration(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  doc?.dispatchEvent(new Event(HYDRATE_EVENT));
}
