// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PaymentPassword from './PaymentPassword';
import { PAYMENT_PASSWORD_KEYS, type PaymentPasswordStrings } from './strings';
import { paymentPasswordSms, paymentPasswordState, setPaymentPassword } from '../../contract/calls/withdrawal';
import { refusal, stubCalls } from '../../lib/platform/stub-calls.test-support';

const strings = { ...PAYMENT_PASSWORD_KEYS, codeSent: 'sent {{minutes}}' } as PaymentPasswordStrings;
afterEach(cleanup);

describe('the payment password island', () => {
  it('sets the first one with the login password, checking six digits and the confirmation first', async () => {
    let isSet = false;
    const stub = stubCalls([
      [paymentPasswordState, () => ({ isSet, lockedUntil: null, attemptsLeft: 5, canUseSms: false })],
      [
        setPaymentPassword,
        () => {
          isSet = true;
          return null;
        },
      ],
    ]);
    render(<PaymentPassword strings={strings} localeTag="en-PH" />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: PAYMENT_PASSWORD_KEYS.set }));
    await user.type(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.loginPassword), 'Player2026');
    await user.type(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.newPassword), '12345');
    await user.type(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.confirmPassword), '12345');
    await user.click(screen.getByRole('button', { name: PAYMENT_PASSWORD_KEYS.save }));
    expect(screen.getByText(PAYMENT_PASSWORD_KEYS.ruleError)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.newPassword));
    await user.type(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.newPassword), '6');
    await user.click(screen.getByRole('button', { name: PAYMENT_PASSWORD_KEYS.save }));
    expect(screen.getByText(PAYMENT_PASSWORD_KEYS.mismatch)).toBeTruthy();
    expect(stub.callsTo(setPaymentPassword)).toHaveLength(0);
    await user.type(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.confirmPassword), '6');
    await user.click(screen.getByRole('button', { name: PAYMENT_PASSWORD_KEYS.save }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(PAYMENT_PASSWORD_KEYS.saved));
    expect(stub.callsTo(setPaymentPassword)[0]!.params).toEqual({
      loginPassword: 'Player2026',
      newPaymentPassword: '123456',
      confirmPaymentPassword: '123456',
    });
    expect(screen.getByTestId('payment-password-state').textContent).toBe(PAYMENT_PASSWORD_KEYS.isSet);
  });

  it('changes it with an SMS code and shows the platform refusal under the code', async () => {
    const stub = stubCalls([
      [paymentPasswordSms, () => ({ expiredMinutes: 5 })],
      [setPaymentPassword, () => refusal('The SMS code is incorrect', 'VALIDATION', { field: 'verificationCode' })],
    ]);
    render(<PaymentPassword strings={strings} localeTag="en-PH" initial={{ isSet: true, lockedUntil: null, attemptsLeft: 5, canUseSms: true }} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: PAYMENT_PASSWORD_KEYS.change }));
    await user.click(screen.getByRole('button', { name: PAYMENT_PASSWORD_KEYS.useSms }));
    await user.click(screen.getByRole('button', { name: PAYMENT_PASSWORD_KEYS.sendCode }));
    await waitFor(() => expect(screen.getByText('sent 5')).toBeTruthy());
    await user.type(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.smsCode), '000000');
    await user.type(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.newPassword), '135790');
    await user.type(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.confirmPassword), '135790');
    await user.click(screen.getByRole('button', { name: PAYMENT_PASSWORD_KEYS.save }));
    await waitFor(() => expect(screen.getByText('The SMS code is incorrect')).toBeTruthy());
    expect(screen.getByLabelText(PAYMENT_PASSWORD_KEYS.smsCode).getAttribute('aria-invalid')).toBe('true');
    expect(stub.callsTo(setPaymentPassword)[0]!.params).toEqual({ verificationCode: '000000', newPaymentPassword: '135790', confirmPaymentPassword: '135790' });
  });
});
