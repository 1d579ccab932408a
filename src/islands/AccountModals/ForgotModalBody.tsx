import { useEffect, useState } from 'react';
import type { AccountFeatures } from '../../lib/account/features';
import { ForgotPasswordForm, loadContactChannels, type ForgotContacts, type ForgotStrings } from '../ForgotPassword/ForgotPasswordForm';
import { useModalStrings } from './useModalStrings';
import { LoadState, type LoadTexts } from './LoadState';

interface Props {
  texts: LoadTexts;
  features: AccountFeatures;
  homeHref: string;
  loginHref: string;
  onDone: (message: string) => void;
}

/**
 * forgetPassModal's body (docs/product.md §2): its strings and the contact channels are fetched when the
 * modal opens (they never fail: what did not load is left out), then the form shows.
 */
export default function ForgotModalBody({ texts, features, homeHref, loginHref, onDone }: Props) {
  const [contacts, setContacts] = useState<ForgotContacts | null>(null);
  const text = useModalStrings<ForgotStrings>('forgot');

  useEffect(() => {
    let live = true;
    void loadContactChannels().then((loaded) => live && setContacts(loaded));
    return () => {
      live = false;
    };
  }, []);

  if (text.status === 'error') return <LoadState texts={texts} retry={text.retry} />;
  if (!contacts || text.status === 'loading') return <LoadState texts={texts} />;
  return (
    <ForgotPasswordForm
      strings={text.strings}
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
