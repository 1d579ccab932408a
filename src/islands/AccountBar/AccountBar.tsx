import { useSharedStore } from '../shared/use-shared-store';
import { useEffect, useState } from 'react';
import { $session, restoreSession, type SessionState } from '../../lib/stores/session';
import { loadMember } from '../../lib/stores/member';
import { openModalFromLink } from '../../lib/stores/modal';
import type { MinorUnits } from '../../contract/money';
import type { AccountFeatures } from '../../lib/account/features';
import type { AccountLinks } from '../../lib/account/links';
import { UsernameLoginForm } from '../Login/UsernameLoginForm';
import type { LoginStrings } from '../Login/strings';
import { AccountStrip } from './AccountStrip';
import type { AccountBarStrings } from './strings';
import { landRestricted } from '../Login/login-done';
import form from '../shared/form.module.css';
import styles from './AccountBar.module.css';

export interface AccountBarProps {
  strings: AccountBarStrings;
  loginStrings: LoginStrings;
  localeTag: string;
  links: AccountLinks;
  features: AccountFeatures;
  /**
   * The session the server rendered for (src/lib/session/server-session.ts). Until hydration is
   * done the island shows it, whatever the store holds by then (another island may have
   * restored the session first), so the first client render matches the HTML.
   */
  serverSession?: SessionState;
  /** Unread messages for the account menu's badge, read on the server for the first paint (null: unknown). */
  serverUnread?: number | null;
  /** The logged-in balance as the server read it, for the strip's first paint. */
  serverBalance?: { sumBalance: MinorUnits; currency: string } | null;
}

/**
 * The header's account area: the guest login form with the ways on (more ways to log in,
 * forgot password, register with DIRECTREG3), or the logged-in strip. Which one is known from
 * the readable hint cookie before any request: the server renders from it (`serverSession`), so
 * the header has its final size in the HTML and hydration changes nothing.
 */
export default function AccountBar({
  strings,
  loginStrings,
  localeTag,
  links,
  features,
  serverSession = { status: 'guest' },
  serverUnread = null,
  serverBalance = null,
}: AccountBarProps) {
  const stored = useSharedStore($session);
  const [hydrated, setHydrated] = useState(false);
  const session = hydrated ? stored : serverSession;

  useEffect(() => {
    const restored = restoreSession();
    setHydrated(true);
    document.documentElement.dataset['accountReady'] = '1';
    if (restored.status === 'member') loadMember().catch(() => undefined);
  }, []);

  if (session.status === 'member') {
    return (
      <AccountStrip
        strings={strings}
        username={session.username}
        localeTag={localeTag}
        links={links}
        centreOpen={features.switches.MEMBERCENTER3}
        serverUnread={serverUnread}
        serverBalance={serverBalance}
      />
    );
  }
  return (
    <div className={styles.guest}>
      {/* On a phone the header has two buttons instead of the form (issue 18 item 1): the login
          popup holds the same form; both are links, so they work before hydration too. */}
      <div className={styles.phoneButtons}>
        <a href={links.login} className={styles.primary} onClick={(event) => openModalFromLink('login', event)} data-testid="header-login-button">
          {loginStrings.submit}
        </a>
        {features.switches.DIRECTREG3 && (
          <a href={links.register} className={styles.secondary} onClick={(event) => openModalFromLink('register', event)}>
            {loginStrings.register}
          </a>
        )}
      </div>
      <UsernameLoginForm
        strings={loginStrings}
        features={features}
        idPrefix="header-login"
        className={styles.loginForm}
        fieldClassName={styles.headerField}
        onDone={(step) => {
          // Otherwise completeLogin has opened the after-login or password modal.
          if (step === 'restricted') landRestricted();
        }}
      />
      <div className={styles.ways}>
        <a href={links.login} className={form.link} onClick={(event) => openModalFromLink('login', event)}>
          {loginStrings.moreWays}
        </a>
        <a href={links.forget} className={form.link} onClick={(event) => openModalFromLink('forget', event)}>
          {loginStrings.forgot}
        </a>
        {features.switches.DIRECTREG3 && (
          <a href={links.register} className={form.secondary} onClick={(event) => openModalFromLink('register', event)}>
            {loginStrings.register}
          </a>
        )}
      </div>
    </div>
  );
}
