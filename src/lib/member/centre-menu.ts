import { flattenWhitelabel, isOn, type Switches } from '../../contract/switches';
import type { WhitelabelNode } from '../../contract/calls/system';
import { safeLocalPath } from '../routes/safe-path';
import type MemberCatalogue from '../i18n/catalogues/en/member.json';

/**
 * The member centre's entries (docs/product.md "Member centre"; docs/product.md §2 "Personal center
 * panel"), in the order the panel's menu and the account menu list them. An entry shows once
 * its page is built (`built`); the lead turns an entry on when its page lands. Pure: the
 * panel (src/components/member/MemberPanel.astro) and the account menu
 * (src/islands/AccountBar/AccountMenu.tsx) both read it.
 */
export const CENTRE_ENTRY_IDS = [
  'account',
  'wallet',
  'deposit',
  'withdraw',
  'transfer-upline',
  'safer-gambling',
  'bets',
  'transactions',
  'profit',
  'bonuses',
  'rewards',
  'referral',
  'missions',
  'messages',
] as const;
export type CentreEntryId = (typeof CENTRE_ENTRY_IDS)[number];

export interface CentreEntry {
  readonly id: CentreEntryId;
  /** The unprefixed (TY) path; other languages add their prefix (src/lib/i18n/paths.ts). */
  readonly path: `/member${string}`;
  /** The catalogue key of its name (src/lib/i18n/catalogues/<lang>/member.json). */
  readonly label: `member.menu.${keyof (typeof MemberCatalogue)['member']['menu'] & string}`;
  /** Whether its page exists: only built entries are listed. */
  readonly built: boolean;
}

export const CENTRE_ENTRIES: readonly CentreEntry[] = [
  { id: 'account', path: '/member', label: 'member.menu.account', built: true },
  { id: 'wallet', path: '/member/wallet', label: 'member.menu.wallet', built: true },
  { id: 'deposit', path: '/member/deposit', label: 'member.menu.deposit', built: true },
  { id: 'withdraw', path: '/member/withdraw', label: 'member.menu.withdraw', built: true },
  { id: 'transfer-upline', path: '/member/transfer-upline', label: 'member.menu.transferUpline', built: true },
  { id: 'safer-gambling', path: '/member/safer-gambling', label: 'member.menu.saferGambling', built: true },
  { id: 'bets', path: '/member/bets', label: 'member.menu.bets', built: true },
  { id: 'transactions', path: '/member/transactions', label: 'member.menu.transactions', built: true },
  { id: 'profit', path: '/member/profit', label: 'member.menu.profit', built: true },
  { id: 'bonuses', path: '/member/bonuses', label: 'member.menu.bonuses', built: true },
  { id: 'rewards', path: '/member/rewards', label: 'member.menu.rewards', built: true },
  { id: 'referral', path: '/member/referral', label: 'member.menu.referral', built: true },
  { id: 'missions', path: '/member/missions', label: 'member.menu.missions', built: true },
  { id: 'messages', path: '/member/messages', label: 'member.menu.messages', built: true },
];

/** The whitelabel switch of docs/product.md §2's "visibility flag" of the panel (src/contract/switches.ts). */
export const CENTRE_SWITCH = 'MEMBERCENTER3' as const;

/** Whether the member centre is open: its switch is on in the merchant's whitelabel tree. */
export const centreOpen = (switches: Switches): boolean => isOn(switches, CENTRE_SWITCH);

/** The same from the status's whitelabel tree; closed when the status is unknown (null). */
export const centreOpenIn = (whitelabel: readonly WhitelabelNode[] | null): boolean => whitelabel !== null && centreOpen(flattenWhitelabel(whitelabel));

/** What decides which entries a member sees. */
export interface CentreViewer {
  /** Member info's `toUpline`: the account has an agent above it to transfer to. */
  readonly toUpline: boolean;
}

/**
 * The entries a member sees, in order: built ones only, and "transfer to upline" only for an
 * account with an upline. None when the centre is closed.
 */
export function visibleEntries(
  viewer: CentreViewer,
  { open = true, entries = CENTRE_ENTRIES }: { open?: boolean; entries?: readonly CentreEntry[] } = {},
): CentreEntry[] {
  if (!open) return [];
  return entries.filter((entry) => entry.built && (entry.id !== 'transfer-upline' || viewer.toUpline));
}

export const entryById = (id: CentreEntryId): CentreEntry => CENTRE_ENTRIES.find((entry) => entry.id === id) as CentreEntry;

/** The query parameter that keeps where the player came from across the centre's pages. */
export const FROM_PARAM = 'from';

const isCentrePath = (path: string): boolean => /^\/(?:[a-z-]+\/)?member(?:[/?#]|$)/.test(path);

/**
 * Where the panel's close button goes: the page the player opened the centre from. That is the
 * `from` the centre's links carry, or else the referrer when it is a page of this site outside
 * the centre, or else home. Every candidate passes `safeLocalPath` (docs/architecture.md
 * "Redirect targets"), so the button never leads off-site.
 */
export function closeTarget({ from, referrer, origin, home }: { from: string | null; referrer: string | null; origin: string; home: string }): string {
  const kept = from ? safeLocalPath(from) : null;
  if (kept && !isCentrePath(kept)) return kept;
  if (referrer) {
    try {
      const url = new URL(referrer);
      const path = url.origin === origin ? safeLocalPath(`${url.pathname}${url.search}`) : null;
      if (path && !isCentrePath(path)) return path;
    } catch {
      // Not a URL: no referrer to go back to.
    }
  }
  return home;
}

/** A centre link that keeps `from` (when there is one), so closing any entry returns to the same page. */
export const withFrom = (href: string, from: string | null): string => (from ? `${href}?${FROM_PARAM}=${encodeURIComponent(from)}` : href);
