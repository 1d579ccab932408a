import { useSharedStore } from '../shared/use-shared-store';
import { useEffect, useState } from 'react';
import { $wallet, refreshBalance, seedBalance, toggleBalanceMask } from '../../lib/stores/wallet';
import { $member } from '../../lib/stores/member';
import { logout } from '../../lib/stores/auth';
import { asMinorUnits, formatMoney, type MinorUnits } from '../../contract/money';
import { MASKED_BALANCE } from '../../lib/money';
import type { AccountBarStrings } from './strings';
import { EyeIcon, EyeOffIcon, RefreshIcon } from './icons';
import { Modal } from '../shared/Modal';
import { AccountMenu } from './AccountMenu';
import type { AccountLinks } from '../../lib/account/links';
import styles from './AccountBar.module.css';

interface Props {
  strings: AccountBarStrings;
  username: string;
  localeTag: string;
  /** Logout goes to links.home, the home page of the current language (docs/product.md §4 "go to /"). */
  links: AccountLinks;
  /** The member centre's switch (MEMBERCENTER3): off, the menu lists none of its pages. */
  centreOpen: boolean;
  /** Unread messages for the menu's badge, as the server read them. */
  serverUnread?: number | null;
  /** The balance as the server read it (src/lib/wallet/balance.server.ts): shown before any script runs. */
  serverBalance?: { sumBalance: MinorUnits; currency: string } | null;
}

/** The logged-in strip (docs/product.md §2): account name, balance with mask and refresh, logout. */
export function AccountStrip({ strings, username, localeTag, links, centreOpen, serverUnread = null, serverBalance = null }: Props) {
  const wallet = useSharedStore($wallet);
  const member = useSharedStore($member);
  const [confirming, setConfirming] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);

  useEffect(() => {
    if (wallet.balance !== null || wallet.loading || wallet.error) return;
    if (serverBalance) seedBalance(serverBalance.sumBalance, serverBalance.currency);
    else void refreshBalance();
  }, [wallet.balance, wallet.loading, wallet.error, serverBalance]);
  // Until the store holds a balance, the server's figure is the one shown (the same HTML before and after hydration).
  const balance = wallet.balance ?? serverBalance?.sumBalance ?? null;
  const currency = wallet.balance !== null ? wallet.currency : (serverBalance?.currency ?? null);

  const name = member?.account ?? username;

  async function confirmLogout() {
    setLoggingOut(true);
    await logout();
    window.location.assign(links.home);
  }

  return (
    <div className={styles.strip} aria-label={strings.accountLabel} role="group">
      <span className={styles.name} data-testid="account-name">
        {name}
      </span>
      <span className={styles.balance}>
        <span className="visually-hidden">{strings.balance}: </span>
        {/* Only the first read, with no figure yet, shows the placeholder: a refresh keeps the old
            figure (marked busy) until the new one arrives, never a blank (issue 34 item 13). */}
        {balance === null && !wallet.error ? (
          <span className={styles.balanceSkeleton} role="status" aria-label={strings.updating} data-testid="balance-loading" />
        ) : wallet.error ? (
          <span className={styles.error}>{strings.networkError}</span>
        ) : (
          <output data-testid="balance" aria-live="polite" aria-busy={wallet.loading ? true : undefined}>
            {wallet.masked ? MASKED_BALANCE : formatMoney(balance ?? asMinorUnits(0), localeTag, currency)}
          </output>
        )}
      </span>
      <button type="button" className={styles.iconButton} onClick={toggleBalanceMask} aria-pressed={wallet.masked}>
        {wallet.masked ? <EyeIcon /> : <EyeOffIcon />}
        <span className="visually-hidden">{wallet.masked ? strings.showBalance : strings.hideBalance}</span>
      </button>
      <button type="button" className={styles.iconButton} onClick={() => void refreshBalance()} disabled={wallet.loading}>
        <RefreshIcon />
        <span className="visually-hidden">{wallet.error ? strings.retry : strings.refreshBalance}</span>
      </button>
      <AccountMenu
        strings={strings}
        type={member?.type}
        agentHref={links.agent}
        memberHref={links.member}
        centreOpen={centreOpen}
        serverUnread={serverUnread}
      />
      <button type="button" className={styles.secondary} onClick={() => setConfirming(true)}>
        {strings.logout}
      </button>
      <Modal open={confirming} onClose={() => setConfirming(false)} title={strings.confirmLogout} closeLabel={strings.close}>
        <div className={styles.dialogActions}>
          <button type="button" className={styles.secondary} onClick={() => setConfirming(false)} data-autofocus>
            {strings.cancel}
          </button>
          <button type="button" className={styles.primary} onClick={confirmLogout} disabled={loggingOut} aria-busy={loggingOut}>
            {loggingOut ? strings.loggingOut : strings.confirm}
          </button>
        </div>
      </Modal>
    </div>
  );
}
