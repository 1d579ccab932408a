import { describe, expect, it } from 'vitest';
import { minorToWire, type MinorUnits } from '../money';
import { winnerBoard } from './games';
import { vipLevels } from './member';
import { raffleClaim, raffleStatus } from './promotions';
import { walletBalance, walletList, walletTransfer } from './wallet';

/** What the site reads from the platform's amounts: minor units of the answer's currency, exactly. */
describe('amounts in the contract are read as minor units', () => {
  it.each([
    [{ sumBalance: 1234.56, currency: 'PHP' }, 123456],
    [{ sumBalance: 0.1 + 0.2, currency: 'PHP' }, 30],
    [{ sumBalance: 1.005, currency: 'PHP' }, 101],
    [{ sumBalance: 100_000_000_000, currency: 'PHP' }, 10_000_000_000_000],
    [{ sumBalance: 1500, currency: 'JPY' }, 1500],
    [{ sumBalance: 250000, currency: 'VND' }, 250000],
    [{ sumBalance: 12.5 }, 1250],
  ])('wallet balance %j is %i minor units', (wire, minor) => {
    expect(walletBalance.response.parse(wire).sumBalance).toBe(minor);
  });

  it("reads every wallet row in the answer's currency, as the sum", () => {
    const read = walletList.response.parse({ currency: 'VND', sumBalance: 500000, wallets: [{ code: 'MAIN', name: 'Main', balance: 500000 }] });
    expect(read.sumBalance).toBe(500000);
    expect(read.wallets[0]!.balance).toBe(500000);
    expect(walletList.response.parse({ currency: 'PHP', sumBalance: 12.5, wallets: [{ code: 'MAIN', name: 'Main', balance: 12.5 }] }).wallets[0]!.balance).toBe(
      1250,
    );
  });

  it('refuses a balance no minor-unit integer can hold', () => {
    expect(walletBalance.response.safeParse({ sumBalance: 1e20, currency: 'PHP' }).success).toBe(false);
    expect(walletBalance.response.safeParse({ sumBalance: '12.50', currency: 'PHP' }).success).toBe(false);
  });

  it('reads the winner board, VIP levels and raffle answers in their currency', () => {
    const [winner] = winnerBoard.response.parse([
      { vo: { account: 'te***an', gameName: 'Gems', gameType: 'RNG', vendor: 'JILI', amount: 12345.6, currency: 'PHP', winTime: '2026-11-21T04:05:00Z' } },
    ]);
    expect(winner!.vo.amount).toBe(1_234_560);
    const levels = vipLevels.response.parse({
      currency: 'PHP',
      levels: [
        {
          rankLevel: 1,
          labelName: 'Bronze',
          name: 'Bronze',
          requirements: { cumulativeDeposit: 5000, turnover: 25000.5 },
          benefits: {
            upgradeBonus: 100,
            birthdayBonus: 50.5,
            weeklyRebatePercent: 0.3,
            dailyWithdrawalLimit: 50000,
            dailyWithdrawalCount: 3,
            vipService: false,
          },
        },
      ],
    });
    expect(levels.levels[0]!.requirements).toEqual({ cumulativeDeposit: 500_000, turnover: 2_500_050 });
    expect(levels.levels[0]!.benefits).toMatchObject({ upgradeBonus: 10_000, birthdayBonus: 5_050, weeklyRebatePercent: 0.3, dailyWithdrawalLimit: 5_000_000 });
    expect(raffleStatus.response.parse({ state: 'claimed', prize: 18.88, currency: 'PHP', claimedAt: 'x' }).prize).toBe(1888);
    expect(raffleStatus.response.parse({ state: 'open', prize: null, currency: 'PHP', claimedAt: null }).prize).toBeNull();
    const claim = raffleClaim.response.parse({ id: 7, prize: 888, currency: 'PHP', state: 'claimed', claimedAt: 'x', balance: 1888.08 });
    expect([claim.prize, claim.balance]).toEqual([88_800, 188_808]);
  });

  it('a transfer writes major units on the wire and reads its balance back in minor units', () => {
    const request = walletTransfer.request.parse({
      from: 'MAIN',
      to: 'JILI',
      amount: minorToWire(123456 as MinorUnits, 'PHP'),
      idempotencyKey: 'k'.repeat(20),
    });
    expect(JSON.stringify(request.amount)).toBe('1234.56');
    const answer = walletTransfer.response.parse({ sumBalance: 99.99, wallets: [{ code: 'SABA', name: 'SABA Sports', balance: 0.01 }] });
    expect([answer.sumBalance, answer.wallets[0]!.balance]).toEqual([9999, 1]);
  });
});
