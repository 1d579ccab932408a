import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $modal, closeModal, markHosted, openModalFromLink, type ModalName } from '../../lib/stores/modal';
import type { AccountFeatures } from '../../lib/account/features';
import { Modal } from '../shared/Modal';
import { LoginPanel, type LoginLinks } from '../Login/LoginPanel';
import { VendorShowcase, type ShowcaseStrings } from '../Login/VendorShowcase';
import type { LoginStrings } from '../Login/strings';
import type { SocialLoginStrings } from '../shared/social-login-strings';
import { ChangePasswordForm } from './ChangePasswordForm';
import { Welcome } from './Welcome';
import type { AccountModalStrings } from './strings';
import form from '../shared/form.module.css';

export interface AccountModalLinks extends LoginLinks {
  login: string;
}

export interface AccountModalsProps {
  strings: { modal: AccountModalStrings; login: LoginStrings; showcase: ShowcaseStrings; social?: SocialLoginStrings | undefined };
  features: AccountFeatures;
  localeTag: string;
  links: AccountModalLinks;
}

/**
 * The one host of the account modals of SPEC §2 (login popup, change password, after login,
 * need a real account), on every page. Any island opens one through the `$modal` store; links
 * that open them still work as plain links before this island hydrates.
 */
export default function AccountModals({ strings, features, localeTag, links }: AccountModalsProps) {
  const modal = useStore($modal);
  const name = modal?.name ?? null;
  const text = strings.modal;

  useEffect(() => markHosted(HOSTED), []);

  return (
    <>
      <Modal open={name === 'login'} onClose={closeModal} title={text.loginTitle} closeLabel={text.close} size="wide">
        <div className={form.form}>
          <VendorShowcase strings={strings.showcase} />
          <LoginPanel
            strings={strings.login}
            features={features}
            idPrefix="popup-login"
            links={links}
            socialStrings={strings.social}
            onNavigate={openModalFromLink}
            onDone={() => undefined /* completeLogin has opened the next modal */}
          />
        </div>
      </Modal>
      <Modal
        open={name === 'changePassword'}
        onClose={closeModal}
        title={text.changePasswordTitle}
        closeLabel={text.close}
        dismissible={!modal?.forced}
      >
        <ChangePasswordForm
          strings={text}
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
const HOSTED: readonly ModalName[] = ['login', 'changePassword', 'afterLogin', 'needRealAccount'];
