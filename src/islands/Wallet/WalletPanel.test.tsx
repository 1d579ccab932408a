// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { walletBalance, walletCollect, walletList, walletTransfer } from '../../contract/calls/wallet';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';
import WalletPanel from './WalletPanel';
import { WALLET_KEYS, type WalletStrings } from './strings';
import type { MinorUnits } from '../../contract/money';

// Each string is its own catalogue key, so assertions read like the catalogue.
const strings = Object.fromEntries(Object.entries(WALLET_KEYS).map(([name, key]) => [name, key])) as WalletStrings;
const m = (value: number) => value as MinorUnits;
const initial = {
  currency: 'PHP',
  sumBalance: m(100_000),
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balance: m(100_000) },
    { code: 'SABA', name: 'SABA Sports', balance: m(0) },
  ],
};
const wire = (main: number, saba: number) => ({
  currency: 'PHP',
  sumBalance: main + saba,
  wallets: [
    { code: 'MAIN', name: 'Main wallet', balance: main },
    { code: 'SABA', name: 'SABA Sports', balance: saba },
  ],
});

afterEach(cleanup);

describe('WalletPanel', () => {
  it('sends one transfer for a double click, with a key, shows the new balances and refreshes the header balance', async () => {
    let release: () => void = () => undefined;
    const stub = stubCalls([
      [walletTransfer, () => new Promise((resolve) => (release = () => resolve(wire(900, 100))))],
      [walletBalance, () => ({ sumBalance: 1000, currency: 'PHP' })],
    ]);
    render(<WalletPanel strings={strings} initial={initial} localeTag="en-PH" />);
    await userEvent.type(screen.getByLabelText(WALLET_KEYS.amount), '100');
    const submit = screen.getByTestId('transfer-submit');
    await userEvent.dblClick(submit);
    await userEvent.click(submit);
    release();
    await waitFor(() => expect(screen.getByTestId('wallet-status').textContent).toBe(WALLET_KEYS.transferred));
    const sent = stub.callsTo(walletTransfer);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.params).toMatchObject({ from: 'MAIN', to: 'SABA', amount: 100, idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(screen.getByTestId('wallet-balances').querySelector('[data-wallet="SABA"] dd')!.textContent).toBe('₱100.00');
    await waitFor(() => expect(stub.callsTo(walletBalance)).toHaveLength(1));
  });

  it('shows bad input under the amount and sends nothing', async () => {
    const stub = stubCalls([]);
    render(<WalletPanel strings={strings} initial={initial} localeTag="en-PH" />);
    for (const [typed, key] of [
      ['abc', WALLET_KEYS.notANumber],
      ['-3', WALLET_KEYS.negative],
      ['1.234', WALLET_KEYS.tooManyDecimals],
      ['5000', WALLET_KEYS.aboveBalance],
    ] as const) {
      await userEvent.clear(screen.getByLabelText(WALLET_KEYS.amount));
      await userEvent.type(screen.getByLabelText(WALLET_KEYS.amount), typed);
      await userEvent.click(screen.getByTestId('transfer-submit'));
      const amount = screen.getByLabelText(WALLET_KEYS.amount);
      expect(amount.getAttribute('aria-invalid'), typed).toBe('true');
      expect(document.getElementById(amount.getAttribute('aria-describedby')!)!.textContent).toBe(key);
    }
    expect(stub.calls).toHaveLength(0);
  });

  it('keeps the key for a retry after a lost connection, and shows a refusal under its field', async () => {
    let attempt = 0;
    const stub = stubCalls([
      [walletTransfer, () => (++attempt === 1 ? new Response('<html>', { status: 502 }) : refusal('Too much', 'INSUFFICIENT_FUNDS', { field: 'amount' }))],
      [walletList, () => wire(1000, 0)],
      [walletBalance, () => ({ sumBalance: 1000, currency: 'PHP' })],
    ]);
    render(<WalletPanel strings={strings} initial={initial} localeTag="en-PH" />);
    await userEvent.type(screen.getByLabelText(WALLET_KEYS.amount), '10');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText(WALLET_KEYS.network);
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText(WALLET_KEYS.insufficient);
    const [first, second] = stub.callsTo(walletTransfer);
    expect(second!.params['idempotencyKey']).toBe(first!.params['idempotencyKey']);
  });

  it("after a refusal shows the platform's balances under it, for money that moved elsewhere", async () => {
    stubCalls([
      [walletTransfer, () => refusal('This was already done with this key more than a day ago', 'IDEMPOTENCY_KEY_REUSED', { field: 'idempotencyKey' }, 409)],
      [walletList, () => wire(99_000, 1_000)],
      [walletBalance, () => ({ sumBalance: 1000, currency: 'PHP' })],
    ]);
    render(<WalletPanel strings={strings} initial={initial} localeTag="en-PH" />);
    await userEvent.type(screen.getByLabelText(WALLET_KEYS.amount), '10');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText('This was already done with this key more than a day ago');
    await waitFor(() => expect(screen.getByTestId('wallet-balances').querySelector('[data-wallet="SABA"] dd')!.textContent).toBe('₱1,000.00'));
    expect(screen.getByText('This was already done with this key more than a day ago')).toBeTruthy();
  });

  it('brings everything back with one call', async () => {
    let release: () => void = () => undefined;
    const stub = stubCalls([
      [walletCollect, () => new Promise((resolve) => (release = () => resolve(wire(1000, 0))))],
      [walletBalance, () => ({ sumBalance: 1000, currency: 'PHP' })],
    ]);
    render(
      <WalletPanel
        strings={strings}
        initial={{ ...initial, wallets: [initial.wallets[0]!, { ...initial.wallets[1]!, balance: m(5_000) }] }}
        localeTag="en-PH"
      />,
    );
    await userEvent.dblClick(screen.getByTestId('collect'));
    release();
    await waitFor(() => expect(screen.getByTestId('wallet-status').textContent).toBe(WALLET_KEYS.collected));
    expect(stub.callsTo(walletCollect)).toHaveLength(1);
  });

  it('a new error replaces the previous success: the status is emptied when the next transfer is refused before it is sent', async () => {
    stubCalls([
      [walletTransfer, () => wire(950, 50)],
      [walletBalance, () => ({ sumBalance: 1000, currency: 'PHP' })],
    ]);
    render(<WalletPanel strings={strings} initial={initial} localeTag="en-PH" />);
    await userEvent.type(screen.getByLabelText(WALLET_KEYS.amount), '50');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('wallet-status').textContent).toBe(WALLET_KEYS.transferred));
    for (const [typed, pick] of [
      ['5000', null],
      ['10', 'SABA'],
    ] as const) {
      await userEvent.clear(screen.getByLabelText(WALLET_KEYS.amount));
      await userEvent.type(screen.getByLabelText(WALLET_KEYS.amount), typed);
      if (pick) await userEvent.selectOptions(screen.getByLabelText(WALLET_KEYS.from), pick);
      await userEvent.click(screen.getByTestId('transfer-submit'));
      await waitFor(() => expect(screen.getByTestId('wallet-status').textContent, typed).toBe(''));
    }
  });

  it('a success replaces the previous error', async () => {
    stubCalls([[walletBalance, () => ({ sumBalance: 1000, currency: 'PHP' })]]);
    render(<WalletPanel strings={strings} initial={initial} localeTag="en-PH" />);
    await userEvent.type(screen.getByLabelText(WALLET_KEYS.amount), '5000');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await screen.findByText(WALLET_KEYS.aboveBalance);
    await userEvent.click(screen.getByTestId('collect'));
    expect(screen.getByTestId('wallet-status').textContent).toBe(WALLET_KEYS.nothingToCollect);
    expect(screen.queryByText(WALLET_KEYS.aboveBalance)).toBeNull();
  });

  it('offers no quick amount the source wallet cannot cover: unavailable with why, following the chosen wallet and the balances after a transfer', async () => {
    stubCalls([
      [walletTransfer, () => wire(400, 600)],
      [walletBalance, () => ({ sumBalance: 1000, currency: 'PHP' })],
    ]);
    render(<WalletPanel strings={{ ...strings, main: 'Main wallet', chipsOverBalance: '{{wallet}} holds {{balance}}' }} initial={initial} localeTag="en-PH" />);
    const chip = (name: string) => screen.getByRole('button', { name });
    const unavailable = () => ['₱100.00', '₱500.00', '₱1,000.00'].filter((name) => chip(name).getAttribute('aria-disabled') === 'true');
    // Main holds ₱1,000.00: every chip; SABA Sports holds nothing: none, and each says why.
    expect(unavailable()).toEqual([]);
    await userEvent.selectOptions(screen.getByLabelText(WALLET_KEYS.from), 'SABA');
    expect(unavailable()).toEqual(['₱100.00', '₱500.00', '₱1,000.00']);
    expect(chip('₱100.00')).toHaveAccessibleDescription('SABA Sports holds ₱0.00');
    // Still reachable by keyboard, but a press fills nothing.
    expect(chip('₱100.00')).toBeEnabled();
    await userEvent.click(chip('₱100.00'));
    expect((screen.getByLabelText(WALLET_KEYS.amount) as HTMLInputElement).value).toBe('');

    // ₱600.00 moved to SABA Sports: Main's ₱400.00 covers ₱100.00 only; SABA's ₱600.00 up to ₱500.00.
    await userEvent.selectOptions(screen.getByLabelText(WALLET_KEYS.from), 'MAIN');
    await userEvent.type(screen.getByLabelText(WALLET_KEYS.amount), '600');
    await userEvent.click(screen.getByTestId('transfer-submit'));
    await waitFor(() => expect(screen.getByTestId('wallet-status').textContent).toBe(WALLET_KEYS.transferred));
    expect(unavailable()).toEqual(['₱500.00', '₱1,000.00']);
    expect(chip('₱500.00')).toHaveAccessibleDescription('Main wallet holds ₱400.00');
    expect(chip('₱100.00')).not.toHaveAttribute('aria-describedby');
    await userEvent.selectOptions(screen.getByLabelText(WALLET_KEYS.from), 'SABA');
    expect(unavailable()).toEqual(['₱1,000.00']);
    expect(chip('₱1,000.00')).toHaveAccessibleDescription('SABA Sports holds ₱600.00');
    await userEvent.click(chip('₱500.00'));
    expect((screen.getByLabelText(WALLET_KEYS.amount) as HTMLInputElement).value).toBe('500.00');
  });
});
