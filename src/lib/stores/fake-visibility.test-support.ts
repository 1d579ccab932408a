import type { Visibility } from './query';

/** Test support: a tab whose visibility the test sets (`set(true)` hides it), for createQuery. */
export function fakeVisibility() {
  let hidden = false;
  const listeners = new Set<() => void>();
  const visibility: Visibility = {
    hidden: () => hidden,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const set = (value: boolean) => {
    hidden = value;
    listeners.forEach((listener) => listener());
  };
  return { visibility, set };
}
