import { withdrawalOverview } from '../../../src/contract/calls/withdrawal';
import { defineHandler, success } from '../../http/context';
import { merchantCurrency } from '../../promotions/currency';
import { minorToMajor } from '../../wallet/money';
import { uplineOf } from '../../withdrawal/upline';
import { balances, CONFIRM_MINUTES, dailyLimits, recentWithdrawals, WITHDRAWAL_MAX_MINOR, WITHDRAWAL_MIN_MINOR } from '../../withdrawal/withdrawals';

/** GET /wps/withdrawal/overview (token): what the withdrawal page shows, read in one go. */
export default defineHandler(withdrawalOverview, async ({ services, memberId, now }) => {
  const { db } = services;
  const money = await balances(db, memberId!);
  const daily = await dailyLimits(db, memberId!, now);
  return success({
    currency: await merchantCurrency(services.settings),
    available: minorToMajor(money.available),
    withdrawable: minorToMajor(money.withdrawable),
    turnover: { required: minorToMajor(money.turnover.required), played: minorToMajor(money.turnover.played) },
    min: minorToMajor(WITHDRAWAL_MIN_MINOR),
    max: minorToMajor(WITHDRAWAL_MAX_MINOR),
    daily: { amount: minorToMajor(daily.amount), count: daily.count, usedAmount: minorToMajor(daily.usedAmount), usedCount: daily.usedCount },
    confirmMinutes: CONFIRM_MINUTES,
    withdrawals: await recentWithdrawals(db, memberId!),
    // Named on the transfer-to-upline page before the money goes (issue 34 item 12i).
    upline: (await uplineOf(db, memberId!))?.account ?? null,
  });
});
