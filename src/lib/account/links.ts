import { localizedPath } from '../i18n/paths';
import type { LocaleInfo } from '../i18n/locales';

/** The account pages of docs/product.md §2 in the page's language, for links that open modals. */
export function accountLinks(locale: LocaleInfo) {
  return {
    home: localizedPath('/', locale),
    login: localizedPath('/login', locale),
    register: localizedPath('/register', locale),
    forget: localizedPath('/forget', locale),
    /** The agent centre's default page (issue 17); agents log in at /agentHome and land here. */
    agent: localizedPath('/agent', locale),
    /** The member centre's default entry; its other pages are below it (src/lib/member/centre-menu.ts). */
    member: localizedPath('/member', locale),
    terms: `${localizedPath('/help', locale)}#term`,
    /** Where a new player lands after registering: the optional limits step (issue 16, decision 0029). */
    limitsStep: `${localizedPath('/member/safer-gambling', locale)}?step=registered`,
  };
}
export type AccountLinks = ReturnType<typeof accountLinks>;
