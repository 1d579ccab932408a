// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Rewards from './Rewards';
import { REWARDS_KEYS, type RewardsStrings } from './strings';
import { rewardClaim, rewardListValue } from '../../contract/calls/rewards';
import { walletBalance } from '../../contract/calls/wallet';
import { $rewardsWaiting } from '../../lib/stores/messages';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

const strings = { ...REWARDS_KEYS, claimLabel: 'Claim {{name}} {{amount}}', claimed: 'Got {{amount}}, play {{turnover}}' } as RewardsStrings;
const reward = (id: number, kind: string, amount: number, claimedAt: string | null = null) => ({
  id,
  kind,
  amount,
  turnover: amount * 5,
  availableAt: '2026-11-20T00:00:00.000Z',
  expiresAt: '2026-11-27T00:00:00.000Z',
  claimedAt,
});
const initial = rewardListValue.parse({ currency: 'PHP', waiting: [reward(2, 'upgrade', 288), reward(3, 'rebate', 40)], claimed: [] });
afterEach(() => {
  cleanup();
  $rewardsWaiting.set(null);
});

describe('the reward centre', () => {
  it('claims once for a double click with one key, moves the reward to the claimed list and refreshes the balance', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stub = stubCalls([
      [
        rewardClaim,
        async () => {
          await held;
          return { id: 2, amount: 288, turnover: 1440, balance: 1522.56, claimedAt: '2026-11-26T03:00:00.000Z', currency: 'PHP' };
        },
      ],
      [walletBalance, () => ({ sumBalance: 1522.56, currency: 'PHP' })],
    ]);
    render(<Rewards strings={strings} localeTag="en-PH" initial={initial} />);
    const button = screen.getByRole('button', { name: `Claim ${REWARDS_KEYS.kindUpgrade} ₱288.00` });
    await userEvent.dblClick(button);
    release();
    await waitFor(() => expect(screen.getByTestId('rewards-notice')).toHaveTextContent('Got ₱288.00, play ₱1,440.00'));
    expect(stub.callsTo(rewardClaim)).toHaveLength(1);
    expect(stub.callsTo(rewardClaim)[0]!.params).toMatchObject({ id: 2, idempotencyKey: expect.any(String) });
    expect(within(screen.getByTestId('rewards-waiting')).getAllByTestId('reward')).toHaveLength(1);
    expect(within(screen.getByTestId('rewards-claimed')).getByText(REWARDS_KEYS.kindUpgrade)).toBeVisible();
    expect($rewardsWaiting.get()).toBe(1);
    await waitFor(() => expect(stub.callsTo(walletBalance)).toHaveLength(1));
  });

  it('shows a refusal and keeps the reward waiting', async () => {
    stubCalls([[rewardClaim, () => refusal('This reward has expired.', 'PROMOTION_ENDED')]]);
    render(<Rewards strings={strings} localeTag="en-PH" initial={initial} />);
    await userEvent.click(screen.getByRole('button', { name: `Claim ${REWARDS_KEYS.kindRebate} ₱40.00` }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This reward has expired.'));
    expect(screen.getAllByTestId('reward')).toHaveLength(2);
  });

  it('asks for a Zalo or WhatsApp number id where the reward needs one: refused under the field when malformed, sent with the claim when valid', async () => {
    const stub = stubCalls([
      [
        rewardClaim,
        (params) =>
          (params as { contactId?: string }).contactId === '+63 917 000 0000'
            ? refusal('Enter the Zalo or WhatsApp number ID as 8 to 15 digits.', 'VALIDATION', { field: 'contactId' })
            : { id: 9, amount: 100, turnover: 300, balance: 100, claimedAt: '2026-11-26T03:00:00.000Z', currency: 'PHP' },
      ],
      [walletBalance, () => ({ sumBalance: 100, currency: 'PHP' })],
    ]);
    const list = rewardListValue.parse({
      currency: 'PHP',
      waiting: [{ ...reward(9, 'referral', 100), needsContact: true }, reward(2, 'upgrade', 288)],
      claimed: [],
    });
    render(<Rewards strings={strings} localeTag="en-PH" initial={list} />);
    const card = screen.getAllByTestId('reward').find((item) => item.dataset['kind'] === 'referral')!;
    const id = within(card).getByLabelText(REWARDS_KEYS.contactId);
    expect(id).toHaveAccessibleDescription(REWARDS_KEYS.contactHint);
    // The upgrade bonus needs no contact.
    expect(screen.getAllByLabelText(REWARDS_KEYS.contactId)).toHaveLength(1);
    const user = userEvent.setup();
    const claimIt = within(card).getByRole('button', { name: `Claim ${REWARDS_KEYS.kindReferral} ₱100.00` });
    await user.type(id, '12ab');
    await user.click(claimIt);
    expect(id).toHaveAccessibleDescription(`${REWARDS_KEYS.contactHint} ${REWARDS_KEYS.contactInvalid}`);
    expect(id).toHaveFocus();
    expect(stub.callsTo(rewardClaim)).toHaveLength(0);

    await user.clear(id);
    await user.type(id, '+63 917 000 0000');
    await user.click(claimIt);
    await waitFor(() => expect(id).toHaveAccessibleDescription(`${REWARDS_KEYS.contactHint} Enter the Zalo or WhatsApp number ID as 8 to 15 digits.`));

    await user.selectOptions(within(card).getByLabelText(REWARDS_KEYS.contactType), 'whatsapp');
    await user.clear(id);
    await user.type(id, '+639171234567');
    await user.click(claimIt);
    await waitFor(() => expect(screen.getByTestId('rewards-notice')).toHaveTextContent('Got ₱100.00, play ₱300.00'));
    expect(stub.callsTo(rewardClaim).at(-1)!.params).toMatchObject({ id: 9, contactType: 'whatsapp', contactId: '+639171234567' });
  });
});
