import { useId, useRef, useState, type KeyboardEvent } from 'react';
import type { ContactChannel } from '../../lib/account/forgot/channels';
import type { AccountFeatures } from '../../lib/account/features';
import { ContactChannels } from './ContactChannels';
import { EmailResetForm } from './EmailResetForm';
import { PhoneResetForm } from './PhoneResetForm';
import type { ForgotStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './ForgotPassword.module.css';

export { loadContactChannels, type ForgotContacts } from '../../lib/account/forgot/actions';
export type { ContactChannel } from '../../lib/account/forgot/channels';
export { FORGOT_KEYS, type ForgotStrings } from './strings';

export type ForgotMethod = 'email' | 'mobileNum';

export interface ForgotPasswordFormProps {
  strings: ForgotStrings;
  features: AccountFeatures;
  /** Alternative contact channels, already checked (contactChannels / loadContactChannels). */
  channels: readonly ContactChannel[];
  /** Where a phone reset lands, logged in (docs/product.md §2: "/", localised). */
  homeHref: string;
  /** The page version's link after the e-mail is sent. */
  loginHref: string;
  /** The live-chat link (the decrypted type-3 customer-service path), or null to hide the button. */
  customerServiceUrl: string | null;
  /**
   * The popup passes this: after the e-mail is sent it gets the success message, closes the
   * popup and shows the message (docs/product.md §4). Without it the message replaces the form.
   */
  onDone?: ((message: string) => void) | undefined;
  /** The channels' heading: 2 on the page (under its h1), 3 in the popup (under its title). */
  headingLevel?: 2 | 3;
}

/**
 * docs/product.md §2 "Forgot-password popup", for the /forget page and the popup alike. Two methods:
 * e-mail always, mobile number only with CHNGPASSVERIF3, which then is the default and
 * brings the tabs. Tabs follow the ARIA tabs pattern (arrows, Home and End move and select);
 * both panels stay mounted so that switching keeps what was typed and a running SMS countdown.
 */
export function ForgotPasswordForm({
  strings,
  features,
  channels,
  homeHref,
  loginHref,
  customerServiceUrl,
  onDone,
  headingLevel = 2,
}: ForgotPasswordFormProps) {
  const id = `forgot${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const methods: ForgotMethod[] = features.switches.CHNGPASSVERIF3 ? ['email', 'mobileNum'] : ['email'];
  const [active, setActive] = useState<ForgotMethod>(methods.includes('mobileNum') ? 'mobileNum' : 'email');
  const tabs = useRef<Partial<Record<ForgotMethod, HTMLButtonElement | null>>>({});
  const tabbed = methods.length > 1;

  function onTabKey(event: KeyboardEvent<HTMLButtonElement>) {
    const index = methods.indexOf(active);
    // Right-to-left pages mirror the arrows.
    const forward = getComputedStyle(event.currentTarget).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    const backward = forward === 'ArrowRight' ? 'ArrowLeft' : 'ArrowRight';
    const next =
      event.key === forward
        ? methods[(index + 1) % methods.length]
        : event.key === backward
          ? methods[(index - 1 + methods.length) % methods.length]
          : event.key === 'Home'
            ? methods[0]
            : event.key === 'End'
              ? methods[methods.length - 1]
              : undefined;
    if (!next) return;
    event.preventDefault();
    setActive(next);
    tabs.current[next]?.focus();
  }

  const label: Record<ForgotMethod, string> = { email: strings.tabEmail, mobileNum: strings.tabMobile };
  const panel = (method: ForgotMethod) =>
    method === 'email' ? (
      <EmailResetForm id={`${id}-email`} strings={strings} loginHref={loginHref} customerServiceUrl={customerServiceUrl} onDone={onDone} />
    ) : (
      <PhoneResetForm id={`${id}-phone`} strings={strings} features={features} homeHref={homeHref} />
    );

  return (
    <div className={styles.root} data-testid="forgot-password">
      {tabbed ? (
        <div>
          <p className={styles.intro}>{strings.intro}</p>
          <div role="tablist" aria-label={strings.methods} className={form.tabs}>
            {methods.map((method) => (
              <button
                key={method}
                ref={(element) => {
                  tabs.current[method] = element;
                }}
                type="button"
                role="tab"
                id={`${id}-tab-${method}`}
                aria-selected={active === method}
                aria-controls={`${id}-panel-${method}`}
                tabIndex={active === method ? 0 : -1}
                className={form.tab}
                onClick={() => setActive(method)}
                onKeyDown={onTabKey}
              >
                {label[method]}
              </button>
            ))}
          </div>
          {methods.map((method) => (
            <div
              key={method}
              role="tabpanel"
              id={`${id}-panel-${method}`}
              aria-labelledby={`${id}-tab-${method}`}
              hidden={active !== method}
              className={styles.panel}
            >
              {panel(method)}
            </div>
          ))}
        </div>
      ) : (
        panel('email')
      )}
      <ContactChannels strings={strings} channels={channels} headingId={`${id}-channels`} headingLevel={headingLevel} />
    </div>
  );
}
