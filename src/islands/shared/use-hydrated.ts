import { useLayoutEffect, useState } from 'react';

/**
 * False during an island's first render, true once it has mounted (before the browser paints).
 * Islands run on Preact (docs/decisions/0049-preact-runtime.md), whose hydration reuses the
 * server's elements without correcting their attributes: a first render that differs from the
 * server's HTML leaves an element with another element's attributes. So a value only the browser
 * knows at hydration, such as a store another island has already filled, is read once this is
 * true; the first render draws what the server drew.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useLayoutEffect(() => setHydrated(true), []);
  return hydrated;
}
