// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { depositChannels, depositCreate, depositOrder, depositOrders, type DepositChannels } from '../../contract/calls/deposits';
import { walletBalance } from '../../contract/calls/wallet';
import type { MinorUnits } from '../../contract/money';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';
import DepositPanel from './DepositPanel';
import { DEPOSIT_KEYS, type DepositStrings } from './strings';

const strings = Object.fromEntries(Object.entries(DEPOSIT_KEYS).map(([name, key]) => [name, key])) as DepositStrings;
const m = (value: number) => value as MinorUnits;
const channels: DepositChannels = {
  currency: 'PHP',
  channels: [
    { code: 'BANK', name: 'Bank transfer', kind: 'bank', min: m(50_000), max: m(50_000_000), feeFixed: m(0), feeBps: 0, processingMinutes: 30, open: true },
    { code: 'GCASH', name: 'GCash', kind: 'ewallet', min: m(10_000), max: m(5_000_000), feeFixed: m(0), feeBps: 150, processingMinutes: 1, open: true },
  ],
  bonuses: [],
};
const reload = {
  promotionId: 7,
  title: 'Daily Reload',
  percentBps: 1_000,
  maxBonus: m(100_000),
  minDeposit: m(30_000),
  turnoverMultiple: 5,
  period: 'day' as const,
  firstDepositOnly: false,
};
/** The channels answer on the wire (major units), for a stub that answers it again. */
const channelsOnWire = (bonuses: object[]) => ({
  currency: 'PHP',
  channels: channels.channels.map((channel) => ({ ...channel, min: channel.min / 100, max: channel.max / 100, feeFixed: channel.feeFixed / 100 })),
  bonuses,
});
const order = (status: string) => ({
  reference: 'DP20261121ABCDEF',
  channel: 'GCASH',
  channelName: 'GCash',
  kind: 'ewallet',
  amount: 500,
  fee: 7.5,
  status,
  createdAt: '2026-11-21T10:00:00.000Z',
  expiresAt: '2026-11-21T10:30:00.000Z',
  settledAt: null,
  receiving: null,
  payUrl: status === 'PENDING' ? '/lgw/pay/order?token=t&lang=EN' : null,
});

afterEach(cleanup);

const choose = async (name: string) => userEvent.click(screen.getByRole('radio', { name: new RegExp(name) }));

