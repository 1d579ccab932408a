import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, restoreSession } from '../../lib/stores/session';
import { loadMember } from '../../lib/stores/member';
import { openModalFromLink } from '../../lib/stores/modal';
import type { AccountFeatures } from '../../lib/account/features';
import type { AccountLinks } from '../../lib/account/links';
import { UsernameLoginForm } from '../Login/UsernameLoginForm';
import type { LoginStrings } from '../Login/strings';
import { AccountStrip } from './AccountStrip';
import type { AccountBarStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './AccountBar.module.css';

export interface AccountBarProps {
  strings: AccountBarStrings;
  loginStrings: LoginStrings;
  localeTag: string;
  links: AccountLinks;
  features: AccountFeatures;
}

/**
 * The header's account area: the guest login form with the ways on (more ways to log in,
 * forgot password, register with DIRECTREG3), or the logged-in strip. Which one is known from
 * the readable hint cookie before any request; the page's inline head script uses the same
 * cookie so the right one shows even before hydration.
 */
export default function AccountBar({ strings, loginStrings, localeTag, links, features }: AccountBarProps) {
  const session = useStore($session);

  useEffect(() => {
    const restored = restoreSession();
    document.documentElement.dataset['accountReady'] = '1';
    if (restored.status === 'member') loadMember().catch(() => undefined);
  }, []);

  if (session.status === 'member') {
    return <AccountStrip strings={strings} username={session.username} localeTag={localeTag} links={links} />;
  }
  return (
    <div className={styles.guest}>
      <UsernameLoginForm
        strings={loginStrings}
        features={features}
        idPrefix="header-login"
        className={styles.loginForm}
        fieldClassName={styles.headerField}
        onDone={() => undefined /* completeLogin has opened the after-login or password modal */}
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
