import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  addWithdrawalAccount,
  banks as banksCall,
  removeWithdrawalAccount,
  withdrawalAccounts,
  type Bank,
  type WithdrawalAccounts as Accounts,
} from '../../contract/calls/withdrawal';
import { browserClient } from '../../lib/platform/browser-client';
import { refusalOf } from '../../lib/withdraw/money-action';
import { Field, focusFirstError } from '../shared/Field';
import { fill } from '../shared/strings';
import form from '../shared/form.module.css';
import type { WithdrawalAccountsStrings } from './strings';

export interface WithdrawalAccountsProps {
  strings: WithdrawalAccountsStrings;
  /** What the server read, when the page has it (else the island asks). */
  initial?: { accounts: Accounts; banks: Bank[] } | null;
  /** Told whenever the list is read again (the withdrawal form lists the same accounts). */
  onAccounts?: (accounts: Accounts) => void;
}

/** Capitals, spaces and . ' - once upper-cased (platform/withdrawal/accounts.ts HOLDER_NAME_PATTERN; the platform checks again). */
const HOLDER = /^[A-Z][A-Z .'-]{1,59}$/;
type Errors = Partial<Record<'bankCode' | 'accountNumber' | 'holderName' | 'form', string>>;

/**
 * The member's withdrawal accounts (issue 13 item 1): listed masked (last four digits),
 * removable, and added with docs/product.md §5's payee-name rule. Self-contained, so the withdrawal page
 * and My account can both place it.
 */
export default function WithdrawalAccounts({ strings, initial = null, onAccounts }: WithdrawalAccountsProps) {
  const id = useId();
  const [accounts, setAccounts] = useState<Accounts | null>(initial?.accounts ?? null);
  const [banks, setBanks] = useState<Bank[]>(initial?.banks ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const reload = async () => {
    const next = await browserClient.call(withdrawalAccounts);
    setAccounts(next);
    onAccounts?.(next);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration: later reads follow the player's actions
  useEffect(() => {
    if (initial) {
      onAccounts?.(initial.accounts);
      return;
    }
    Promise.all([reload(), browserClient.call(banksCall).then(setBanks)]).catch(() => setErrors({ form: strings.networkError }));
  }, []);

  const masked = (account: { bankName: string; last4: string }) => fill(strings.masked, { bank: account.bankName, last4: account.last4 });

  // Each action's outcome replaces the last one's: a refusal never stands beside an older success.
  const remove = async (account: Accounts['accounts'][number]) => {
    setErrors({});
    setNotice('');
    try {
      await browserClient.call(removeWithdrawalAccount, { id: account.id });
      setNotice(fill(strings.removed, { bank: account.bankName, last4: account.last4 }));
      await reload();
    } catch (error) {
      setErrors({ form: refusalOf(error)?.message ?? strings.networkError });
    }
    noticeRef.current?.focus();
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const bankCode = String(data.get('bankCode') ?? '');
    const accountNumber = String(data.get('accountNumber') ?? '').trim();
    // A name typed in lower case is the same name: it is upper-cased, not refused (the platform does the same).
    const holderName = String(data.get('holderName') ?? '')
      .trim()
      .toUpperCase();
    const found: Errors = {};
    if (!bankCode) found.bankCode = strings.bankRequired;
    if (!accountNumber) found.accountNumber = strings.numberRequired;
    if (!HOLDER.test(holderName)) found.holderName = strings.holderCaps;
    setErrors(found);
    setNotice('');
    if (Object.keys(found).length > 0) {
      focusFirstError(formElement, Object.keys(found));
      return;
    }
    setBusy(true);
    try {
      const added = await browserClient.call(addWithdrawalAccount, { bankCode, accountNumber, holderName });
      formElement.reset();
      setNotice(fill(strings.added, { bank: added.bankName, last4: added.last4 }));
      await reload();
      noticeRef.current?.focus();
    } catch (error) {
      const refused = refusalOf(error);
      const field = refused?.field === 'bankCode' || refused?.field === 'accountNumber' || refused?.field === 'holderName' ? refused.field : 'form';
      setErrors({ [field]: refused?.message ?? strings.networkError });
      focusFirstError(formElement, field === 'form' ? [] : [field]);
    } finally {
      setBusy(false);
    }
  };

  const full = accounts !== null && accounts.accounts.length >= accounts.max;
  const group = (kind: Bank['kind']) => banks.filter((bank) => bank.kind === kind);
  return (
    <section aria-labelledby={`${id}-heading`} data-testid="withdrawal-accounts">
      <h2 id={`${id}-heading`}>{strings.heading}</h2>
      {accounts && <p>{fill(strings.intro, { max: accounts.max })}</p>}
      <p ref={noticeRef} tabIndex={-1} role="status" className={form.hint}>
        {notice}
      </p>
      {accounts && accounts.accounts.length === 0 && <p>{strings.empty}</p>}
      {accounts && accounts.accounts.length > 0 && (
        <ul aria-label={strings.heading} data-testid="withdrawal-account-list">
          {accounts.accounts.map((account) => (
            <li key={account.id}>
              <span>{masked(account)}</span> <span>{account.holderName}</span>{' '}
              <button
                type="button"
                className={form.link}
                aria-label={fill(strings.removeLabel, { bank: account.bankName, last4: account.last4 })}
                onClick={() => remove(account)}
              >
                {strings.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
      {full && <p>{fill(strings.full, { max: accounts.max })}</p>}
      {accounts && !full && (
        <form className={form.form} onSubmit={add} noValidate aria-label={strings.add}>
          <div className={form.field}>
            <label htmlFor={`${id}-bank`}>{strings.bank}</label>
            <select
              id={`${id}-bank`}
              name="bankCode"
              defaultValue=""
              aria-invalid={errors.bankCode ? true : undefined}
              aria-describedby={errors.bankCode ? `${id}-bank-error` : undefined}
            >
              <option value="">{strings.chooseBank}</option>
              <optgroup label={strings.ewallets}>
                {group('ewallet').map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </optgroup>
              <optgroup label={strings.banks}>
                {group('bank').map((bank) => (
                  <option key={bank.code} value={bank.code}>
                    {bank.name}
                  </option>
                ))}
              </optgroup>
            </select>
            {errors.bankCode && (
              <p id={`${id}-bank-error`} className={form.error}>
                {errors.bankCode}
              </p>
            )}
          </div>
          <Field
            id={`${id}-number`}
            name="accountNumber"
            label={strings.number}
            hint={strings.numberHint}
            inputMode="numeric"
            autoComplete="off"
            error={errors.accountNumber}
          />
          <Field
            id={`${id}-holder`}
            name="holderName"
            label={strings.holder}
            hint={accounts.payeeName ? fill(strings.payeeHint, { name: accounts.payeeName }) : strings.payeeHintFirst}
            autoCapitalize="characters"
            autoComplete="off"
            error={errors.holderName}
          />
          <p className={form.formError} role="alert">
            {errors.form ?? ''}
          </p>
          <div className={form.actions}>
            <button type="submit" className={form.primary} disabled={busy}>
              {busy ? strings.adding : strings.add}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
