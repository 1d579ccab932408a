import type { Queryable } from '../db/index';
import { majorToMinor } from '../wallet/money';

/** One VIP level as seeded; amounts in major units (PHP), as an operator would type them. */
export interface VipLevelSeed {
  readonly rankLevel: number;
  /** The club label of members at this level (DEMO_ACCOUNTS use Bronze, Silver and Gold). */
  readonly labelName: string;
  readonly names: { readonly EN: string; readonly TY: string };
  readonly deposit: string;
  readonly turnover: string;
  readonly upgradeBonus: string;
  readonly birthdayBonus: string;
  readonly weeklyRebatePercent: string;
  readonly dailyWithdrawalLimit: string;
  readonly dailyWithdrawalCount: number;
}

const level = (
  rankLevel: number,
  labelName: string,
  ty: string,
  [deposit, turnover]: readonly [string, string],
  [upgradeBonus, birthdayBonus, weeklyRebatePercent]: readonly [string, string, string],
  [dailyWithdrawalLimit, dailyWithdrawalCount]: readonly [string, number],
): VipLevelSeed => ({
  rankLevel,
  labelName,
  names: { EN: labelName, TY: ty },
  deposit,
  turnover,
  upgradeBonus,
  birthdayBonus,
  weeklyRebatePercent,
  dailyWithdrawalLimit,
  dailyWithdrawalCount,
});

/**
 * The merchant's eight VIP levels. The weekly rebate tops out at 1.2 %, as the promotions
 * banner says; from Diamond (rank 5) up, members get the dedicated VIP service (docs/product.md §4).
 */
export const VIP_LEVELS: readonly VipLevelSeed[] = [
  level(1, 'Bronze', 'Tanso', ['0', '0'], ['0', '0', '0.30'], ['50000', 3]),
  level(2, 'Silver', 'Pilak', ['5000', '25000'], ['88', '58', '0.40'], ['100000', 5]),
  level(3, 'Gold', 'Ginto', ['20000', '100000'], ['288', '188', '0.50'], ['200000', 5]),
  level(4, 'Platinum', 'Platinum', ['50000', '300000'], ['888', '588', '0.60'], ['500000', 8]),
  level(5, 'Diamond', 'Diyamante', ['150000', '1000000'], ['2888', '1888', '0.80'], ['1000000', 10]),
  level(6, 'Ruby', 'Rubi', ['400000', '3000000'], ['8888', '5888', '1.00'], ['2000000', 15]),
  level(7, 'Emerald', 'Esmeralda', ['1000000', '8000000'], ['18888', '12888', '1.10'], ['5000000', 20]),
  level(8, 'Crown', 'Korona', ['3000000', '25000000'], ['58888', '38888', '1.20'], ['10000000', 30]),
];

/** Inserts the levels an operator has not defined yet; never overwrites an edited level. */
export async function seedVipLevels(tx: Queryable): Promise<void> {
  const rows = VIP_LEVELS.map((seed) => ({
    rankLevel: seed.rankLevel,
    labelName: seed.labelName,
    names: seed.names,
    deposit: majorToMinor(seed.deposit).toString(),
    turnover: majorToMinor(seed.turnover).toString(),
    upgradeBonus: majorToMinor(seed.upgradeBonus).toString(),
    birthdayBonus: majorToMinor(seed.birthdayBonus).toString(),
    rebate: seed.weeklyRebatePercent,
    limit: majorToMinor(seed.dailyWithdrawalLimit).toString(),
    count: seed.dailyWithdrawalCount,
  }));
  await tx.query(
    `INSERT INTO vip_levels (rank_level, label_name, names, deposit_minor, turnover_minor, upgrade_bonus_minor, birthday_bonus_minor,
                             weekly_rebate_percent, daily_withdrawal_limit_minor, daily_withdrawal_count)
     SELECT "rankLevel", "labelName", names, deposit::bigint, turnover::bigint, "upgradeBonus"::bigint, "birthdayBonus"::bigint,
            rebate::numeric, "limit"::bigint, count
     FROM jsonb_to_recordset($1::jsonb) AS v("rankLevel" integer, "labelName" text, names jsonb, deposit text, turnover text,
          "upgradeBonus" text, "birthdayBonus" text, rebate text, "limit" text, count integer)
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(rows)],
  );
}
