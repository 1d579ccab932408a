/**
 * A path the site may send to the platform: plain segments only. A segment cannot start with a
 * dot (no `.` or `..`) and `%` or `\` cannot appear, so nothing the platform's server decodes
 * or normalises can climb out of its base (docs/architecture.md "The proxy's rules").
 */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_~-][A-Za-z0-9._~-]*)+$/;

/**
 * The URL for `pathAndQuery` (`/wps/member/info?x=1`) under the platform's `base`, which may
 * carry a path prefix (`https://api.example.com/gateway`); null when the path is not plain or
 * the resolved URL would leave the base (another origin, or outside the prefix).
 */
export function platformRequestUrl(base: string, pathAndQuery: string): URL | null {
  const cut = pathAndQuery.search(/[?#]/);
  const path = cut === -1 ? pathAndQuery : pathAndQuery.slice(0, cut);
  const query = cut === -1 ? '' : pathAndQuery.slice(cut);
  if (!PLAIN_PATH.test(path) || query.includes('#')) return null;
  let root: URL;
  let resolved: URL;
  try {
    root = new URL(base.endsWith('/') ? base : `${base}/`);
    resolved = new URL(`${root.href.slice(0, -1)}${path}${query}`);
  } catch {
    return null;
  }
  if (resolved.origin !== root.origin || !resolved.pathname.startsWith(root.pathname)) return null;
  return resolved;
}
