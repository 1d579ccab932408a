/**
 * What a player reads for one ledger entry and one bonus (issue 34 item 8): a sentence in the
 * player's words instead of the ledger's references (`collect:<uuid>:EVO:in`, `round:<uuid>:stake`,
 * `reward:297`, `seed:history-balance`), vendor wallets by the catalogue's names instead of their
 * codes, and a short reference the player can quote to support. Pure and framework-free: the
 * account record's screen and its CSV use the same functions (src/lib/records/views.ts), so the
 * two never say different things. Decision: docs/decisions/0069-player-words-in-records.md.
 */

/** The sentence keys under `records.transactions.details` of the catalogues. */
export const ENTRY_DETAILS = [
  'DEPOSIT',
  'DEPOSIT_BONUS',
  'WITHDRAWAL',
  'WITHDRAWAL_REFUND',
  'TRANSFER',
  'COLLECT',
  'UPLINE_OUT',
  'UPLINE_IN',
  'GAME_STAKE',
  'GAME_WIN',
  'LOTTERY_STAKE',
  'LOTTERY_WIN',
  'LOTTERY_REFUND',
  'BONUS',
  'REWARD',
  'REBATE',
  'RAFFLE_PRIZE',
  'POINTS_CONVERSION',
  'AGENT_SALARY',
  'AGENT_DIVIDEND',
  'AGENT_COMMISSION',
  'OPENING_CREDIT',
  'TRIAL_CREDIT',
  'ADJUSTMENT',
  'OTHER',
] as const;
export type EntryDetail = (typeof ENTRY_DETAILS)[number];

/** A sentence to say: its catalogue key and the values it names (wallets stand for their names). */
export interface Sentence<Key extends string> {
  key: Key;
  values: Readonly<Record<string, string>>;
}

/** What the describer reads of an entry (the account record's row, docs/platform-api.md "Records"). */
export interface EntryFacts {
  id: string;
  kind: string;
  wallet: string;
  reference: string;
  walletName: string | null;
  otherWallet: string | null;
  otherWalletName: string | null;
}

export const MAIN_WALLET = 'MAIN';

/** Kinds whose sentence needs nothing but the kind. */
const PLAIN: Readonly<Record<string, EntryDetail>> = {
  TRANSFER_TO_UPLINE: 'UPLINE_OUT',
  TRANSFER_FROM_DOWNLINE: 'UPLINE_IN',
  GAME_STAKE: 'GAME_STAKE',
  GAME_WIN: 'GAME_WIN',
  LOTTERY_STAKE: 'LOTTERY_STAKE',
  LOTTERY_WIN: 'LOTTERY_WIN',
  LOTTERY_REFUND: 'LOTTERY_REFUND',
  BONUS: 'BONUS',
  REWARD: 'REWARD',
  REBATE: 'REBATE',
  RAFFLE_PRIZE: 'RAFFLE_PRIZE',
  POINTS_CONVERSION: 'POINTS_CONVERSION',
  AGENT_SALARY: 'AGENT_SALARY',
  AGENT_DIVIDEND: 'AGENT_DIVIDEND',
  AGENT_COMMISSION: 'AGENT_COMMISSION',
  OPENING_CREDIT: 'OPENING_CREDIT',
  TRIAL_CREDIT: 'TRIAL_CREDIT',
  ADJUSTMENT: 'ADJUSTMENT',
};

/** The order number a player was shown for a deposit or withdrawal (`DP…`), read out of the entry's reference. */
function orderOf(kind: string, reference: string): string | null {
  const pattern = kind === 'DEPOSIT' ? /^(DP[0-9A-Z]+)$/ : kind === 'DEPOSIT_BONUS' ? /^bonus:(DP[0-9A-Z]+)$/ : /^withdrawal:([0-9A-Za-z]+):(?:hold|refund)$/;
  return pattern.exec(reference)?.[1] ?? null;
}

