import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $session, restoreSession } from '../../lib/stores/session';
import { loadMember } from '../../lib/stores/member';
import { LoginForm } from './LoginForm';
import { AccountStrip } from './AccountStrip';
import type { AccountBarStrings } from './strings';
import type { AccountFeatures } from '../../lib/account/features';

export interface AccountBarProps {
  strings: AccountBarStrings;
  localeTag: string;
  homeHref: string;
  features: AccountFeatures;
}

/**
 * The header's account area: the guest login form, or the logged-in strip. Which one is
 * known from the readable hint cookie before any request; the page's inline head script
 * uses the same cookie so the right one shows even before hydration.
 */
export default function AccountBar({ strings, localeTag, homeHref, features }: AccountBarProps) {
  const session = useStore($session);

  useEffect(() => {
    const restored = restoreSession();
    document.documentElement.dataset['accountReady'] = '1';
    if (restored.status === 'member') loadMember().catch(() => undefined);
  }, []);

  return session.status === 'member' ? (
    <AccountStrip strings={strings} username={session.username} localeTag={localeTag} homeHref={homeHref} />
  ) : (
    <LoginForm strings={strings} features={features} />
  );
}
