/**
 * "Remember me" (docs/product.md §9, docs/architecture.md "State"): the username, never the password, kept in the
 * browser for 24 hours. Storage is injectable for tests; a browser that refuses storage
 * (private mode, quota) simply does not remember.
 */
export const REMEMBER_KEY = 'rememberedUsername';
export const REMEMBER_MS = 24 * 60 * 60 * 1000;

interface Remembered {
  username: string;
  until: number;
}

const storage = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
};

/** The remembered username, or null when none or expired (an expired one is removed). */
export function rememberedUsername(store: Storage | null = storage(), now = Date.now()): string | null {
  try {
    const raw = store?.getItem(REMEMBER_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Remembered>;
    if (typeof parsed.username === 'string' && typeof parsed.until === 'number' && parsed.until > now) return parsed.username;
    store?.removeItem(REMEMBER_KEY);
  } catch {
    // unreadable: treat as nothing remembered
  }
  return null;
}

/** Remembers the username for 24 hours, or forgets it when the box is unticked. */
export function rememberUsername(username: string | null, store: Storage | null = storage(), now = Date.now()): void {
  try {
    if (username) store?.setItem(REMEMBER_KEY, JSON.stringify({ username, until: now + REMEMBER_MS } satisfies Remembered));
    else store?.removeItem(REMEMBER_KEY);
  } catch {
    // storage refused: nothing is remembered
  }
}
