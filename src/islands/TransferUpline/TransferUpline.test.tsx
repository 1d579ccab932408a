// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TransferUpline from './TransferUpline';
import { TRANSFER_UPLINE_KEYS, type TransferUplineStrings } from './strings';
import { PAYMENT_PASSWORD_KEYS, type PaymentPasswordStrings } from '../PaymentPassword/strings';
import { transferToUpline, withdrawalOverview, withdrawalOverviewValue } from '../../contract/calls/withdrawal';
import { walletBalance } from '../../contract/calls/wallet';
import { asMinorUnits } from '../../contract/money';
import { $wallet } from '../../lib/stores/wallet';
import { uplineFigures } from '../../lib/withdraw/figures';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

const strings = { ...TRANSFER_UPLINE_KEYS, done: 'done {{amount}} {{upline}} {{balance}}', confirm: 'send {{amount}} to {{upline}}?' } as TransferUplineStrings;
const pinStrings = { ...PAYMENT_PASSWORD_KEYS } as PaymentPasswordStrings;
const pin = { isSet: true, lockedUntil: null, attemptsLeft: 5, canUseSms: false };
/** The withdrawal overview on the wire (major units), as the platform answers it. */
const wireOverview = (available: number, withdrawable: number, turnover = { required: 0, played: 0 }) => ({
  currency: 'PHP',
  available,
  withdrawable,
  turnover,
  min: 100,
  max: 50_000,
  daily: { amount: 100_000, count: 5, usedAmount: 0, usedCount: 0 },
  confirmMinutes: 30,
  withdrawals: [],
  upline: 'demo_agent',
});
/** The same, read as the page's server reads it (minor units). */
const overviewOf = (...wire: Parameters<typeof wireOverview>) => uplineFigures(withdrawalOverviewValue.parse(wireOverview(...wire)));
const free = overviewOf(600, 600);
beforeEach(() => $wallet.set({ balance: asMinorUnits(60_000), currency: 'PHP', loading: false, masked: false, error: null }));
afterEach(cleanup);

