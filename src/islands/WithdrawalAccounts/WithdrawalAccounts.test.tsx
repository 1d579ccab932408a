// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import WithdrawalAccounts from './WithdrawalAccounts';
import { WITHDRAWAL_ACCOUNTS_KEYS, type WithdrawalAccountsStrings } from './strings';
import { addWithdrawalAccount, banks, removeWithdrawalAccount, withdrawalAccounts, type WithdrawalAccount } from '../../contract/calls/withdrawal';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

const strings = {
  ...WITHDRAWAL_ACCOUNTS_KEYS,
  masked: '{{bank}} ••••{{last4}}',
  removeLabel: 'Remove {{bank}} ••••{{last4}}',
  added: 'added {{last4}}',
} as WithdrawalAccountsStrings;
afterEach(cleanup);

describe('the withdrawal accounts island', () => {
  it('lists accounts masked, adds one with the payee rule, and removes one', async () => {
    let list: WithdrawalAccount[] = [{ id: 1, bankCode: 'GCASH', bankName: 'GCash', kind: 'ewallet', holderName: 'JUAN DELA CRUZ', last4: '4567' }];
    let tries = 0;
    const stub = stubCalls([
      [withdrawalAccounts, () => ({ accounts: list, max: 5, payeeName: 'JUAN DELA CRUZ' })],
      [
        banks,
        () => [
          { code: 'GCASH', name: 'GCash', kind: 'ewallet' },
          { code: 'BDO', name: 'BDO Unibank', kind: 'bank' },
        ],
      ],
      [
        addWithdrawalAccount,
        (params) => {
          if (++tries === 1) return refusal('Must be your registered name: JUAN DELA CRUZ', 'VALIDATION', { field: 'holderName' });
          const added = { id: 2, bankCode: 'BDO', bankName: 'BDO Unibank', kind: 'bank' as const, holderName: String(params['holderName']), last4: '7890' };
          list = [...list, added];
          return added;
        },
      ],
      [
        removeWithdrawalAccount,
        () => {
          list = list.filter((account) => account.id !== 1);
          return null;
        },
      ],
    ]);
    render(<WithdrawalAccounts strings={strings} />);
    const user = userEvent.setup();
    expect(within(await screen.findByTestId('withdrawal-account-list')).getByText('GCash ••••4567')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText(WITHDRAWAL_ACCOUNTS_KEYS.bank), 'BDO');
    await user.type(screen.getByLabelText(WITHDRAWAL_ACCOUNTS_KEYS.number), '001234567890');
    const holder = screen.getByLabelText(WITHDRAWAL_ACCOUNTS_KEYS.holder);
    await user.type(holder, 'Juan 2');
    await user.click(screen.getByRole('button', { name: WITHDRAWAL_ACCOUNTS_KEYS.add }));
    expect(screen.getByText(WITHDRAWAL_ACCOUNTS_KEYS.holderCaps)).toBeTruthy();
    expect(stub.callsTo(addWithdrawalAccount)).toHaveLength(0);
    await user.clear(holder);
    await user.type(holder, 'pedro penduko');
    await user.click(screen.getByRole('button', { name: WITHDRAWAL_ACCOUNTS_KEYS.add }));
    await waitFor(() => expect(screen.getByText('Must be your registered name: JUAN DELA CRUZ')).toBeTruthy());
    expect(holder.getAttribute('aria-invalid')).toBe('true');
    await user.clear(holder);
    await user.type(holder, 'JUAN DELA CRUZ');
    await user.click(screen.getByRole('button', { name: WITHDRAWAL_ACCOUNTS_KEYS.add }));
    await waitFor(() => expect(screen.getByText('BDO Unibank ••••7890')).toBeTruthy());
    expect(screen.getByRole('status').textContent).toBe('added 7890');
    // A new refusal replaces the success (issue 34 item 12).
    await user.click(screen.getByRole('button', { name: WITHDRAWAL_ACCOUNTS_KEYS.add }));
    expect(screen.getByText(WITHDRAWAL_ACCOUNTS_KEYS.bankRequired)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Remove GCash ••••4567' }));
    await waitFor(() => expect(screen.queryByText('GCash ••••4567')).toBeNull());
    expect(stub.callsTo(removeWithdrawalAccount)[0]!.params).toEqual({ id: '1' });
  });

  it('upper-cases a payee name typed in lower case instead of refusing it', async () => {
    const stub = stubCalls([
      [withdrawalAccounts, () => ({ accounts: [], max: 5, payeeName: null })],
      [banks, () => [{ code: 'BDO', name: 'BDO Unibank', kind: 'bank' }]],
      [
        addWithdrawalAccount,
        (params) => ({ id: 2, bankCode: 'BDO', bankName: 'BDO Unibank', kind: 'bank' as const, holderName: String(params['holderName']), last4: '7890' }),
      ],
    ]);
    render(<WithdrawalAccounts strings={strings} />);
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(WITHDRAWAL_ACCOUNTS_KEYS.bank), 'BDO');
    await user.type(screen.getByLabelText(WITHDRAWAL_ACCOUNTS_KEYS.number), '001234567890');
    await user.type(screen.getByLabelText(WITHDRAWAL_ACCOUNTS_KEYS.holder), 'Juan dela Cruz');
    await user.click(screen.getByRole('button', { name: WITHDRAWAL_ACCOUNTS_KEYS.add }));
    await waitFor(() => expect(stub.callsTo(addWithdrawalAccount)).toHaveLength(1));
    expect(stub.callsTo(addWithdrawalAccount)[0]!.params['holderName']).toBe('JUAN DELA CRUZ');
    expect(screen.queryByText(WITHDRAWAL_ACCOUNTS_KEYS.holderCaps)).toBeNull();
  });
});