describe('DepositPanel', () => {
  it('offers no quick amount above the channel maximum, and shows those above what the deposit limit allows unavailable, with why', async () => {
    stubCalls([]);
    const small = { ...channels, channels: [{ ...channels.channels[1]!, max: m(500_000) }] };
    render(
      <DepositPanel
        strings={{ ...strings, chipsOverLimit: 'limit leaves {{left}}' }}
        channels={small}
        recent={[]}
        orderReference={null}
        localeTag="en-PH"
        promotionsHref="/en/promotions"
        depositLeft={m(120_000)}
      />,
    );
    const chips = screen.getByRole('group', { name: strings.chipsLabel });
    expect([...chips.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['₱500.00', '₱1,000.00', '₱5,000.00']);
    expect(screen.getByRole('button', { name: '₱500.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '₱1,000.00' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '₱1,000.00' })).not.toHaveAttribute('aria-disabled');
    // Unavailable but reachable by keyboard, so its reason is heard (src/islands/Wallet/AmountChips.tsx); a press fills nothing.
    expect(screen.getByRole('button', { name: '₱5,000.00' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: '₱5,000.00' })).toHaveAccessibleDescription('limit leaves ₱1,200.00');
    await userEvent.click(screen.getByRole('button', { name: '₱5,000.00' }));
    expect((screen.getByLabelText(DEPOSIT_KEYS.amount) as HTMLInputElement).value).toBe('');
  });

  it('creates one order for a double click, links the provider page, and says when it is paid', async () => {
    let status = 'PENDING';
    const stub = stubCalls([
      [depositCreate, () => order('PENDING')],
      [depositOrder, () => order(status)],
      [depositOrders, () => ({ orders: [order(status)] })],
      [walletBalance, () => ({ sumBalance: 500, currency: 'PHP' })],
      [depositChannels, () => channelsOnWire([])],
    ]);
    render(<DepositPanel strings={strings} channels={channels} recent={[]} orderReference={null} localeTag="en-PH" promotionsHref="/en/promotions" />);
    await choose('GCash');
    await userEvent.type(screen.getByLabelText(DEPOSIT_KEYS.amount), '500');
    await userEvent.dblClick(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('open-provider');
    expect(stub.callsTo(depositCreate)).toHaveLength(1);
    expect(stub.callsTo(depositCreate)[0]!.params).toMatchObject({ channel: 'GCASH', amount: 500, idempotencyKey: expect.any(String) });
    expect(screen.getByTestId('order-status').dataset['status']).toBe('PENDING');
    status = 'PAID';
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe(DEPOSIT_KEYS.changedPAID), { timeout: 5_000 });
    expect(screen.getByTestId('order-status').dataset['status']).toBe('PAID');
    await waitFor(() => expect(stub.callsTo(walletBalance)).toHaveLength(1));
  }, 10_000);

  it("links a provider page on https or this site, never a platform's script link", async () => {
    for (const [payUrl, shown] of [
      ['javascript:alert(document.cookie)', null],
      ['https://pay.example.com/order/1', 'https://pay.example.com/order/1'],
    ] as const) {
      stubCalls([
        [depositCreate, () => ({ ...order('PENDING'), payUrl })],
        [depositOrder, () => ({ ...order('PENDING'), payUrl })],
      ]);
      render(<DepositPanel strings={strings} channels={channels} recent={[]} orderReference={null} localeTag="en-PH" promotionsHref="/en/promotions" />);
      await choose('GCash');
      await userEvent.type(screen.getByLabelText(DEPOSIT_KEYS.amount), '500');
      await userEvent.click(screen.getByTestId('deposit-submit'));
      await screen.findByTestId('order-status');
      expect(screen.queryByTestId('open-provider')?.getAttribute('href') ?? null, payUrl).toBe(shown);
      cleanup();
    }
  });

  it('checks the amount against the channel before sending, and shows a closed channel under the channels', async () => {
    const stub = stubCalls([[depositCreate, () => refusal('closed', 'CHANNEL_CLOSED', { field: 'channel' })]]);
    render(<DepositPanel strings={strings} channels={channels} recent={[]} orderReference={null} localeTag="en-PH" promotionsHref="/en/promotions" />);
    await choose('Bank transfer');
    await userEvent.type(screen.getByLabelText(DEPOSIT_KEYS.amount), '100');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(screen.getByText(DEPOSIT_KEYS.belowMinimum)).toBeTruthy();
    expect(stub.calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(DEPOSIT_KEYS.amount));
    await userEvent.type(screen.getByLabelText(DEPOSIT_KEYS.amount), '1000');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText(DEPOSIT_KEYS.channelClosed)).toBeTruthy();
    expect(screen.queryByTestId('deposit-order')).toBeNull();
  });

  it('joins a promotion: previews its bonus, sends its id, shows the bonus on the order, and a refusal under the promotions', async () => {
    let refuse = false;
    const stub = stubCalls([
      [
        depositCreate,
        () =>
          refuse
            ? refusal('not now', 'VALIDATION', { field: 'promotionId' })
            : { ...order('PENDING'), bonus: { promotionId: 7, title: 'Daily Reload', amount: 50, status: 'PENDING' } },
      ],
      [depositOrder, () => ({ ...order('PENDING'), bonus: { promotionId: 7, title: 'Daily Reload', amount: 50, status: 'PENDING' } })],
    ]);
    render(
      <DepositPanel
        strings={strings}
        channels={{ ...channels, bonuses: [reload] }}
        recent={[]}
        orderReference={null}
        localeTag="en-PH"
        promotionsHref="/en/promotions"
      />,
    );
    expect(screen.getByRole('radio', { name: DEPOSIT_KEYS.noPromotion })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: DEPOSIT_KEYS.promotionsLink }).getAttribute('href')).toBe('/en/promotions');
    await choose('GCash');
    await choose('Daily Reload');
    await userEvent.type(screen.getByLabelText(DEPOSIT_KEYS.amount), '500');
    expect(screen.getByTestId('bonus-preview')).toBeTruthy();
    await userEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByTestId('order-bonus')).toHaveProperty('dataset.status', 'PENDING');
    expect(stub.callsTo(depositCreate)[0]!.params).toMatchObject({ channel: 'GCASH', amount: 500, promotionId: 7 });
    refuse = true;
    await userEvent.type(screen.getByLabelText(DEPOSIT_KEYS.amount), '600');
    await userEvent.click(screen.getByTestId('deposit-submit'));
    const error = await screen.findByText('not now');
    expect(error.id).toBe('deposit-promotion-error');
    expect(screen.getByTestId('deposit-promotions').getAttribute('aria-describedby')).toBe('deposit-promotion-error');
  });

  it('says the bonus credited with a paid deposit (issue 34 item 12)', async () => {
    let status = 'PENDING';
    const withBonus = () => ({
      ...order(status),
      bonus: { promotionId: 7, title: 'Daily Reload', amount: 50, status: status === 'PAID' ? 'GRANTED' : 'PENDING' },
    });
    stubCalls([
      [depositOrder, withBonus],
      [depositOrders, () => ({ orders: [withBonus()] })],
      [walletBalance, () => ({ sumBalance: 550, currency: 'PHP' })],
      [depositChannels, () => channelsOnWire([])],
    ]);
    const named = { ...strings, changedPAIDBonus: '{{reference}}: {{amount}} + {{bonus}}' };
    render(
      <DepositPanel strings={named} channels={channels} recent={[]} orderReference="DP20261121ABCDEF" localeTag="en-PH" promotionsHref="/en/promotions" />,
    );
    await waitFor(() => expect(screen.getByTestId('order-status').dataset['status']).toBe('PENDING'));
    status = 'PAID';
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe('DP20261121ABCDEF: ₱500.00 + ₱50.00'), { timeout: 5_000 });
  }, 10_000);

  it('does not say "nothing was charged" of a failed bank deposit: the player sent that money themselves (issue 34 item 12)', async () => {
    let status = 'PENDING';
    const bankOrder = () => ({
      ...order(status),
      channel: 'BANK',
      channelName: 'Bank transfer',
      kind: 'bank',
      payUrl: null,
      receiving: { name: 'LUCKY GAMING', account: '0012', bank: 'BDO' },
    });
    stubCalls([
      [depositOrder, bankOrder],
      [depositOrders, () => ({ orders: [bankOrder()] })],
      [walletBalance, () => ({ sumBalance: 0, currency: 'PHP' })],
      [depositChannels, () => channelsOnWire([])],
    ]);
    render(
      <DepositPanel strings={strings} channels={channels} recent={[]} orderReference="DP20261121ABCDEF" localeTag="en-PH" promotionsHref="/en/promotions" />,
    );
    await waitFor(() => expect(screen.getByTestId('order-status').dataset['status']).toBe('PENDING'));
    status = 'FAILED';
    await waitFor(() => expect(screen.getByTestId('deposit-status').textContent).toBe(DEPOSIT_KEYS.changedFAILEDTransfer), { timeout: 5_000 });
  }, 10_000);
});
