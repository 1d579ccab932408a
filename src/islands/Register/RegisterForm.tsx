import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AccountFeatures } from '../../lib/account/features';
import type { FirebasePhoneConfig } from '../../lib/identity/config';
import { registerFields, registerModes, type RegisterMode, type RegisterSettings } from '../../lib/account/register/fields';
import { createFirebasePhoneRoute, type FirebaseSdkLoader } from '../../lib/account/register/phone-verification';
import { Modal } from '../shared/Modal';
import { SmsCodeButton } from '../shared/SmsCodeButton';
import { Tabs } from '../shared/Tabs';
import { RegisterClosed } from './RegisterClosed';
import { RegisterFields } from './RegisterFields';
import type { RegisterStrings } from './strings';
import { useReferral } from './useReferral';
import { useRegisterSubmit } from './useRegisterSubmit';
import form from '../shared/form.module.css';
import styles from './Register.module.css';

export { loadRegisterSettings } from '../../lib/account/register/settings';
export type { RegisterSettings } from '../../lib/account/register/fields';
export { REGISTER_KEYS, type RegisterStrings } from './strings';
export { useRegisterSettings, type RegisterSettingsState } from './useRegisterSettings';

export interface RegisterFormProps {
  strings: RegisterStrings;
  features: AccountFeatures;
  /**
   * The register settings (`/wps/system/setting/register`): the page passes the status's, the
   * modal host loads them when the modal opens (`useRegisterSettings` / `loadRegisterSettings`).
   */
  settings: RegisterSettings;
  /** Where a new player lands, logged in (docs/product.md §4: "/", localised). */
  /** Where the new player goes once registered: the optional limits step (docs/decisions/0029-safer-gambling.md). */
  doneHref: string;
  loginHref: string;
  /** The terms (docs/product.md §2: /help#term, localised). */
  helpTermsHref: string;
  /** The live-chat link for the "registration is closed" message, or null to leave it out. */
  customerServiceUrl?: string | null | undefined;
  /** Prefix of the inputs' ids; the page and the modal may both be in one document. */
  idPrefix?: string | undefined;
  /** Opens the login modal instead of following the link, where a modal host is present. */
  onNavigate?: ((target: 'login', event: { preventDefault(): void }) => void) | undefined;
  /** The modal host closes the modal; the form then goes home itself. */
  onDone?: (() => void) | undefined;
  /**
   * Gives the Firebase SDK for SMS verification through Firebase (on when
   * `features.identity.firebasePhone` is set and REGMOBVERF3 is on). Defaults to Firebase's
   * CDN modules, imported only when a code is asked for; tests pass a fake. Keep it stable
   * across renders: a new function starts the verification afresh.
   */
  loadFirebaseSdk?: FirebaseSdkLoader | undefined;
}

/**
 * The registration form of docs/product.md §2–§6, for the /register page and the register modal.
 *
 * The 18+ confirmation (docs/product.md §1, §5 "Minimum age 18") is part of the one terms checkbox's text
 * ("I am 18 years old or older and I accept the Terms…"): docs/product.md §4 gives registration a single
 * terms box that starts unticked (the player's own, active choice: docs/decisions/0065-terms-box-unticked.md)
 * and stops the submit while unticked, and the age is one of the
 * terms a player accepts. A second box would add a step the product does not have, and
 * unticking either must stop registration anyway.
 */
