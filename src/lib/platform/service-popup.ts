/** SPEC §9: the customer-service pop-up is 440 × 500. */
export const SERVICE_POPUP = { width: 440, height: 500 } as const;

/**
 * Opens a customer-service link in its pop-up window. Returns false when the browser blocked
 * it, so the caller can let the plain link open instead; failures are silent (SPEC §8).
 */
export function openServicePopup(url: string, open: typeof window.open = window.open.bind(window)): boolean {
  try {
    const popup = open(url, 'customer-service', `width=${SERVICE_POPUP.width},height=${SERVICE_POPUP.height},noopener=no`);
    if (!popup) return false;
    popup.opener = null;
    return true;
  } catch {
    return false;
  }
}
