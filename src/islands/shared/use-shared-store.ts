import { useStore } from '@nanostores/react';
import type { Store, StoreValue } from 'nanostores';

/**
 * A shared store's value in an island (docs/architecture.md "State"). The server never writes a
 * store (module state is shared by every request), so it always renders a store's initial value;
 * in the browser another island may have filled the store before this one hydrates (the account
 * bar's member, a balance a game's round refreshed). React would find the first render different
 * from the server's HTML, throw the HTML away and report error #418. `ssr: 'initial'` makes
 * hydration read the initial value, as the server did, and React renders the browser's value
 * straight after (docs/decisions/0066-react-runtime.md). A root React creates without hydrating
 * (a test, a modal's body) reads the current value at once.
 */
export function useSharedStore<S extends Store>(store: S): StoreValue<S> {
  return useStore(store, { ssr: 'initial' });
}
