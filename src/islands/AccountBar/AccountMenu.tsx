import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useSharedStore } from '../shared/use-shared-store';
import { $unread } from '../../lib/stores/messages';
import { fill } from '../shared/strings';
import { openModal } from '../../lib/stores/modal';
import { isRealAccount, showsAgentItem } from '../../contract/roles';
import { CENTRE_ENTRIES, withFrom, type CentreEntryId } from '../../lib/member/centre-menu';
import type { AccountBarStrings } from './strings';
import styles from './AccountBar.module.css';

interface Props {
  strings: AccountBarStrings;
  /** The account type, once member info has loaded. */
  type: number | undefined;
  agentHref: string;
  /** The member centre in the page's language (`/member`, `/en/member`); its pages are below it. */
  memberHref: string;
  /** The member centre's switch (MEMBERCENTER3). */
  centreOpen: boolean;
  /** Unread messages as the server read them (null: unknown); the inbox's changes follow through $unread. */
  serverUnread?: number | null;
}

/**
 * The centre's pages docs/product.md §2's logged-in strip lists, in its order (Betting record, Deposit,
 * Withdrawal, Account record; Agent; My account), with their names. Only the entries whose page
 * is built show (src/lib/member/centre-menu.ts).
 */
const STRIP_ENTRIES: readonly { id: CentreEntryId; label: keyof AccountBarStrings }[] = [
  { id: 'bets', label: 'centreBets' },
  { id: 'deposit', label: 'centreDeposit' },
  { id: 'withdraw', label: 'centreWithdraw' },
  { id: 'transactions', label: 'centreTransactions' },
  // Safer gambling is one step from every page (issue 16 item 1).
  { id: 'safer-gambling', label: 'centreSaferGambling' },
];
const MY_ACCOUNT = { id: 'account', label: 'centreAccount' } as const;
const MESSAGES = { id: 'messages', label: 'centreMessages' } as const;

const builtEntries = (wanted: readonly { id: CentreEntryId; label: keyof AccountBarStrings }[], memberHref: string) =>
  wanted.flatMap(({ id, label }) => {
    const entry = CENTRE_ENTRIES.find((candidate) => candidate.id === id);
    return entry?.built ? [{ id, label, href: `${memberHref}${entry.path.slice('/member'.length)}` }] : [];
  });

/**
 * The account menu of the strip (docs/product.md "Logged-in strip", docs/product.md §2, §6): the member
 * centre's pages that exist, Agent for agent types, change password. A trial account (type 4)
 * reads the in_need_true_account warning in place of the centre's pages (the route table
 * refuses them the centre anyway), and gets it as the modal if it tries to change the password.
 * A disclosure, not an ARIA menu: a short list of ordinary links and buttons, closed by Escape
 * or a click elsewhere.
 */
export function AccountMenu({ strings, type, agentHref, memberHref, centreOpen, serverUnread = null }: Props) {
  const [open, setOpen] = useState(false);
  const stored = useSharedStore($unread);
  const unread = centreOpen ? (stored ?? serverUnread ?? 0) : 0;
  // docs/product.md §2: the unread count shows as a numeric badge (issue 15 item 4), on the menu's button and its Messages entry.
  const badge =
    unread > 0 ? (
      <span className={styles.badge} data-testid="unread-badge">
        <span aria-hidden="true">{unread}</span>
        <span className="visually-hidden">{fill(strings.unreadBadge, { count: unread })}</span>
      </span>
    ) : null;
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trial = type !== undefined && !isRealAccount(type);
  const centre = centreOpen && !trial;

  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent ? event.key === 'Escape' : !root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  const choose = (modal: 'changePassword' | null) => (event: MouseEvent) => {
    setOpen(false);
    if (trial) {
      event.preventDefault();
      openModal('needRealAccount');
    } else if (modal) openModal(modal);
  };

  const link = ({ id: entry, label, href }: { id: string; label: keyof AccountBarStrings; href: string }) => (
    <li key={entry}>
      <a
        href={href}
        className={styles.menuItem}
        onClick={(event) => {
          setOpen(false);
          // The panel's close button returns here (src/lib/member/centre-menu.ts closeTarget): the
          // page travels in the URL, which survives reloads, not only in the referrer.
          event.currentTarget.href = withFrom(href, `${window.location.pathname}${window.location.search}`);
        }}
      >
        {strings[label]}
        {entry === 'messages' && badge}
      </a>
    </li>
  );

  return (
    <div className={styles.menu} ref={root}>
      <button type="button" className={styles.secondary} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {strings.menu}
        {badge}
      </button>
      {/* Opens over the page: the page's colours, not the header's (global.css schemes). */}
      <ul id={id} className={`${styles.menuList} scheme-page`} hidden={!open}>
        {trial && centreOpen && (
          <li>
            <p className={styles.menuNote}>{strings.needRealText}</p>
          </li>
        )}
        {centre && builtEntries(STRIP_ENTRIES, memberHref).map(link)}
        {showsAgentItem(type) && (
          <li>
            <a href={agentHref} className={styles.menuItem} onClick={choose(null)}>
              {strings.agent}
            </a>
          </li>
        )}
        {centre && builtEntries([MY_ACCOUNT, MESSAGES], memberHref).map(link)}
        <li>
          <button type="button" className={styles.menuItem} onClick={choose('changePassword')}>
            {strings.changePassword}
          </button>
        </li>
      </ul>
    </div>
  );
}
