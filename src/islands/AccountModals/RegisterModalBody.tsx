import type { AccountFeatures } from '../../lib/account/features';
import { openModal } from '../../lib/stores/modal';
import { RegisterForm, useRegisterSettings, type RegisterStrings } from '../Register/RegisterForm';
import { useModalStrings } from './useModalStrings';
import { LoadState, type LoadTexts } from './LoadState';

interface Props {
  texts: LoadTexts;
  features: AccountFeatures;
  links: { login: string; terms: string; limitsStep: string };
  onDone: () => void;
}

/**
 * registerModal's body (docs/product.md §2): the register settings and the form's strings are fetched
 * when it opens, with a loading state and a retry; then the same form as /register. "Log in" switches to the login
 * popup instead of leaving the page.
 */
export default function RegisterModalBody({ texts, features, links, onDone }: Props) {
  const state = useRegisterSettings(true);
  const text = useModalStrings<RegisterStrings>('register');
  if (state.status === 'error' || text.status === 'error') {
    const retry = () => {
      if (state.status === 'error') state.retry();
      if (text.status === 'error') text.retry();
    };
    return <LoadState texts={texts} retry={retry} />;
  }
  if (state.status === 'loading' || text.status === 'loading') return <LoadState texts={texts} />;
  return (
    <RegisterForm
      strings={text.strings}
      features={features}
      settings={state.settings}
      doneHref={links.limitsStep}
      loginHref={links.login}
      helpTermsHref={links.terms}
      idPrefix="register-modal"
      onNavigate={(_target, event) => {
        event.preventDefault();
        openModal('login');
      }}
      onDone={onDone}
    />
  );
}