describe('the transfer to upline', () => {
  it('hydrates the server HTML with the balance and what may be transferred, and each paragraph keeps its own role', async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const island = <TransferUpline strings={strings} pinStrings={pinStrings} localeTag="en-PH" pin={pin} figures={free} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(island);
    document.body.append(container);
    expect(container.querySelector('[data-testid="upline-transferable"]')?.textContent).toBe('₱600.00');
    let root: { unmount(): void } | undefined;
    await act(async () => {
      root = hydrateRoot(container, island);
    });
    expect(screen.getByTestId('upline-balance').textContent).toBe('₱600.00');
    expect(screen.getByTestId('upline-transferable').textContent).toBe('₱600.00');
    expect(screen.queryByTestId('upline-turnover')).toBeNull();
    expect(screen.getByTestId('upline-notice').textContent).toBe('');
    expect(screen.getByTestId('upline-notice').getAttribute('role')).toBe('status');
    act(() => root?.unmount());
    container.remove();
  });

  it('shows the bonus its turnover still locks, and refuses more than may leave before sending', async () => {
    const stub = stubCalls([[transferToUpline, () => ({ reference: 'U1', amount: 200, upline: 'demo_agent', balance: 100 })]]);
    const locked = overviewOf(3000, 2000, { required: 20_000, played: 5000 });
    render(
      <TransferUpline
        strings={{ ...strings, turnoverLock: '{{locked}} locked, {{played}} of {{required}}' }}
        pinStrings={pinStrings}
        localeTag="en-PH"
        pin={pin}
        figures={locked}
      />,
    );
    expect(screen.getByTestId('upline-balance').textContent).toBe('₱3,000.00');
    expect(screen.getByTestId('upline-transferable').textContent).toBe('₱2,000.00');
    expect(screen.getByTestId('upline-turnover').textContent).toBe('₱1,000.00 locked, ₱5,000.00 of ₱20,000.00');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount), '2000.01');
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.paymentPassword), '246810');
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.submit }));
    expect(screen.getByText('withdraw.upline.aboveTransferable')).toBeTruthy();
    expect(stub.callsTo(transferToUpline)).toHaveLength(0);
  });

  it('transfers once for a double click and the header balance follows', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stub = stubCalls([
      [
        transferToUpline,
        async () => {
          await held;
          return { reference: 'UABC', amount: 100, upline: 'demo_agent', balance: 500 };
        },
      ],
      [walletBalance, () => ({ sumBalance: 500, currency: 'PHP' })],
      [withdrawalOverview, () => wireOverview(500, 500)],
    ]);
    render(<TransferUpline strings={strings} pinStrings={pinStrings} localeTag="en-PH" pin={pin} figures={free} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount), '100');
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.paymentPassword), '246810');
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.submit }));
    await user.dblClick(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.confirmSend }));
    await act(async () => release());
    await waitFor(() => expect(screen.getByTestId('upline-notice').textContent).toBe('done ₱100.00 demo_agent ₱500.00'));
    expect(stub.callsTo(transferToUpline)).toHaveLength(1);
    await waitFor(() => expect($wallet.get().balance).toBe(50_000));
    // The figures are read again: what may leave follows the transfer.
    await waitFor(() => expect(screen.getByTestId('upline-transferable').textContent).toBe('₱500.00'));
  });

  it('refuses an amount above the balance before sending, and shows the platform refusal under its field', async () => {
    const stub = stubCalls([
      [transferToUpline, () => refusal('The payment password is incorrect. 4 attempts left.', 'VALIDATION', { field: 'paymentPassword', attemptsLeft: 4 })],
    ]);
    render(<TransferUpline strings={strings} pinStrings={pinStrings} localeTag="en-PH" pin={pin} figures={free} />);
    const user = userEvent.setup();
    const amount = screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount);
    await user.type(amount, '600.01');
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.paymentPassword), '000000');
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.submit }));
    expect(screen.getByText(TRANSFER_UPLINE_KEYS.amountAboveBalance)).toBeTruthy();
    expect(stub.callsTo(transferToUpline)).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, '10');
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.submit }));
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.confirmSend }));
    await waitFor(() => expect(screen.getByText('The payment password is incorrect. 4 attempts left.')).toBeTruthy());
    expect(screen.getByLabelText(TRANSFER_UPLINE_KEYS.paymentPassword).getAttribute('aria-invalid')).toBe('true');
  });

  it('names the upline before sending: the figures and the question say who gets the money, and nothing goes until the yes', async () => {
    const stub = stubCalls([
      [transferToUpline, () => ({ reference: 'U2', amount: 150, upline: 'demo_agent', balance: 450 })],
      [walletBalance, () => ({ sumBalance: 450, currency: 'PHP' })],
      [withdrawalOverview, () => wireOverview(450, 450)],
    ]);
    render(<TransferUpline strings={strings} pinStrings={pinStrings} localeTag="en-PH" pin={pin} figures={free} />);
    expect(screen.getByTestId('upline-recipient').textContent).toBe('demo_agent');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount), '150');
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.paymentPassword), '246810');
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.submit }));
    const question = screen.getByRole('group', { name: 'send ₱150.00 to demo_agent?' });
    expect(question).toBeTruthy();
    expect(stub.callsTo(transferToUpline)).toHaveLength(0);
    // "Change" goes back to the form and sends nothing; a changed amount asks again with the new figure.
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.change }));
    expect(screen.queryByTestId('upline-confirm')).toBeNull();
    await user.clear(screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount));
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount), '200');
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.submit }));
    expect(screen.getByRole('group', { name: 'send ₱200.00 to demo_agent?' })).toBeTruthy();
    await user.clear(screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount));
    expect(screen.queryByTestId('upline-confirm')).toBeNull();
    expect(stub.callsTo(transferToUpline)).toHaveLength(0);
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount), '150');
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.submit }));
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.confirmSend }));
    await waitFor(() => expect(screen.getByTestId('upline-notice').textContent).toBe('done ₱150.00 demo_agent ₱450.00'));
    expect(stub.callsTo(transferToUpline)).toHaveLength(1);
  });

  it('asks about the agent above without a name when the platform does not send one', async () => {
    stubCalls([]);
    const unnamed = { ...free, upline: null };
    render(
      <TransferUpline strings={{ ...strings, confirmUnnamed: 'send {{amount}} up?' }} pinStrings={pinStrings} localeTag="en-PH" pin={pin} figures={unnamed} />,
    );
    expect(screen.queryByTestId('upline-recipient')).toBeNull();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.amount), '20');
    await user.type(screen.getByLabelText(TRANSFER_UPLINE_KEYS.paymentPassword), '246810');
    await user.click(screen.getByRole('button', { name: TRANSFER_UPLINE_KEYS.submit }));
    expect(screen.getByRole('group', { name: 'send ₱20.00 up?' })).toBeTruthy();
  });
});
