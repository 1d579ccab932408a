import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
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

/** What the form shows: errors by field, the last transfer's notice, and a checked transfer awaiting its yes. */
interface FormState {
  errors: Errors;
  notice: string;
  confirming: Pending | null;
}

/** The form's steps: check what was typed, send the checked transfer, or forget it because the form changed. */
type Step = { kind: 'check'; data: FormData } | { kind: 'send' } | { kind: 'change' };

const START: FormState = { errors: {}, notice: '', confirming: null };

/**
 * Transfer to upline (issue 13 item 5): an amount and the payment password; the platform moves
 * it to the agent above in one transaction, once per key (src/lib/withdraw/money-action.ts).
 * Only what a withdrawal could take may go (a bonus still owing turnover stays; decision 0026),
 * so the page shows that figure beside the balance and checks the amount against it before
 * sending. The money goes to someone else, for good: a checked amount first asks "Send ₱X to
 * <agent>?" naming the upline from the same figures (issue 34 item 12i), and only the yes sends it.
 * The header balance and both figures follow a transfer.
 *
 * The form is one React 19 action (`useActionState`, issue 33 item 7): its state is what the
 * form shows, its pending flag is "sending", and its queue makes a double press safe: the second
 * "send" runs after the first has answered, finds nothing checked and sends nothing. The key
 * lives outside the state, per press, and survives a lost connection for the retry.
 */
export default function TransferUpline({ strings, pinStrings, localeTag, pin, figures: initial }: TransferUplineProps) {
  const [value, query] = useQuery<'figures', UplineFigures>(() => ({
    fetch: async () => uplineFigures(await browserClient.call(withdrawalOverview)),
    initial: { key: 'figures', data: initial },
  }));
  const figures = value.data ?? initial;
  const [pinSet, setPinSet] = useState(pin.isSet);
  const formRef = useRef<HTMLFormElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const key = useRef(new ActionKey());
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const { currency, available, withdrawable, turnover, upline } = figures;
  const money = (minor: MinorUnits) => formatMoney(minor, localeTag, currency);

  const check = (data: FormData): FormState => {
    const paymentPassword = String(data.get('paymentPassword') ?? '');
    const amount = parseAmount(String(data.get('amount') ?? ''), { locale: localeTag, currency, balance: withdrawable });
    const errors: Errors = {};
    if (!amount.ok) errors.amount = fill(amountMessage(strings, amount.reason), { limit: amount.limit === undefined ? '' : money(amount.limit) });
    if (!paymentPassword) errors.paymentPassword = strings.passwordRequired;
    if (!amount.ok || Object.keys(errors).length > 0) return { errors, notice: '', confirming: null };
    return { errors, notice: '', confirming: { minor: amount.minor, paymentPassword } };
  };

  const send = async ({ minor, paymentPassword }: Pending): Promise<FormState> => {
    try {
      const done = await browserClient.call(transferToUpline, { amount: minorToWire(minor, currency), paymentPassword, idempotencyKey: key.current.current() });
      key.current.settle();
      formRef.current?.reset();
      void refreshBalance();
      query.refresh();
      return { errors: {}, notice: fill(strings.done, { amount: money(done.amount), upline: done.upline, balance: money(done.balance) }), confirming: null };
    } catch (error) {
      key.current.settle(error);
      const refused = refusalOf(error);
      const field = refused?.field === 'amount' || refused?.field === 'paymentPassword' ? refused.field : 'form';
      const locked = refused?.lockedUntil ? fill(strings.lockedUntil, { time: clockText(refused.lockedUntil, localeTag, { labelled: true }) }) : null;
      return { errors: { [field]: locked ?? refused?.message ?? strings.networkError }, notice: '', confirming: null };
    }
  };

  const [state, run, sending] = useActionState(async (previous: FormState, step: Step): Promise<FormState> => {
    if (step.kind === 'check') return check(step.data);
    if (!previous.confirming) return previous;
    return step.kind === 'send' ? send(previous.confirming) : { ...previous, confirming: null };
  }, START);
  const dispatch = (step: Step) => startTransition(() => run(step));
  const { errors, notice, confirming } = state;

  // Focus follows what the last step showed: the question, the first field in error, or the notice.
  useEffect(() => {
    if (confirming) confirmRef.current?.focus();
  }, [confirming]);
  useEffect(() => {
    if (formRef.current)
      focusFirstError(
        formRef.current,
        Object.keys(errors).filter((field) => field !== 'form'),
      );
  }, [errors]);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dispatch({ kind: 'check', data: new FormData(event.currentTarget) });
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
      <form
        ref={formRef}
        className={form.form}
        method="post"
        onSubmit={submit}
        onChange={() => {
          if (confirming) dispatch({ kind: 'change' });
        }}
        noValidate
        aria-label={strings.submit}
      >
        <Field id="upline-amount" name="amount" label={strings.amount} inputMode="decimal" autoComplete="off" error={errors.amount} />
        <PaymentPasswordField id="upline-password" label={strings.paymentPassword} error={errors.paymentPassword} />
        <p className={form.formError} role="alert">
          {errors.form ?? ''}
        </p>
        {confirming ? (
          <fieldset className={form.confirm} data-testid="upline-confirm">
            <legend>{fill(upline === null ? strings.confirmUnnamed : strings.confirm, { amount: money(confirming.minor), upline: upline ?? '' })}</legend>
            <div className={form.actions}>
              <button ref={confirmRef} type="button" className={form.primary} disabled={sending} onClick={() => dispatch({ kind: 'send' })}>
                {sending ? strings.submitting : strings.confirmSend}
              </button>
              <button type="button" className={form.secondary} disabled={sending} onClick={() => dispatch({ kind: 'change' })}>
                {strings.change}
              </button>
            </div>
          </fieldset>
        ) : (
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={sending || !pinSet}>
              {strings.submit}
            </button>
          </div>
        )}
      </form>
      <PaymentPassword strings={pinStrings} initial={pin} localeTag={localeTag} onState={(state) => setPinSet(state.isSet)} />
    </div>
  );
}