export function RegisterForm({
  strings,
  features,
  settings,
  doneHref,
  loginHref,
  helpTermsHref,
  customerServiceUrl = null,
  idPrefix = 'register',
  onNavigate,
  onDone,
  loadFirebaseSdk,
}: RegisterFormProps) {
  const { switches } = features;
  const modes = registerModes(switches);
  const [mode, setMode] = useState<RegisterMode>(modes[0] ?? 'username');
  const referral = useReferral();
  const { affiliate } = referral;
  const fields = useMemo(
    () =>
      registerFields({
        settings,
        mode,
        smsVerification: switches.REGMOBVERF3,
        affiliateFromUrl: affiliate.status === 'checking' || affiliate.status === 'valid',
      }),
    [settings, mode, switches.REGMOBVERF3, affiliate.status],
  );
  // Keyed by the config's contents, not its object: a parent that rebuilds `features` on a
  // render must not drop the code already sent.
  const firebasePhone = switches.REGMOBVERF3 ? JSON.stringify(features.identity?.firebasePhone ?? null) : 'null';
  const phoneRoute = useMemo(() => {
    const config = JSON.parse(firebasePhone) as FirebasePhoneConfig | null;
    return config ? createFirebasePhoneRoute(config, loadFirebaseSdk) : null;
  }, [firebasePhone, loadFirebaseSdk]);
  const submitting = useRegisterSubmit({ mode, fields, strings, features, referral, doneHref, onDone, phoneRoute });
  const { errors, invitationOpen } = submitting;
  const termsId = `${idPrefix}-terms${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const refocusInvitation = useRef(false);

  useEffect(() => {
    // After the invitation popup closes (and the dialog has handed focus back), go to the code.
    if (invitationOpen) refocusInvitation.current = true;
    else if (refocusInvitation.current) {
      refocusInvitation.current = false;
      submitting.formRef.current?.querySelector<HTMLInputElement>('[name="affiliateCode"]')?.focus();
    }
  }, [invitationOpen, submitting.formRef]);

  if (modes.length === 0) return <RegisterClosed strings={strings} loginHref={loginHref} customerServiceUrl={customerServiceUrl} />;

  const fieldErrors = { ...errors };
  if (affiliate.status === 'failed' && affiliate.message && !fieldErrors.affiliateCode) fieldErrors.affiliateCode = affiliate.message;
  const smsButton = <SmsCodeButton strings={strings} send={submitting.sendCode} />;
  const tabs = modes.map((key) => ({ key, label: key === 'mobile' ? strings.modeMobile : strings.modeUsername }));

  return (
    <div className={styles.root} data-testid="register">
      <Tabs
        label={strings.modesLabel}
        tabs={tabs}
        selected={mode}
        onSelect={(next) => {
          setMode(next);
          submitting.reset();
        }}
      >
        <form
          ref={submitting.formRef}
          className={form.form}
          method="post"
          onSubmit={submitting.submit}
          noValidate
          aria-label={strings.formLabel}
          onFocus={submitting.wakeCaptcha}
          onPointerEnter={submitting.wakeCaptcha}
        >
          <RegisterFields
            idPrefix={idPrefix}
            fields={fields}
            strings={strings}
            errors={fieldErrors}
            smsButton={smsButton}
            captchaReload={submitting.captchaReload}
            onCaptchaUuid={submitting.onCaptchaUuid}
            initial={affiliate.status === 'failed' ? { affiliateCode: affiliate.code } : {}}
            pending={referral.ready ? undefined : 'affiliateCode'}
          />
          {/* Firebase's invisible reCAPTCHA, run when the SMS button sends through Firebase. */}
          {phoneRoute && <div ref={submitting.recaptchaRef} data-testid="register-recaptcha" />}
          <div className={styles.terms}>
            <div className={form.check}>
              <input
                id={termsId}
                type="checkbox"
                name="terms"
                aria-invalid={errors.terms ? true : undefined}
                aria-describedby={errors.terms ? `${termsId}-error` : undefined}
              />
              <label htmlFor={termsId}>{strings.terms}</label>
            </div>
            <a className={styles.termsLink} href={helpTermsHref}>
              {strings.termsLink}
            </a>
            {errors.terms && (
              <p id={`${termsId}-error`} className={form.error}>
                {errors.terms}
              </p>
            )}
          </div>
          <button type="submit" className={form.primary} disabled={submitting.pending} aria-busy={submitting.pending}>
            {submitting.pending ? strings.submitting : strings.submit}
          </button>
          <p className={form.formError} role="alert">
            {submitting.formError}
          </p>
        </form>
      </Tabs>
      <p className={styles.login}>
        {strings.haveAccount}{' '}
        <a href={loginHref} onClick={(event) => onNavigate?.('login', event)}>
          {strings.login}
        </a>
      </p>
      <Modal open={invitationOpen} onClose={submitting.closeInvitation} title={strings.invitationTitle} closeLabel={strings.close} role="alertdialog">
        <p>{submitting.invitationText}</p>
        <div className={form.actions}>
          <button type="button" className={form.primary} onClick={submitting.closeInvitation} data-autofocus>
            {strings.ok}
          </button>
        </div>
      </Modal>
    </div>
  );
}
