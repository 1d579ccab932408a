import { useCallback, useEffect, useState } from 'react';

const loaded = new Map<string, Promise<Record<string, string>>>();

/** Fetches a modal's strings once per page (see src/pages/strings/[area].ts); a failure is retried. */
function fetchStrings(area: string): Promise<Record<string, string>> {
  const lang = document.documentElement.dataset['platformLang'] ?? 'TY';
  const key = `${area}:${lang}`;
  let request = loaded.get(key);
  if (!request) {
    request = fetch(`/strings/${area}?lang=${encodeURIComponent(lang)}`).then(async (response) => {
      if (!response.ok) throw new Error(`strings ${area}: ${response.status}`);
      return (await response.json()) as Record<string, string>;
    });
    request.catch(() => loaded.delete(key));
    loaded.set(key, request);
  }
  return request;
}

export type ModalStringsState<S> = { status: 'loading' } | { status: 'ready'; strings: S } | { status: 'error'; retry: () => void };

/** The strings of a lazily opened modal, with loading and error states. */
export function useModalStrings<S>(area: 'register' | 'forgot'): ModalStringsState<S> {
  const [state, setState] = useState<ModalStringsState<S>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    fetchStrings(area)
      .then((strings) => live && setState({ status: 'ready', strings: strings as S }))
      .catch(() => live && setState({ status: 'error', retry }));
    return () => {
      live = false;
    };
  }, [area, attempt, retry]);

  return state;
}
