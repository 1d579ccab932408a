import { useEffect } from 'react';
import { restoreSession } from '../../lib/stores/session';
import { openModalFromLink } from '../../lib/stores/modal';
import { safeLocalPath } from '../../lib/routes/safe-path';
import type { AccountFeatures } from '../../lib/account/features';
import { LoginPanel, type LoginLinks } from './LoginPanel';
import type { LoginStrings } from './strings';
import type { SocialLoginStrings } from '../shared/social-login-strings';
import { landRestricted } from './login-done';

interface Props {
  strings: LoginStrings;
  features: AccountFeatures;
  links: LoginLinks;
  loginFrom?: 'member' | 'agent';
  /** Where a successful login goes (docs/product.md §2: /, or /agentHome from the agent page). */
  next: string;
  socialStrings?: SocialLoginStrings | undefined;
}

/**
 * The login form of the /login page and the agent page. After a login the page moves on to
 * `next`, unless the forced password change opened: that modal then decides (docs/product.md §4).
 */
export default function LoginPage({ strings, features, links, loginFrom = 'member', next, socialStrings }: Props) {
  useEffect(() => {
    restoreSession();
  }, []);

  return (
    <LoginPanel
      strings={strings}
      features={features}
      idPrefix={loginFrom === 'agent' ? 'agent-login' : 'page-login'}
      loginFrom={loginFrom}
      links={links}
      socialStrings={socialStrings}
      welcome={false}
      onNavigate={openModalFromLink}
      onDone={(step) => {
        // Checked again here: `next` must never be followed off the site (docs/architecture.md "Redirect targets").
        if (step === 'start') window.location.assign(safeLocalPath(next) ?? links.home);
        if (step === 'restricted') landRestricted(next);
      }}
    />
  );
}
