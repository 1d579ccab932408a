import { describe, expect, it } from 'vitest';
import { describeBonusSource, describeEntry, entryIdOfReference, kindLabel, shortReference, type EntryFacts } from './describe';

const entry = (facts: Partial<EntryFacts>): EntryFacts => ({
  id: '297',
  kind: 'ADJUSTMENT',
  wallet: 'MAIN',
  reference: '',
  walletName: null,
  otherWallet: null,
  otherWalletName: null,
  ...facts,
});
const MAIN = 'Main wallet';

describe('describeEntry (issue 34 item 8)', () => {
  it('names the order a player was shown for deposits, their bonus and withdrawals', () => {
    expect(describeEntry(entry({ kind: 'DEPOSIT', reference: 'DP20260401ABC234' }), MAIN)).toEqual({ key: 'DEPOSIT', values: { order: 'DP20260401ABC234' } });
    expect(describeEntry(entry({ kind: 'DEPOSIT_BONUS', reference: 'bonus:DP20260401ABC234' }), MAIN)).toEqual({
      key: 'DEPOSIT_BONUS',
      values: { order: 'DP20260401ABC234' },
    });
    expect(describeEntry(entry({ kind: 'WITHDRAWAL_HOLD', reference: 'withdrawal:W0A1B2C3D4E5F:hold' }), MAIN)).toEqual({
      key: 'WITHDRAWAL',
      values: { order: 'W0A1B2C3D4E5F' },
    });
    expect(describeEntry(entry({ kind: 'WITHDRAWAL_REFUND', reference: 'withdrawal:W0A1B2C3D4E5F:refund' }), MAIN).values).toEqual({ order: 'W0A1B2C3D4E5F' });
  });

  it('says a transfer from one wallet to the other by their names, on both legs', () => {
    const out = entry({ kind: 'TRANSFER_OUT', reference: 'transfer:k1:out', otherWallet: 'SABA', otherWalletName: 'SABA Sports' });
    const into = entry({ kind: 'TRANSFER_IN', wallet: 'SABA', walletName: 'SABA Sports', reference: 'transfer:k1:in', otherWallet: 'MAIN' });
    expect(describeEntry(out, MAIN)).toEqual({ key: 'TRANSFER', values: { from: MAIN, to: 'SABA Sports' } });
    expect(describeEntry(into, MAIN)).toEqual({ key: 'TRANSFER', values: { from: MAIN, to: 'SABA Sports' } });
  });

  it('says a collect as one, with the vendor wallet by its name', () => {
    const out = entry({
      kind: 'TRANSFER_OUT',
      wallet: 'EVO',
      walletName: 'Evolution',
      reference: 'collect:5f0c1b9e-3c1d-4f6e-9a3b-1d2e3f4a5b6c:EVO:out',
      otherWallet: 'MAIN',
    });
    expect(describeEntry(out, MAIN)).toEqual({ key: 'COLLECT', values: { from: 'Evolution', to: MAIN } });
  });

  it('says a void lottery refund as a refund, and every other kind by its own sentence', () => {
    expect(describeEntry(entry({ kind: 'LOTTERY_REFUND', reference: 'lottery:12:void' }), MAIN).key).toBe('LOTTERY_REFUND');
    expect(kindLabel('LOTTERY_REFUND')).toBe('LOTTERY_REFUND');
    expect(kindLabel('LOTTERY_STAKE')).toBeNull();
    expect(describeEntry(entry({ kind: 'GAME_STAKE', reference: 'round:5f0c1b9e:stake' }), MAIN).key).toBe('GAME_STAKE');
    expect(describeEntry(entry({ kind: 'REWARD', reference: 'reward:297' }), MAIN).key).toBe('REWARD');
    expect(describeEntry(entry({ kind: 'ADJUSTMENT', reference: 'seed:history-balance' }), MAIN)).toEqual({ key: 'ADJUSTMENT', values: {} });
    expect(describeEntry(entry({ kind: 'SOMETHING_NEW' }), MAIN).key).toBe('OTHER');
  });
});

describe('shortReference', () => {
  it('is TX- and the id in base 36, at least four characters, and turns back into the id', () => {
    expect(shortReference('297')).toBe('TX-0089');
    expect(shortReference('123456789')).toBe('TX-21I3V9');
    for (const id of ['1', '297', '123456789', '9007199254740993']) expect(entryIdOfReference(shortReference(id))).toBe(id);
    expect(entryIdOfReference(' tx-0089 ')).toBe('297');
    expect(entryIdOfReference('reward:297')).toBeNull();
  });
});

describe('describeBonusSource', () => {
  it('names what paid a bonus, never its source reference', () => {
    expect(describeBonusSource('deposit-bonus:DP20260401ABC234')).toEqual({ key: 'DEPOSIT_BONUS', values: { order: 'DP20260401ABC234' } });
    expect(describeBonusSource('reward:297').key).toBe('REWARD');
    expect(describeBonusSource('points:5f0c1b9e-3c1d-4f6e-9a3b-1d2e3f4a5b6c').key).toBe('POINTS');
    expect(describeBonusSource('seed:welcome-bonus').key).toBe('WELCOME');
    expect(describeBonusSource('seed:something-else').key).toBe('OTHER');
  });
});
