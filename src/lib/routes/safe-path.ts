/**
 * The one check for every redirect or navigation target that comes from a request or from
 * data (`next` of the language switch, the login page and the login guard; banner links;
 * image paths): a same-site path, or null. See docs/architecture.md "Redirect targets".
 *
 * A target can be read more than once before it is followed: the browser drops tabs and
 * newlines and reads `\` as `/`, resolves `.`/`..` (also `%2e`), and a proxy or a second
 * redirect may decode it again. So the candidate is normalised, then decoded layer by layer,
 * and every layer must still be a plain path on this site: one leading `/` (never `//` or
 * `/\`), no backslash or control character in the path, and resolving it must not change
 * host, before or after dot-segments are removed.
 */
const BASE = 'http://same.invalid';

/** Layers of percent-decoding looked at; a target still changing after that is refused. */
const MAX_DECODINGS = 4;

/** The path part of a target (before `?` or `#`). */
const pathPart = (target: string): string => target.replace(/[?#].*$/su, '');

/** Whether one reading of the target is a plain same-site path. */
function isPlainLocalPath(target: string): boolean {
  const path = pathPart(target);
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (!/^\/(?![/\\])/u.test(path) || /[\\\u0000-\u001f\u007f]/u.test(path)) return false;
  try {
    const url = new URL(target, BASE);
    return url.origin === BASE && !/^\/[/\\]/u.test(url.pathname);
  } catch {
    return false;
  }
}

/** One ASCII byte written `%XX`: what a later decoding step could turn into `/`, `\\` or `.`. */
const ASCII_ESCAPE = /%([0-7][0-9A-Fa-f])/g;

/**
 * One layer of percent-decoding, as far as it goes: each run of escapes is decoded as UTF-8, or,
 * where it is not UTF-8 (`%FF`), its ASCII escapes alone; a `%` that starts no escape (`/100%`)
 * stays as it is. `decodeURIComponent` alone throws on either, which would leave every other
 * escape of the target unread.
 */
const decodeLayer = (path: string): string =>
  path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run.replace(ASCII_ESCAPE, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    }
  });

export function safeLocalPath(candidate: string): string | null {
  if (!isPlainLocalPath(candidate)) return null;
  const url = new URL(candidate, BASE);
  const normalised = `${url.pathname}${url.search}${url.hash}`;
  let layer = normalised;
  for (let i = 0; i <= MAX_DECODINGS; i += 1) {
    if (!isPlainLocalPath(layer)) return null;
    const decoded = decodeLayer(pathPart(layer));
    if (decoded === pathPart(layer)) return normalised;
    layer = `${decoded}${layer.slice(pathPart(layer).length)}`;
  }
  return null;
}

/**
 * The login page with `next` = the page to come back to, when that page is a safe same-site
 * path; otherwise the login page alone (it then goes home). Every `?next=` the site writes
 * (the login guard, sign-in links of lists and boards) comes from here, so a request path such
 * as `//host` is never carried to the login page.
 */
export function loginHrefWithNext(loginPath: string, here: string): string {
  const next = safeLocalPath(here);
  return next ? `${loginPath}?next=${encodeURIComponent(next)}` : loginPath;
}

/**
 * A link from data that may lead off the site (a banner's external link, a payment provider's
 * page): an `https:` URL as it is, else a safe same-site path ({@link safeLocalPath}), else null.
 * Never `javascript:`, `data:` or plain `http:`: the server-rendered `.astro` links and the
 * sanitised HTML have no framework to refuse them, and an allow-list beats React's block-list.
 */
export function safeLinkHref(candidate: string): { url: string; external: boolean } | null {
  const local = safeLocalPath(candidate);
  if (local) return { url: local, external: false };
  try {
    const url = new URL(candidate);
    return url.protocol === 'https:' ? { url: url.href, external: true } : null;
  } catch {
    return null;
  }
}
