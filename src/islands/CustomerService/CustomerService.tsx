import { useSharedStore } from '../shared/use-shared-store';
import { browserClient } from '../../lib/platform/browser-client';
import { systemStatus } from '../../contract/calls/system';
import { serviceUrlForRank } from '../../lib/platform/customer-service';
import { openServicePopupFor } from '../../lib/platform/service-popup';
import { isVipRank } from '../../contract/roles';
import { $member } from '../../lib/stores/member';
import styles from './CustomerService.module.css';

interface Props {
  strings: { open: string; vip: string };
}

/**
 * The floating customer-service button (docs/product.md §4): the type-3 link of the platform's
 * customer-service list, decrypted, in a 440 × 500 pop-up; VIP service for club rank levels
 * above 4, live chat for everyone else; a failure closes the pop-up silently. The list is
 * fetched at the click, so the link is always the platform's current one.
 */
export default function CustomerService({ strings }: Props) {
  // The server drew the live-chat label; the VIP label follows once hydrated (use-shared-store.ts).
  const member = useSharedStore($member);
  const rankLevel = member?.clubLabel?.rankLevel ?? null;

  const open = () =>
    void openServicePopupFor(async () => {
      const status = await browserClient.call(systemStatus, { host: window.location.host });
      return serviceUrlForRank(status.info.customerService, rankLevel);
    });

  const label = isVipRank(rankLevel) ? strings.vip : strings.open;
  return (
    <button type="button" className={styles.button} onClick={open} title={label} data-testid="customer-service">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path fill="currentColor" d="M12 2a9 9 0 0 0-9 9v5a3 3 0 0 0 3 3h2v-7H5v-1a7 7 0 0 1 14 0v1h-3v7h3v1h-6v2h6a2 2 0 0 0 2-2v-9a9 9 0 0 0-9-9Z" />
      </svg>
      <span className={styles.label}>{label}</span>
    </button>
  );
}
