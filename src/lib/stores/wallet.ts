import { map } from 'nanostores';
import type { MinorUnits } from '../../contract/money';
import { browserClient } from '../platform/browser-client';
import { walletBalance } from '../../contract/calls/wallet';
import { PlatformError } from '../../contract/envelope';
import { setGuest } from './session';
import { requestHydration } from '../hydration/request';

export interface WalletState {
  /** Minor units of `currency` (src/contract/money). */
  balance: MinorUnits | null;
  currency: string | null;
  /** A refresh is under way: the UI shows a placeholder instead of the old figure. */
  loading: boolean;
  /** The player chose to hide the figure (shows ***). */
  masked: boolean;
  error: PlatformError | null;
}

export const $wallet = map<WalletState>({ balance: null, currency: null, loading: false, masked: false, error: null });

let inFlight: Promise<void> | null = null;

/**
 * Reloads the balance; concurrent calls (a double click) share one request. The header that shows
 * it may still be waiting for the first interaction (a round in a game's frame is not one), so
 * it is asked to hydrate.
 */
export function refreshBalance(): Promise<void> {
  requestHydration();
  inFlight ??= (async () => {
    $wallet.setKey('loading', true);
    $wallet.setKey('error', null);
    try {
      const { sumBalance, currency } = await browserClient.call(walletBalance);
      $wallet.set({ ...$wallet.get(), balance: sumBalance, currency, loading: false });
    } catch (error) {
      const platformError = error instanceof PlatformError ? error : new PlatformError('network', String(error));
      if (platformError.kind === 'unauthorized') setGuest();
      $wallet.set({ ...$wallet.get(), loading: false, error: platformError });
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/**
 * Takes the balance the server put in the page's HTML (src/lib/wallet/balance.server.ts) instead
 * of asking again at once; a later refresh (after money moves, or the refresh button) replaces it.
 */
export function seedBalance(balance: MinorUnits, currency: string): void {
  if ($wallet.get().balance === null) $wallet.set({ ...$wallet.get(), balance, currency, error: null });
}

export const toggleBalanceMask = (): void => $wallet.setKey('masked', !$wallet.get().masked);

export const resetWallet = (): void => $wallet.set({ balance: null, currency: null, loading: false, masked: false, error: null });
