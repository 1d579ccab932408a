import { localeByPath } from '../i18n/locales';
import { localizedPath, stripLocale } from '../i18n/paths';
import { OPEN_WHEN_RESTRICTED } from '../routes/access';
import { safeLocalPath } from '../routes/safe-path';

/**
 * Where a restricted login lands (issue 34 item 12l): a player on a time-out or self-exclusion
 * who signs in may only withdraw and read records (docs/decisions/0029-safer-gambling.md), so the
 * casino home with its bonus banners is the wrong place. The page asked for (`next`) when it is one
 * a restricted session may open (src/lib/routes/access.ts), else the withdrawal page; in the
 * language of the page the player signed in on.
 */
export function restrictedLanding(next: string | null, currentPathname: string): string {
  const asked = next === null ? null : safeLocalPath(next);
  if (asked !== null && OPEN_WHEN_RESTRICTED.has(stripLocale(new URL(asked, 'https://site.invalid').pathname).replace(/\/$/, '') || '/')) return asked;
  return inLocaleOf('/member/withdraw', currentPathname);
}

/** A bare site path (`/help/x`) in the language of the page at `currentPathname` (TY unprefixed, others under `/{code}`). */
export const inLocaleOf = (bare: string, currentPathname: string): string => localizedPath(bare, localeByPath(currentPathname.split('/')[1]));
