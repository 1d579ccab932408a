/**
 * A same-site path to redirect or link to, or null. Resolving against a dummy origin and
 * comparing origins catches every trick a string test misses (`//host`, `/\host`, tabs and
 * other characters browsers drop, encoded forms).
 */
export function safeLocalPath(candidate: string): string | null {
  const base = 'http://same.invalid';
  try {
    const url = new URL(candidate, base);
    if (url.origin !== base || !candidate.startsWith('/')) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
