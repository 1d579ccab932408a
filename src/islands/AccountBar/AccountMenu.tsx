import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { openModal } from '../../lib/stores/modal';
import { isRealAccount, showsAgentItem } from '../../contract/roles';
import type { AccountBarStrings } from './strings';
import styles from './AccountBar.module.css';

interface Props {
  strings: AccountBarStrings;
  /** The account type, once member info has loaded. */
  type: number | undefined;
  agentHref: string;
}

/**
 * The account menu of the strip (docs/product.md §2, §6): change password, and Agent for agent types.
 * A trial account (type 4) gets the in_need_true_account warning instead of either. A
 * disclosure, not an ARIA menu: a short list of ordinary links and buttons, closed by Escape
 * or a click elsewhere.
 */
export function AccountMenu({ strings, type, agentHref }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const trial = type !== undefined && !isRealAccount(type);

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

  return (
    <div className={styles.menu} ref={root}>
      <button type="button" className={styles.secondary} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {strings.menu}
      </button>
      {/* Opens over the page: the page's colours, not the header's (global.css schemes). */}
      <ul id={id} className={`${styles.menuList} scheme-page`} hidden={!open}>
        <li>
          <button type="button" className={styles.menuItem} onClick={choose('changePassword')}>
            {strings.changePassword}
          </button>
        </li>
        {showsAgentItem(type) && (
          <li>
            <a href={agentHref} className={styles.menuItem} onClick={choose(null)}>
              {strings.agent}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
