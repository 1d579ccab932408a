import { useEffect, useState } from 'react';
import type { AccountFeatures } from '../../lib/account/features';
import { ForgotPasswordForm, loadContactChannels, type ForgotContacts, type ForgotStrings } from '../ForgotPassword/ForgotPasswordForm';
import styles from './AccountModals.module.css';

interface Props {
  strings: ForgotStrings;
  loadingLabel: string;
  features: AccountFeatures;
  homeHref: string;
  loginHref: string;
  onDone: (message: string) => void;
}

/**
 * forgetPassModal's body (SPEC §2): the contact channels come from the platform when the
 * modal opens (they never fail: what did not load is left out), then the form shows.
 */
export default function ForgotModalBody({ strings, loadingLabel, features, homeHref, loginHref, onDone }: Props) {
  const [contacts, setContacts] = useState<ForgotContacts | null>(null);

  useEffect(() => {
    let live = true;
    void loadContactChannels().then((loaded) => live && setContacts(loaded));
    return () => {
      live = false;
    };
  }, []);

  if (!contacts) return <div className={styles.status} role="status" aria-label={loadingLabel} />;
  return (
    <ForgotPasswordForm
      strings={strings}
      features={features}
      channels={contacts.channels}
      customerServiceUrl={contacts.customerServiceUrl}
      homeHref={homeHref}
      loginHref={loginHref}
      onDone={onDone}
      headingLevel={3}
    />
  );
}
