import { useSharedStore } from '../shared/use-shared-store';
import { $member } from '../../lib/stores/member';
import { $wallet } from '../../lib/stores/wallet';
import { formatMoney } from '../../contract/money';
import { TRIAL_ACCOUNT_TYPE } from '../../contract/roles';
import { fill } from '../shared/strings';
import type { AccountModalStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './AccountModals.module.css';

interface Props {
  strings: AccountModalStrings;
  localeTag: string;
  onClose: () => void;
}

/**
 * The after-login modal (docs/product.md §4): who is logged in, their club level and balance, so a
 * player sees at once that the right account is in and what it holds. A trial account is
 * told what it is.
 */
export function Welcome({ strings, localeTag, onClose }: Props) {
  const member = useSharedStore($member);
  const wallet = useSharedStore($wallet);
  const name = member?.nickname || member?.account;
  return (
    <div className={styles.welcome}>
      <p className={styles.greeting} aria-live="polite">
        {name ? fill(strings.welcomeBack, { name }) : <span className={styles.skeleton} aria-label={strings.loading} role="status" />}
      </p>
      {member?.clubLabel && <p>{fill(strings.welcomeLevel, { level: member.clubLabel.labelName })}</p>}
      {wallet.balance !== null && <p className={styles.balance}>{formatMoney(wallet.balance, localeTag, wallet.currency)}</p>}
      {member?.type === TRIAL_ACCOUNT_TYPE && <p>{strings.welcomeTrial}</p>}
      <div className={form.actions}>
        <button type="button" className={form.primary} onClick={onClose} data-autofocus>
          {strings.welcomeStart}
        </button>
      </div>
    </div>
  );
}
