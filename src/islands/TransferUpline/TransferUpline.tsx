import { useRef, useState, type FormEvent } from 'react';
import { clockText } from '../../lib/time/moment';
import { transferToUpline, withdrawalOverview, type PaymentPasswordState } from '../../contract/calls/withdrawal';
import { uplineFigures, type UplineFigures } from '../../lib/withdraw/figures';
import { asMinorUnits, formatMoney, minorToWire, parseAmount, type MinorUnits } from '../../contract/money';
import { browserClient } from '../../lib/platform/browser-client';
import { refreshBalance } from '../../lib/stores/wallet';
import { ActionKey, refusalOf } from '../../lib/withdraw/money-action';
import PaymentPassword from '../PaymentPassword/PaymentPassword';
import type { PaymentPasswordStrings } from '../PaymentPassword/strings';
import { Field, focusFirstError } from '../shared/Field';
import { PaymentPasswordField } from '../shared/PaymentPasswordField';
import { fill } from '../shared/strings';
import { useQuery } from '../shared/use-query';
import form from '../shared/form.module.css';
import { amountMessage } from '../Withdraw/words';
import type { TransferUplineStrings } from './strings';
import balanceStyles from '../shared/balances.module.css';

export interface TransferUplineProps {
  strings: TransferUplineStrings;
  pinStrings: PaymentPasswordStrings;
  localeTag: string;
  pin: PaymentPasswordState;
  /** Read on the server: the main balance and what may leave it now (the withdrawal overview's figures). */
  figures: UplineFigures;
}

type Errors = Partial<Record<'amount' | 'paymentPassword' | 'form', string>>;

/** A checked transfer waiting for the player's yes: what goes, and the password typed for it. */
interface Pending {
  minor: MinorUnits;
  paymentPassword: string;
}

/**
 * Transfer to upline (issue 13 item 5): an amount and the payment password; the platform moves
 * it to the agent above in one transaction, once per key (src/lib/withdraw/money-action.ts).
 * Only what a withdrawal could take may go (a bonus still owing turnover stays; decision 0026),
 * so the page shows that figure beside the balance and checks the amount against it before
 * sending. The money goes to someone else, for good: a checked amount first asks "Send ₱X to
 * <agent>?" naming the upline from the same figures (issue 34 item 12i), and only the yes sends it.
 * The header balance and both figures follow a transfer.
 */
export default function TransferUpline({ strings, pinStrings, localeTag, pin, figures: initial }: TransferUplineProps) {
  const [value, query] = useQuery<'figures', UplineFigures>(() => ({
    fetch: async () => uplineFigures(await browserClient.call(withdrawalOverview)),
    initial: { key: 'figures', data: initial },
  }));
  const figures = value.data ?? initial;
  const [pinSet, setPinSet] = useState(pin.isSet);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [confirming, setConfirming] = useState<Pending | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const key = useRef(new ActionKey());
  const pending = useRef(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { currency, available, withdrawable, turnover, upline } = figures;
  const money = (minor: MinorUnits) => formatMoney(minor, localeTag, currency);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending.current) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const paymentPassword = String(data.get('paymentPassword') ?? '');
    const amount = parseAmount(String(data.get('amount') ?? ''), {
      locale: localeTag,
      currency,
      balance: withdrawable,
    });
    const found: Errors = {};
    if (!amount.ok)
      found.amount = fill(amountMessage(strings, amount.reason), {
        limit: amount.limit === undefined ? '' : money(amount.limit),
      });
    if (!paymentPassword) found.paymentPassword = strings.passwordRequired;
    setErrors(found);
    setNotice('');
    if (!amount.ok || Object.keys(found).length > 0) {
      setConfirming(null);
      focusFirstError(formElement, Object.keys(found));
      return;
    }
    setConfirming({ minor: amount.minor, paymentPassword });
    requestAnimationFrame(() => confirmRef.current?.focus());
  };

  const send = async ({ minor, paymentPassword }: Pending) => {
    const formElement = formRef.current;
    if (pending.current || !formElement) return;
    pending.current = true;
    setBusy(true);
    try {
      const done = await browserClient.call(transferToUpline, {
        amount: minorToWire(minor, currency),
        paymentPassword,
        idempotencyKey: key.current.current(),
      });
      key.current.settle();
      formElement.reset();
      setConfirming(null);
      setNotice(fill(strings.done, { amount: money(done.amount), upline: done.upline, balance: money(done.balance) }));
      void refreshBalance();
      query.refresh();
      requestAnimationFrame(() => noticeRef.current?.focus());
    } catch (error) {
      key.current.settle(error);
      setConfirming(null);
      const refused = refusalOf(error);
      const field = refused?.field === 'amount' || refused?.field === 'paymentPassword' ? refused.field : 'form';
      const locked = refused?.lockedUntil ? fill(strings.lockedUntil, { time: clockText(refused.lockedUntil, localeTag, { labelled: true }) }) : null;
      setErrors({ [field]: locked ?? refused?.message ?? strings.networkError });
      focusFirstError(formElement, field === 'form' ? [] : [field]);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  return (
    <div data-testid="transfer-upline">
      <p>{strings.intro}</p>
      <dl className={balanceStyles.balances}>
        <div>
          <dt>{strings.balance}</dt>
          <dd data-testid="upline-balance">{money(available)}</dd>
        </div>
        <div>
          <dt>{strings.transferable}</dt>
          <dd data-testid="upline-transferable">{money(withdrawable)}</dd>
        </div>
        {upline !== null && (
          <div>
            <dt>{strings.recipient}</dt>
            <dd data-testid="upline-recipient">{upline}</dd>
          </div>
        )}
      </dl>
      {withdrawable < available && (
        <p data-testid="upline-turnover">
          {fill(strings.turnoverLock, {
            locked: money(asMinorUnits(available - withdrawable)),
            played: money(turnover.played),
            required: money(turnover.required),
          })}
        </p>
      )}
      <p ref={noticeRef} tabIndex={-1} role="status" data-testid="upline-notice">
        {notice}
      </p>
      {!pinSet && <p>{strings.noPassword}</p>}
      {/* A change to the amount or the password asks again: the question always names what is in the form. */}
      <form ref={formRef} className={form.form} method="post" onSubmit={submit} onChange={() => setConfirming(null)} noValidate aria-label={strings.submit}>
        <Field id="upline-amount" name="amount" label={strings.amount} inputMode="decimal" autoComplete="off" error={errors.amount} />
        <PaymentPasswordField id="upline-password" label={strings.paymentPassword} error={errors.paymentPassword} />
        <p className={form.formError} role="alert">
          {errors.form ?? ''}
        </p>
        {confirming ? (
          <fieldset className={form.confirm} data-testid="upline-confirm">
            <legend>{fill(upline === null ? strings.confirmUnnamed : strings.confirm, { amount: money(confirming.minor), upline: upline ?? '' })}</legend>
            <div className={form.actions}>
              <button ref={confirmRef} type="button" className={form.primary} disabled={busy} onClick={() => void send(confirming)}>
                {busy ? strings.submitting : strings.confirmSend}
              </button>
              <button type="button" className={form.secondary} disabled={busy} onClick={() => setConfirming(null)}>
                {strings.change}
              </button>
            </div>
          </fieldset>
        ) : (
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={busy || !pinSet}>
              {strings.submit}
            </button>
          </div>
        )}
      </form>
      <PaymentPassword strings={pinStrings} initial={pin} localeTag={localeTag} onState={(state) => setPinSet(state.isSet)} />
    </div>
  );
}
