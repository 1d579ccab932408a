// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Withdraw, { type WithdrawInitial } from './Withdraw';
import { WITHDRAW_KEYS, type WithdrawStrings } from './strings';
import { PAYMENT_PASSWORD_KEYS, type PaymentPasswordStrings } from '../PaymentPassword/strings';
import { WITHDRAWAL_ACCOUNTS_KEYS, type WithdrawalAccountsStrings } from '../WithdrawalAccounts/strings';
import { submitWithdrawal, withdrawalOverview, type WireWithdrawal } from '../../contract/calls/withdrawal';
import { walletBalance } from '../../contract/calls/wallet';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

// Each string is its catalogue key (with its placeholders), so assertions read like the catalogue.
const strings = {
  ...WITHDRAW_KEYS,
  submitted: 'submitted {{reference}}',
  changedRejected: 'rejected {{reference}} {{amount}}',
  lockedUntil: 'locked until {{time}}',
} as WithdrawStrings;
const pinStrings = { ...PAYMENT_PASSWORD_KEYS } as PaymentPasswordStrings;
const accountStrings = { ...WITHDRAWAL_ACCOUNTS_KEYS } as WithdrawalAccountsStrings;

const wire = (reference: string, state: WireWithdrawal['state']): WireWithdrawal => ({
  reference,
  amount: 500,
  state,
  bankName: 'BDO Unibank',
  last4: '7890',
  reason: state === 'rejected' ? 'Name mismatch' : null,
  timeline: [{ state: 'submitted', at: '2026-11-21T10:00:00.000Z' }, ...(state === 'rejected' ? [{ state, at: '2026-11-21T10:05:00.000Z' }] : [])],
});
const overviewWire = (withdrawals: WireWithdrawal[] = []) => ({
  currency: 'PHP',
  available: 3000,
  withdrawable: 2800,
  turnover: { required: 2000, played: 800 },
  min: 100,
  max: 100000,
  daily: { amount: 100000, count: 5, usedAmount: 0, usedCount: 0 },
  confirmMinutes: 30,
  withdrawals,
});
const initial = (withdrawals: WireWithdrawal[] = []): WithdrawInitial => ({
  overview: withdrawalOverview.response.parse(overviewWire(withdrawals)),
  pin: { isSet: true, lockedUntil: null, attemptsLeft: 5, canUseSms: false },
  accounts: {
    accounts: [{ id: 7, bankCode: 'BDO', bankName: 'BDO Unibank', kind: 'bank', holderName: 'JUAN DELA CRUZ', last4: '7890' }],
    max: 5,
    payeeName: 'JUAN DELA CRUZ',
  },
  banks: [{ code: 'BDO', name: 'BDO Unibank', kind: 'bank' }],
});
const show = (withdrawals: WireWithdrawal[] = []) =>
  render(<Withdraw strings={strings} pinStrings={pinStrings} accountStrings={accountStrings} localeTag="en-PH" initial={initial(withdrawals)} />);

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the withdrawal form', () => {
  it('shows the balances and the turnover progress from the server', () => {
    stubCalls([]);
    show();
    expect(screen.getByTestId('withdraw-available').textContent).toContain('3,000.00');
    expect(screen.getByTestId('withdraw-withdrawable').textContent).toContain('2,800.00');
    expect(screen.getByRole('progressbar', { name: WITHDRAW_KEYS.turnoverHeading })).toHaveProperty('value', 800 * 100);
  });

  it('refuses bad amounts under the field and sends nothing', async () => {
    const stub = stubCalls([]);
    show();
    const user = userEvent.setup();
    const amount = screen.getByLabelText(WITHDRAW_KEYS.amount);
    await user.type(screen.getByLabelText(WITHDRAW_KEYS.paymentPassword), '246810');
    for (const [typed, message] of [
      ['abc', WITHDRAW_KEYS.amountNotANumber],
      ['-5', WITHDRAW_KEYS.amountNegative],
      ['100.123', WITHDRAW_KEYS.amountTooManyDecimals],
      ['50', WITHDRAW_KEYS.amountBelowMinimum],
      ['2800.01', WITHDRAW_KEYS.amountAboveBalance],
    ] as const) {
      await user.clear(amount);
      await user.type(amount, typed);
      await user.click(screen.getByRole('button', { name: WITHDRAW_KEYS.submit }));
      expect(amount.getAttribute('aria-invalid'), typed).toBe('true');
      expect(screen.getByText(message, { exact: false })).toBeTruthy();
      expect(document.activeElement).toBe(amount);
    }
    expect(stub.callsTo(submitWithdrawal)).toHaveLength(0);
  });

  it('sends one withdrawal for a double click, with one key, and reports it', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stub = stubCalls([
      [
        submitWithdrawal,
        async () => {
          await held;
          return wire('WABC123456789', 'submitted');
        },
      ],
      [withdrawalOverview, () => overviewWire([wire('WABC123456789', 'submitted')])],
      [walletBalance, () => ({ sumBalance: 2500, currency: 'PHP' })],
    ]);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(WITHDRAW_KEYS.amount), '500');
    await user.type(screen.getByLabelText(WITHDRAW_KEYS.paymentPassword), '246810');
    const button = screen.getByRole('button', { name: WITHDRAW_KEYS.submit });
    await user.dblClick(button);
    await act(async () => {
      screen.getByRole('button', { name: WITHDRAW_KEYS.submitting }).closest('form')!.requestSubmit();
    });
    release();
    await waitFor(() => expect(screen.getByTestId('withdraw-notice').textContent).toBe('submitted WABC123456789'));
    expect(stub.callsTo(submitWithdrawal)).toHaveLength(1);
    expect(stub.callsTo(submitWithdrawal)[0]!.params).toMatchObject({ accountId: 7, amount: 500, paymentPassword: '246810' });
    expect(String(stub.callsTo(submitWithdrawal)[0]!.params['idempotencyKey'])).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a wrong payment password under its field, and a lock with its time', async () => {
    let answer = 0;
    stubCalls([
      [
        submitWithdrawal,
        () =>
          ++answer === 1
            ? refusal('Wrong, 4 left', 'VALIDATION', { field: 'paymentPassword', attemptsLeft: 4 })
            : refusal('Locked', 'PAYMENT_PASSWORD_LOCKED', { field: 'paymentPassword', lockedUntil: '2026-11-21T10:30:00.000Z' }),
      ],
    ]);
    show();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(WITHDRAW_KEYS.amount), '500');
    const password = screen.getByLabelText(WITHDRAW_KEYS.paymentPassword);
    await user.type(password, '000000');
    await user.click(screen.getByRole('button', { name: WITHDRAW_KEYS.submit }));
    await waitFor(() => expect(screen.getByText('Wrong, 4 left')).toBeTruthy());
    expect(password.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: WITHDRAW_KEYS.submit }));
    // 10:30 UTC is 18:30 in Manila, the brand's zone (docs/decisions/0068-one-time-zone.md), labelled.
    await waitFor(() => expect(screen.getByText(/^locked until 06:30\sPM GMT\+8$/)).toBeTruthy());
  });

  it('polls while a withdrawal is pending and tells the player when it changes', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let state: WireWithdrawal['state'] = 'submitted';
    const stub = stubCalls([
      [withdrawalOverview, () => overviewWire([wire('WABC123456789', state)])],
      [walletBalance, () => ({ sumBalance: 3000, currency: 'PHP' })],
    ]);
    show([wire('WABC123456789', 'submitted')]);
    state = 'rejected';
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_100);
    });
    await waitFor(() => expect(screen.getByTestId('withdraw-changes').textContent).toContain('rejected WABC123456789 ₱500.00'));
    expect(screen.getByText(`${WITHDRAW_KEYS.historyReason}`.replace('{{reason}}', 'Name mismatch'))).toBeTruthy();
    expect(stub.callsTo(walletBalance).length).toBeGreaterThan(0);
    // Nothing pending any more: no further polling.
    const polls = stub.callsTo(withdrawalOverview).length;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(20_000);
    });
    expect(stub.callsTo(withdrawalOverview)).toHaveLength(polls);
  });
});
