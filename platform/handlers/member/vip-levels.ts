import { vipLevels, type WireVipLevel } from '../../../src/contract/calls/member';
import { isVipRank } from '../../../src/contract/roles';
import { defineHandler, success } from '../../http/context';
import { minorToMajor } from '../../wallet/money';

interface VipLevelRow {
  rank_level: number;
  label_name: string;
  names: Record<string, string>;
  deposit_minor: bigint;
  turnover_minor: bigint;
  upgrade_bonus_minor: bigint;
  birthday_bonus_minor: bigint;
  weekly_rebate_percent: string;
  daily_withdrawal_limit_minor: bigint;
  daily_withdrawal_count: number;
}

/** A level as the contract describes it, named in `language` (English when that has no name). */
export function toVipLevel(row: VipLevelRow, language: string): WireVipLevel {
  return {
    rankLevel: row.rank_level,
    labelName: row.label_name,
    name: row.names[language] ?? row.names['EN'] ?? row.label_name,
    requirements: { cumulativeDeposit: minorToMajor(BigInt(row.deposit_minor)), turnover: minorToMajor(BigInt(row.turnover_minor)) },
    benefits: {
      upgradeBonus: minorToMajor(BigInt(row.upgrade_bonus_minor)),
      birthdayBonus: minorToMajor(BigInt(row.birthday_bonus_minor)),
      weeklyRebatePercent: Number(row.weekly_rebate_percent),
      dailyWithdrawalLimit: minorToMajor(BigInt(row.daily_withdrawal_limit_minor)),
      dailyWithdrawalCount: row.daily_withdrawal_count,
      vipService: isVipRank(row.rank_level),
    },
  };
}

/** GET /wps/member/vip/levels: the VIP club, lowest rank first, in the request's language. */
export default defineHandler(vipLevels, async ({ services, input, language }) => {
  const [rows, settings] = await Promise.all([
    services.db.query<VipLevelRow>(
      `SELECT rank_level, label_name, names, deposit_minor, turnover_minor, upgrade_bonus_minor, birthday_bonus_minor,
              weekly_rebate_percent::text AS weekly_rebate_percent, daily_withdrawal_limit_minor, daily_withdrawal_count
       FROM vip_levels ORDER BY rank_level`,
    ),
    services.settings.get(),
  ]);
  const currency = (settings['merchant'] as { currency?: string } | undefined)?.currency ?? null;
  const lang = (input.language ?? language).toUpperCase();
  return success({ currency, levels: rows.map((row) => toVipLevel(row, lang)) });
});
