/** The two themes; light is the default (docs/product.md §1). */
export type Theme = 'light' | 'dark';
export const THEME_STORAGE_KEY = 'theme';

export const nextTheme = (theme: Theme): Theme => (theme === 'dark' ? 'light' : 'dark');

/** The theme the document shows now (set before paint by the head script). */
export const readTheme = (root: HTMLElement = document.documentElement): Theme => (root.dataset['theme'] === 'dark' ? 'dark' : 'light');

/** Shows and remembers a theme. Storage may be unavailable (private modes): showing still works. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement, storage: Storage | null = safeLocalStorage()): void {
  root.dataset['theme'] = theme;
  try {
    storage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered, still applied.
  }
}

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
