/** The system's "reduce motion" setting, and its changes (the player may flip it any time). */
const QUERY = '(prefers-reduced-motion: reduce)';

export function watchReducedMotion(onChange: (reduced: boolean) => void, win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): () => void {
  if (!win?.matchMedia) return () => undefined;
  const query = win.matchMedia(QUERY);
  onChange(query.matches);
  const listener = (event: MediaQueryListEvent) => onChange(event.matches);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}
