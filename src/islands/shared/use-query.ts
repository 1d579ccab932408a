import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { createQuery, type Query, type QueryOptions, type QueryValue } from '../../lib/stores/query';

/**
 * An island's query (src/lib/stores/query.ts): made once per island from its first options,
 * subscribed for rendering (on the server it renders the initial value, so the HTML matches),
 * and started (visibility, refresh schedule) once hydrated.
 */
export function useQuery<K, T>(options: () => QueryOptions<K, T>): [QueryValue<K, T>, Query<K, T>] {
  const [query] = useState(() => createQuery(options()));
  const value = useStore(query.$value);
  useEffect(() => {
    query.start();
    return () => query.stop();
  }, [query]);
  return [value, query];
}
