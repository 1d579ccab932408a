import { useSharedStore } from '../shared/use-shared-store';
import { lazy, Suspense, useEffect, useState } from 'react';
import { $modal, closeModal, markHosted, openModal, openModalFromLink, type ModalName } from '../../lib/stores/modal';
import { passwordChangeDue } from '../../lib/account/forced-change';
import type { AccountFeatures } from '../../lib/account/features';
import { Modal } from '../shared/Modal';
import { LoginPanel, type LoginLinks } from '../Login/LoginPanel';
import type { ShowcaseStrings } from '../Login/VendorShowcase';
import showcaseStyles from '../Login/VendorShowcase.module.css';
import type { LoginStrings } from '../Login/strings';
import type { SocialLoginStrings } from '../shared/social-login-strings';
import { captureReferral } from '../../lib/account/register/referral';
import { ChangePasswordForm } from './ChangePasswordForm';
import { Welcome } from './Welcome';
import { LoadState } from './LoadState';
import { landRestricted } from '../Login/login-done';
import type { AccountModalStrings } from './strings';
import form from '../shared/form.module.css';

export interface AccountModalLinks extends LoginLinks {
  login: string;
  terms: string;
  limitsStep: string;
}

export interface AccountModalsProps {
  strings: {
    modal: AccountModalStrings;
    login: LoginStrings;
    showcase: ShowcaseStrings;
    social?: SocialLoginStrings | undefined;
  };
  features: AccountFeatures;
  localeTag: string;
  links: AccountModalLinks;
}

/**
 * The one host of the account modals of docs/product.md §2 (login popup, change password, after login,
 * need a real account), on every page. Any island opens one through the `$modal` store; links
 * that open them still work as plain links before this island hydrates.
 */
export default function AccountModals({ strings, features, localeTag, links }: AccountModalsProps) {
  const modal = useSharedStore($modal);
  const name = modal?.name ?? null;
  const text = strings.modal;

  // A message left by a modal that closed (the e-mail reset's "password has been sent").
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    // docs/product.md §2: a referralCode in any landing URL is kept for the registration.
    captureReferral(window.location.search);
    markHosted(HOSTED);
    // A password change this session must make holds on every page until it is made.
    if (passwordChangeDue(document.cookie) && $modal.get() === null) openModal('changePassword', { forced: {} });
  }, []);
  const loading = <LoadState texts={text} />;

  return (
    <>
      <Modal open={name === 'login'} onClose={closeModal} title={text.loginTitle} closeLabel={text.close} size="wide">
        <div className={form.form}>
          <Suspense fallback={<div className={showcaseStyles.skeleton} role="status" aria-label={strings.showcase.loading} />}>
            <VendorShowcase strings={strings.showcase} />
          </Suspense>
          <LoginPanel
            strings={strings.login}
            features={features}
            idPrefix="popup-login"
            links={links}
            socialStrings={strings.social}
            onNavigate={openModalFromLink}
            onDone={(step) => {
              // Otherwise completeLogin has opened the next modal.
              if (step === 'restricted') landRestricted();
            }}
          />
        </div>
      </Modal>
      <Modal open={name === 'register'} onClose={closeModal} title={text.registerTitle} closeLabel={text.close} size="wide">
        <Suspense fallback={loading}>
          <RegisterModalBody texts={text} features={features} links={links} onDone={closeModal} />
        </Suspense>
      </Modal>
      <Modal open={name === 'forget'} onClose={closeModal} title={text.forgotTitle} closeLabel={text.close}>
        <Suspense fallback={loading}>
          <ForgotModalBody
            texts={text}
            features={features}
            homeHref={links.home}
            loginHref={links.login}
            onDone={(sent) => {
              closeModal();
              setMessage(sent);
            }}
          />
        </Suspense>
      </Modal>
      <Modal open={message !== null} onClose={() => setMessage(null)} title={text.forgotTitle} closeLabel={text.close}>
        <p role="status">{message}</p>
        <div className={form.actions}>
          <button type="button" className={form.primary} onClick={() => setMessage(null)} data-autofocus>
            {text.ok}
          </button>
        </div>
      </Modal>
      <Modal open={name === 'changePassword'} onClose={closeModal} title={text.changePasswordTitle} closeLabel={text.close} dismissible={!modal?.forced}>
        <ChangePasswordForm
          strings={text}
          loginStrings={strings.login}
          features={features}
          forced={Boolean(modal?.forced)}
          cachedOldPassword={modal?.forced?.oldPassword}
          homeHref={links.home}
          loginHref={links.login}
        />
      </Modal>
      <Modal open={name === 'afterLogin'} onClose={closeModal} title={text.welcomeTitle} closeLabel={text.close}>
        <Welcome strings={text} localeTag={localeTag} onClose={closeModal} />
      </Modal>
      <Modal open={name === 'needRealAccount'} onClose={closeModal} title={text.needRealTitle} closeLabel={text.close} role="alertdialog">
        <p>{text.needRealText}</p>
        <div className={form.actions}>
          <button type="button" className={form.primary} onClick={closeModal} data-autofocus>
            {text.ok}
          </button>
        </div>
      </Modal>
    </>
  );
}

/** The modals this host shows. */
const HOSTED: readonly ModalName[] = ['login', 'register', 'forget', 'changePassword', 'afterLogin', 'needRealAccount'];

/** Loaded when first opened: most visits never need them. */
const ForgotModalBody = lazy(() => import('./ForgotModalBody'));
const RegisterModalBody = lazy(() => import('./RegisterModalBody'));
/** The popup's vendor grid loads its data when shown anyway; its code (and the games calls) with it. */
const VendorShowcase = lazy(() => import('../Login/VendorShowcase').then((module) => ({ default: module.VendorShowcase })));
