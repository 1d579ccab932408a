import { lazy, Suspense, useState } from 'react';
import { completeLogin } from '../../lib/stores/auth';
import type { SocialLoginStrings } from '../shared/social-login-strings';
import type { AccountFeatures } from '../../lib/account/features';
import { Tabs } from '../shared/Tabs';
import { UsernameLoginForm } from './UsernameLoginForm';
import { FreePlayButton } from './FreePlayButton';
import type { LoginStrings } from './strings';
import type { LoginDone } from './login-done';
import form from '../shared/form.module.css';
import styles from './Login.module.css';

export interface LoginLinks {
  forget: string;
  register: string;
  home: string;
}

interface Props {
  strings: LoginStrings;
  features: AccountFeatures;
  idPrefix: string;
  loginFrom?: 'member' | 'agent';
  links: LoginLinks;
  /**
   * Opens the forgot-password or register modal instead of following the link, where a modal
   * host is on the page. Links still work before hydration and without it.
   */
  onNavigate?: ((target: 'forget' | 'register', event: { preventDefault(): void }) => void) | undefined;
  onDone: LoginDone;
  /** Present only when Google or Facebook login is configured (docs/product.md §6). */
  socialStrings?: SocialLoginStrings | undefined;
  /** Show the after-login modal (the page stays) or not (the page moves on). */
  welcome?: boolean;
}

type Method = 'username' | 'sms';

/** Loaded only where a provider is configured, so pages without one never fetch it. */
const SocialLogin = lazy(() => import('../shared/SocialLogin'));
/**
 * Loaded when the player picks the SMS tab: most log in by username, and the popup is on every
 * page (home's 75 KB budget, docs/operations.md "JavaScript ceilings").
 */
const SmsLoginForm = lazy(() => import('./SmsLoginForm').then((module) => ({ default: module.SmsLoginForm })));

/**
 * The full login form of /login, the login popup and the agent page (docs/product.md §2): username or SMS
 * (tabs only with MOBILEVERCODELOGIN3), free play with FREEPLAY3, and the ways on: forgot
 * password and register (register only with DIRECTREG3, docs/product.md §6).
 */
export function LoginPanel({ strings, features, idPrefix, loginFrom = 'member', links, onNavigate, onDone, socialStrings, welcome = true }: Props) {
  const [method, setMethod] = useState<Method>('username');
  const { switches } = features;
  const tabs = [
    { key: 'username' as const, label: strings.byUsername },
    ...(switches.MOBILEVERCODELOGIN3 ? [{ key: 'sms' as const, label: strings.bySms }] : []),
  ];

  return (
    <div className={styles.panel}>
      <Tabs label={strings.methods} tabs={tabs} selected={method} onSelect={setMethod}>
        {method === 'sms' ? (
          <Suspense fallback={<p role="status">{strings.loadingMethod}</p>}>
            <SmsLoginForm strings={strings} features={features} idPrefix={`${idPrefix}-sms`} loginFrom={loginFrom} onDone={onDone} />
          </Suspense>
        ) : (
          <UsernameLoginForm strings={strings} features={features} idPrefix={idPrefix} loginFrom={loginFrom} onDone={onDone} />
        )}
      </Tabs>
      {socialStrings && features.identity && (
        <Suspense fallback={null}>
          <SocialLogin
            config={features.identity}
            strings={socialStrings}
            loginFrom={loginFrom}
            onLoggedIn={async (value) => onDone(await completeLogin(value, { method: 'thirdParty', features, welcome }))}
          />
        </Suspense>
      )}
      <div className={styles.ways}>
        <a href={links.forget} className={form.link} onClick={(event) => onNavigate?.('forget', event)}>
          {strings.forgot}
        </a>
        {switches.DIRECTREG3 && loginFrom === 'member' && (
          <span>
            {strings.noAccount}{' '}
            <a href={links.register} className={form.link} onClick={(event) => onNavigate?.('register', event)}>
              {strings.register}
            </a>
          </span>
        )}
      </div>
      {switches.FREEPLAY3 && loginFrom === 'member' && <FreePlayButton strings={strings} features={features} homeHref={links.home} />}
    </div>
  );
}