const ORDER_KINDS: Readonly<Record<string, EntryDetail>> = {
  DEPOSIT: 'DEPOSIT',
  DEPOSIT_BONUS: 'DEPOSIT_BONUS',
  WITHDRAWAL_HOLD: 'WITHDRAWAL',
  WITHDRAWAL_REFUND: 'WITHDRAWAL_REFUND',
};

/**
 * The sentence for an entry. `mainWallet` is the page's name for the main wallet; a vendor
 * wallet is named by the catalogue (its code only if the catalogue has lost it).
 */
export function describeEntry(entry: EntryFacts, mainWallet: string): Sentence<EntryDetail> {
  const orderDetail = ORDER_KINDS[entry.kind];
  if (orderDetail) {
    // An order whose number cannot be read is still said, without a number (the short reference identifies it).
    return { key: orderDetail, values: { order: orderOf(entry.kind, entry.reference) ?? '' } };
  }
  if (entry.kind === 'TRANSFER_OUT' || entry.kind === 'TRANSFER_IN') {
    const here = walletName(entry.wallet, entry.walletName, mainWallet);
    const there = entry.otherWallet === null ? null : walletName(entry.otherWallet, entry.otherWalletName, mainWallet);
    const [from, to] = entry.kind === 'TRANSFER_OUT' ? [here, there] : [there, here];
    // A collect brings every vendor wallet back to main (`collect:<key>:<code>:out|in`).
    if (entry.reference.startsWith('collect:')) return { key: 'COLLECT', values: { from: from ?? '', to: to ?? '' } };
    return { key: 'TRANSFER', values: { from: from ?? '', to: to ?? '' } };
  }
  return { key: PLAIN[entry.kind] ?? 'OTHER', values: {} };
}

/** A wallet as the player knows it: "Main wallet", or the vendor's name ("SABA Sports"). */
export function walletName(code: string, name: string | null, mainWallet: string): string {
  return code === MAIN_WALLET ? mainWallet : (name ?? code);
}

/** The type column's own word for a kind its group would misname (a refund is not a "Bet"); null: the group's. */
export const kindLabel = (kind: string): 'LOTTERY_REFUND' | null => (kind === 'LOTTERY_REFUND' ? 'LOTTERY_REFUND' : null);

const PREFIX = 'TX-';

/**
 * The short reference a player quotes: "TX-" and the ledger entry's id in base 36, upper case,
 * at least four characters ("TX-0089" for entry 297). Stable (an entry's id never changes),
 * unique per entry, and support turns it back into the entry with {@link entryIdOfReference}.
 */
export function shortReference(entryId: string): string {
  return `${PREFIX}${BigInt(entryId).toString(36).toUpperCase().padStart(4, '0')}`;
}

/** The ledger entry id a short reference stands for, or null when the text is not one. */
export function entryIdOfReference(text: string): string | null {
  const match = /^TX-([0-9A-Z]{4,13})$/.exec(text.trim().toUpperCase());
  if (!match) return null;
  let id = 0n;
  for (const char of match[1]!) id = id * 36n + BigInt(Number.parseInt(char, 36));
  return String(id);
}

/** The sentence keys under `records.bonuses.sources`. */
export type BonusSource = 'DEPOSIT_BONUS' | 'REWARD' | 'POINTS' | 'WELCOME' | 'OTHER';

/** What paid a bonus, from its turnover requirement's source (`deposit-bonus:DP…`, `reward:297`, `points:<uuid>`, `seed:welcome-bonus`). */
export function describeBonusSource(source: string): Sentence<BonusSource> {
  const deposit = /^deposit-bonus:(DP[0-9A-Z]+)$/.exec(source);
  if (deposit) return { key: 'DEPOSIT_BONUS', values: { order: deposit[1]! } };
  if (source.startsWith('reward:')) return { key: 'REWARD', values: {} };
  if (source.startsWith('points:')) return { key: 'POINTS', values: {} };
  if (source === 'seed:welcome-bonus') return { key: 'WELCOME', values: {} };
  return { key: 'OTHER', values: {} };
}
