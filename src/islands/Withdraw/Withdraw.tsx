import { useEffect, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { clockText } from '../../lib/time/moment';
import {
  submitWithdrawal,
  withdrawalOverview,
  type Bank,
  type PaymentPasswordState,
  type WithdrawalAccounts as Accounts,
  type WithdrawalOverview,
} from '../../contract/calls/withdrawal';
import { formatMoney, minorToWire, parseAmount, type MinorUnits } from '../../contract/money';
import { browserClient } from '../../lib/platform/browser-client';
import { documentVisibility } from '../../lib/stores/query';
import { refreshBalance } from '../../lib/stores/wallet';
import { ActionKey, refusalOf } from '../../lib/withdraw/money-action';
import { refreshDelay, stateChanges } from '../../lib/withdraw/status';
import PaymentPassword from '../PaymentPassword/PaymentPassword';
import type { PaymentPasswordStrings } from '../PaymentPassword/strings';
import WithdrawalAccounts from '../WithdrawalAccounts/WithdrawalAccounts';
import type { WithdrawalAccountsStrings } from '../WithdrawalAccounts/strings';
import { Field, clearFields, focusFirstError } from '../shared/Field';
import { PaymentPasswordField } from '../shared/PaymentPasswordField';
import { fill } from '../shared/strings';
import { useQuery } from '../shared/use-query';
import form from '../shared/form.module.css';
import balanceStyles from '../shared/balances.module.css';
import { History } from './History';
import type { WithdrawStrings } from './strings';
import { amountMessage, changeMessage } from './words';
import styles from './Withdraw.module.css';

export interface WithdrawInitial {
  overview: WithdrawalOverview;
  pin: PaymentPasswordState;
  accounts: Accounts;
  banks: Bank[];
}

export interface WithdrawProps {
  strings: WithdrawStrings;
  pinStrings: PaymentPasswordStrings;
  accountStrings: WithdrawalAccountsStrings;
  localeTag: string;
  /** Read on the server: the page's first content. */
  initial: WithdrawInitial;
}

type Errors = Partial<Record<'accountId' | 'amount' | 'paymentPassword' | 'form', string>>;

/**
 * The withdrawal page (issue 13 item 4): balances and bonus turnover, the form (account, amount,
 * payment password; the amount is held by the platform at once), the history with its
 * timelines, kept current while something is pending and the tab is visible, and the payment
 * password and accounts islands the form needs.
 */
export default function Withdraw({ strings, pinStrings, accountStrings, localeTag, initial }: WithdrawProps) {
  const [value, query] = useQuery<'overview', WithdrawalOverview>(() => ({
    fetch: () => browserClient.call(withdrawalOverview),
    initial: { key: 'overview', data: initial.overview },
    refreshAfter: (data) => refreshDelay(data.withdrawals),
    refreshAfterFailure: 10_000,
    staleAfterMs: 5_000,
    ...(typeof document === 'undefined' ? {} : { visibility: documentVisibility(document) }),
  }));
  const overview = value.data ?? initial.overview;
  const [pinSet, setPinSet] = useState(initial.pin.isSet);
  const [accounts, setAccounts] = useState(initial.accounts.accounts);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const [changes, setChanges] = useState<string[]>([]);
  const key = useRef(new ActionKey());
  const pending = useRef(false);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const seen = useRef(overview.withdrawals);
  const money = (minor: MinorUnits) => formatMoney(minor, localeTag, overview.currency);

  // Tell the player, in the page's language, each change the operator made while they watch; the header balance follows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for each new answer; the strings and formatter do not change
  useEffect(() => {
    const changed = stateChanges(seen.current, overview.withdrawals);
    seen.current = overview.withdrawals;
    if (changed.length === 0) return;
    setChanges(
      changed.map((change) => {
        const withdrawal = overview.withdrawals.find((candidate) => candidate.reference === change.reference);
        return fill(changeMessage(strings, change.state), { reference: change.reference, amount: withdrawal ? money(withdrawal.amount) : '' });
      }),
    );
    void refreshBalance();
  }, [overview]);

  const fillAll = (event: MouseEvent<HTMLButtonElement>) => {
    const input = event.currentTarget.form?.elements.namedItem('amount');
    if (input instanceof HTMLInputElement) {
      input.value = new Intl.NumberFormat(localeTag, { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false }).format(
        minorToWire(overview.withdrawable),
      );
      input.focus();
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A second submit while the first is under way is the same action: it sends nothing more.
    if (pending.current) return;
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const accountId = Number(data.get('accountId') ?? 0);
    const paymentPassword = String(data.get('paymentPassword') ?? '');
    const amount = parseAmount(String(data.get('amount') ?? ''), {
      locale: localeTag,
      currency: overview.currency,
      min: overview.min,
      max: overview.max,
      balance: overview.withdrawable,
    });
    const found: Errors = {};
    if (!accountId) found.accountId = strings.accountRequired;
    if (!amount.ok) found.amount = fill(amountMessage(strings, amount.reason), { limit: amount.limit === undefined ? '' : money(amount.limit) });
    if (!paymentPassword) found.paymentPassword = strings.passwordRequired;
    setErrors(found);
    setNotice('');
    if (Object.keys(found).length > 0 || !amount.ok) {
      focusFirstError(formElement, Object.keys(found));
      return;
    }
    pending.current = true;
    setBusy(true);
    try {
      const done = await browserClient.call(submitWithdrawal, {
        accountId,
        amount: minorToWire(amount.minor, overview.currency),
        paymentPassword,
        idempotencyKey: key.current.current(),
      });
      key.current.settle();
      // The amount and password are cleared; the chosen account stays (a form reset would put
      // back the account chosen when the form was drawn).
      clearFields(formElement, ['amount', 'paymentPassword']);
      setNotice(fill(strings.submitted, { reference: done.reference, amount: money(done.amount) }));
      void refreshBalance();
      query.refresh();
      requestAnimationFrame(() => noticeRef.current?.focus());
    } catch (error) {
      key.current.settle(error);
      const refused = refusalOf(error);
      const field = refused?.field === 'accountId' || refused?.field === 'amount' || refused?.field === 'paymentPassword' ? refused.field : 'form';
      const locked = refused?.lockedUntil ? fill(strings.lockedUntil, { time: clockText(refused.lockedUntil, localeTag, { labelled: true }) }) : null;
      setErrors({ [field]: locked ?? refused?.message ?? strings.networkError });
      focusFirstError(formElement, field === 'form' ? [] : [field]);
    } finally {
      pending.current = false;
      setBusy(false);
    }
  };

  const { turnover, daily } = overview;
  return (
    <div className={styles.layout} data-testid="withdraw">
      <dl className={balanceStyles.balances}>
        <div>
          <dt>{strings.available}</dt>
          <dd data-testid="withdraw-available">{money(overview.available)}</dd>
        </div>
        <div>
          <dt>{strings.withdrawable}</dt>
          <dd data-testid="withdraw-withdrawable">{money(overview.withdrawable)}</dd>
        </div>
      </dl>
      <section aria-labelledby="withdraw-turnover-heading">
        <h2 id="withdraw-turnover-heading">{strings.turnoverHeading}</h2>
        {turnover.required > 0 ? (
          <>
            <p id="withdraw-turnover-text">{fill(strings.turnoverProgress, { played: money(turnover.played), required: money(turnover.required) })}</p>
            <progress
              className={styles.progress}
              max={turnover.required}
              value={turnover.played}
              aria-labelledby="withdraw-turnover-heading"
              aria-describedby="withdraw-turnover-text"
            />
            <p className={form.hint}>{strings.turnoverExplain}</p>
          </>
        ) : (
          <p>{strings.turnoverNone}</p>
        )}
      </section>
      <p>
        {fill(strings.limits, {
          min: money(overview.min),
          max: money(overview.max),
          usedCount: daily.usedCount,
          count: daily.count,
          usedAmount: money(daily.usedAmount),
          amount: money(daily.amount),
        })}
      </p>

      <section aria-labelledby="withdraw-form-heading">
        <h2 id="withdraw-form-heading">{strings.formHeading}</h2>
        <p ref={noticeRef} tabIndex={-1} role="status" data-testid="withdraw-notice">
          {notice}
        </p>
        {accounts.length === 0 && <p>{strings.noAccount}</p>}
        {!pinSet && <p>{strings.noPassword}</p>}
        <form className={form.form} method="post" onSubmit={submit} noValidate aria-labelledby="withdraw-form-heading">
          <div className={form.field}>
            <label htmlFor="withdraw-account">{strings.account}</label>
            <select
              id="withdraw-account"
              name="accountId"
              defaultValue={accounts.length === 1 ? String(accounts[0]!.id) : ''}
              key={accounts.map((account) => account.id).join()}
              aria-invalid={errors.accountId ? true : undefined}
              aria-describedby={errors.accountId ? 'withdraw-account-error' : undefined}
            >
              <option value="">{strings.chooseAccount}</option>
              {accounts.map((account) => (
                <option key={account.id} value={account.id}>{`${account.bankName} ••••${account.last4}`}</option>
              ))}
            </select>
            {errors.accountId && (
              <p id="withdraw-account-error" className={form.error}>
                {errors.accountId}
              </p>
            )}
          </div>
          <div className={styles.amountRow}>
            <Field id="withdraw-amount" name="amount" label={strings.amount} inputMode="decimal" autoComplete="off" error={errors.amount} />
            <button type="button" className={form.secondary} onClick={fillAll}>
              {strings.all}
            </button>
          </div>
          <PaymentPasswordField id="withdraw-password" label={strings.paymentPassword} error={errors.paymentPassword} />
          <p className={form.formError} role="alert">
            {errors.form ?? ''}
          </p>
          <p className={form.hint}>{strings.noCancel}</p>
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={busy || accounts.length === 0 || !pinSet}>
              {busy ? strings.submitting : strings.submit}
            </button>
          </div>
        </form>
        <p className={form.hint}>{fill(strings.confirmTimeout, { minutes: overview.confirmMinutes })}</p>
      </section>

      <div role="status" aria-live="polite" data-testid="withdraw-changes">
        {changes.map((change) => (
          <p key={change}>{change}</p>
        ))}
      </div>
      <History strings={strings} withdrawals={overview.withdrawals} localeTag={localeTag} currency={overview.currency} />
      <PaymentPassword strings={pinStrings} initial={initial.pin} localeTag={localeTag} onState={(state) => setPinSet(state.isSet)} />
      <WithdrawalAccounts
        strings={accountStrings}
        initial={{ accounts: initial.accounts, banks: initial.banks }}
        onAccounts={(next) => setAccounts(next.accounts)}
      />
    </div>
  );
}
