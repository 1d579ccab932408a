import type { VipLevel } from '../../contract/calls/member';
import { formatMoney, type MinorUnits } from '../../contract/money';

/**
 * The VIP page's comparison table (docs/product.md §2 /vip): one row per level, one column per
 * requirement or benefit, built from the platform's levels. Pure, so the page stays a loop
 * over strings and the formatting is tested here.
 */
export type VipColumnKey = 'deposit' | 'turnover' | 'upgradeBonus' | 'birthdayBonus' | 'weeklyRebate' | 'withdrawalLimit' | 'withdrawalCount' | 'vipService';

/** Column order: what it takes first, then what it gives. The catalogue has `pages.vip.column.<key>`. */
export const VIP_COLUMNS: readonly VipColumnKey[] = [
  'deposit',
  'turnover',
  'upgradeBonus',
  'birthdayBonus',
  'weeklyRebate',
  'withdrawalLimit',
  'withdrawalCount',
  'vipService',
];

export interface VipTableFormat {
  /** BCP-47 tag of the page (`fil`, `en`). */
  localeTag: string;
  /** The levels' currency (ISO 4217), or null for plain numbers. */
  currency: string | null;
  /** The words for the VIP service column. */
  yes: string;
  no: string;
}

export interface VipRow {
  rankLevel: number;
  name: string;
  /** The viewer's own level: the row is highlighted and says so. */
  current: boolean;
  /** One text per {@link VIP_COLUMNS} entry, in that order. */
  cells: string[];
}

const percentFormats = new Map<string, Intl.NumberFormat>();
const countFormats = new Map<string, Intl.NumberFormat>();

function cached(map: Map<string, Intl.NumberFormat>, tag: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = map.get(tag);
  if (!format) map.set(tag, (format = new Intl.NumberFormat(tag, options)));
  return format;
}

/** `0.8` (percent) → "0.8%" / "0.8 %" in the page's locale; one or two decimals as given. */
export const formatPercent = (percent: number, localeTag: string): string =>
  cached(percentFormats, localeTag, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 2 }).format(percent / 100);

const formatCount = (count: number, localeTag: string): string => cached(countFormats, localeTag, { maximumFractionDigits: 0 }).format(count);

function cell(level: VipLevel, key: VipColumnKey, format: VipTableFormat): string {
  const money = (amount: MinorUnits) => formatMoney(amount, format.localeTag, format.currency);
  switch (key) {
    case 'deposit':
      return money(level.requirements.cumulativeDeposit);
    case 'turnover':
      return money(level.requirements.turnover);
    case 'upgradeBonus':
      return money(level.benefits.upgradeBonus);
    case 'birthdayBonus':
      return money(level.benefits.birthdayBonus);
    case 'weeklyRebate':
      return formatPercent(level.benefits.weeklyRebatePercent, format.localeTag);
    case 'withdrawalLimit':
      return money(level.benefits.dailyWithdrawalLimit);
    case 'withdrawalCount':
      return formatCount(level.benefits.dailyWithdrawalCount, format.localeTag);
    case 'vipService':
      return level.benefits.vipService ? format.yes : format.no;
  }
}

/** The table's rows, lowest rank first whatever order the platform used. */
export function vipRows(levels: readonly VipLevel[], currentRank: number | null, format: VipTableFormat): VipRow[] {
  return [...levels]
    .sort((a, b) => a.rankLevel - b.rankLevel)
    .map((level) => ({
      rankLevel: level.rankLevel,
      name: level.name,
      current: currentRank !== null && level.rankLevel === currentRank,
      cells: VIP_COLUMNS.map((key) => cell(level, key, format)),
    }));
}

/**
 * The viewer's level among the platform's: the one at their club rank (member info's
 * `clubLabel.rankLevel`), or null when they have none or it is not in the list.
 */
export function levelOfMember(levels: readonly VipLevel[], clubLabel: { rankLevel: number } | null | undefined): VipLevel | null {
  if (!clubLabel) return null;
  return levels.find((level) => level.rankLevel === clubLabel.rankLevel) ?? null;
}

/** The level after `current` (what the member works towards), or null at the top. */
export function nextLevel(levels: readonly VipLevel[], current: VipLevel): VipLevel | null {
  return [...levels].sort((a, b) => a.rankLevel - b.rankLevel).find((level) => level.rankLevel > current.rankLevel) ?? null;
}
