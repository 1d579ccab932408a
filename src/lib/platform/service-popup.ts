/** docs/product.md §9: the customer-service pop-up is 440 × 500. */
export const SERVICE_POPUP = { width: 440, height: 500 } as const;
const FEATURES = `width=${SERVICE_POPUP.width},height=${SERVICE_POPUP.height}`;

/**
 * Opens a customer-service link in its pop-up window. Returns false when the browser blocked
 * it, so the caller can let the plain link open instead; failures are silent (docs/product.md §8).
 */
export function openServicePopup(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  try {
    const popup = open(url, 'customer-service', `${FEATURES},noopener=no`);
    if (!popup) return false;
    popup.opener = null;
    return true;
  } catch {
    return false;
  }
}

/**
 * Opens the pop-up at once (inside the click, so no blocker stops it) and points it at the
 * link once `resolve` finds it; when that fails the pop-up is closed silently (docs/product.md §4, §8).
 */
export async function openServicePopupFor(resolve: () => Promise<string | null>, open: typeof window.open = window.open.bind(window)): Promise<boolean> {
  let popup: Window | null = null;
  try {
    popup = open('about:blank', 'customer-service', FEATURES);
    const url = await resolve();
    if (!popup || !url) throw new Error('no customer-service link');
    popup.opener = null;
    popup.location.replace(url);
    return true;
  } catch {
    popup?.close();
    return false;
  }
}
