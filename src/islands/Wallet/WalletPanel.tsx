import { useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../shared/use-typed-before-hydration';
import { walletCollect, walletList, walletTransfer, type WalletsAnswer } from '../../contract/calls/wallet';
import { formatMoney, minorToWire, type MinorUnits } from '../../contract/money';
import { browserClient } from '../../lib/platform/browser-client';
import { refreshBalance } from '../../lib/stores/wallet';
import { actionKeys } from '../../lib/wallet/action-key';
import { chipOffers } from '../../lib/wallet/chips';
import { checkTyped, refusalError, type FormError } from '../../lib/wallet/errors';
import { PlatformError } from '../../contract/envelope';
import { fill } from '../shared/strings';
import styles from '../shared/form.module.css';
import { Field } from '../shared/Field';
import { AmountChips } from './AmountChips';
import { errorText } from './form-error';
import { WALLET_KEYS, type WalletStrings } from './strings';
import panel from './Wallet.module.css';

export interface WalletPanelProps {
  strings: WalletStrings;
  /** The wallets as the server read them (null: the platform did not answer; the island loads them). */
  initial: WalletsAnswer | null;
  /** The page's BCP-47 tag, for amounts typed and shown. */
  localeTag: string;
}

/** Quick amounts in minor units (₱100, ₱500, ₱1,000). */
const CHIPS = [10_000, 50_000, 100_000] as MinorUnits[];

/**
 * My wallet (docs/product.md "Member centre (personal centre panel)"): the balances, a transfer between the main wallet and a
 * provider's wallet, and "bring everything back". Each money button makes its idempotency key
 * when pressed and keeps it for a retry of the same action (src/lib/wallet/action-key.ts); a
 * press while one is under way sends nothing. After each answer the header balance is refreshed,
 * and after a refusal the wallets shown are fetched again.
 */
export default function WalletPanel({ strings, initial, localeTag }: WalletPanelProps) {
  const [wallets, setWallets] = useState<WalletsAnswer | null>(initial);
  const [from, setFrom] = useState('MAIN');
  const [to, setTo] = useState(initial?.wallets.find((wallet) => wallet.code !== 'MAIN')?.code ?? '');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<FormError | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState<'transfer' | 'collect' | null>(null);
  const busyRef = useRef(false);
  const transferKeys = useRef(actionKeys());
  const collectKeys = useRef(actionKeys());
  const amountRef = useRef<HTMLInputElement>(null);
  const fromRef = useRef<HTMLSelectElement>(null);
  const toRef = useRef<HTMLSelectElement>(null);
  useTypedBeforeHydration(amountRef, amount, setAmount);
  useTypedBeforeHydration(fromRef, from, setFrom);
  useTypedBeforeHydration(toRef, to, setTo);

  const currency = wallets?.currency ?? 'PHP';
  const money = (minor: MinorUnits) => formatMoney(minor, localeTag, currency);
  const nameOf = (code: string) => (code === 'MAIN' ? strings.main : (wallets?.wallets.find((wallet) => wallet.code === code)?.name ?? code));
  const balanceOf = (code: string) => wallets?.wallets.find((wallet) => wallet.code === code)?.balance ?? (0 as MinorUnits);

  /** A refusal found here or by the platform: it replaces the last success message (issue 34 item 12). */
  function fail(shown: FormError) {
    setMessage('');
    setError(shown);
  }

  /** A success: it replaces the last refusal. */
  function succeed(text: string) {
    setError(null);
    setMessage(text);
  }

  async function reload() {
    try {
      setWallets(await browserClient.call(walletList));
      setError(null);
    } catch (caught) {
      setError(refusalError(caught));
    }
  }

  /** Runs one money action at a time; a definitive answer forgets its key, a lost connection keeps it. */
  async function act(kind: 'transfer' | 'collect', run: () => Promise<WalletsAnswer>, done: (answer: WalletsAnswer) => string) {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(kind);
    setMessage('');
    const keys = kind === 'transfer' ? transferKeys.current : collectKeys.current;
    try {
      const answer = await run();
      keys.settled();
      setWallets(answer);
      succeed(done(answer));
    } catch (caught) {
      const answered = !(caught instanceof PlatformError) || !caught.isTransport;
      if (answered) keys.settled();
      // A refusal may come from money that moved elsewhere (another tab, or this key's own
      // transfer a day ago): show the platform's balances under it, and keep the refusal shown.
      if (answered) void browserClient.call(walletList).then(setWallets, () => undefined);
      const shown = refusalError(caught);
      fail(shown);
      if (shown.field === 'amount') amountRef.current?.focus();
    } finally {
      busyRef.current = false;
      setBusy(null);
      void refreshBalance();
    }
  }

  function onTransfer(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (from === to) return fail({ field: 'to', key: WALLET_KEYS.sameWallet });
    if (from !== 'MAIN' && to !== 'MAIN') return fail({ field: 'to', key: WALLET_KEYS.notMain });
    const typed = checkTyped(amount, { balance: balanceOf(from) }, localeTag, currency);
    if (!typed.ok) {
      fail(typed.error);
      amountRef.current?.focus();
      return;
    }
    const action = `${from}>${to}:${typed.minor}`;
    void act(
      'transfer',
      () => browserClient.call(walletTransfer, { from, to, amount: minorToWire(typed.minor, currency), idempotencyKey: transferKeys.current.keyFor(action) }),
      () => {
        setAmount('');
        return fill(strings.transferred, { amount: money(typed.minor), from: nameOf(from), to: nameOf(to) });
      },
    );
  }

  function onCollect() {
    const held = wallets?.wallets.some((wallet) => wallet.code !== 'MAIN' && wallet.balance > 0) ?? true;
    if (!held) return succeed(strings.nothingToCollect);
    void act(
      'collect',
      () => browserClient.call(walletCollect, { idempotencyKey: collectKeys.current.keyFor('collect') }),
      () => strings.collected,
    );
  }

  if (!wallets) {
    return (
      <div className={panel.panel} data-testid="wallet-panel">
        <p role="alert">{errorText(WALLET_KEYS, strings, error) ?? strings.unavailable}</p>
        <button type="button" className={panel.secondary} onClick={() => void reload()}>
          {strings.retry}
        </button>
      </div>
    );
  }

  const fieldError = (field: FormError['field']) => (error?.field === field ? errorText(WALLET_KEYS, strings, error) : undefined);
  const formError = fieldError('form');
  const amountError = fieldError('amount');
  const toError = fieldError('to') ?? fieldError('from');
  return (
    <div className={panel.panel} data-testid="wallet-panel">
      <section aria-labelledby="wallet-balances">
        <h2 id="wallet-balances">{strings.walletsHeading}</h2>
        <dl className={panel.balances} data-testid="wallet-balances">
          {wallets.wallets.map((wallet) => (
            <div key={wallet.code} className={panel.balance} data-wallet={wallet.code}>
              <dt>{nameOf(wallet.code)}</dt>
              <dd>{money(wallet.balance)}</dd>
            </div>
          ))}
          <div className={panel.balance} data-wallet="TOTAL">
            <dt>{strings.total}</dt>
            <dd>{money(wallets.sumBalance)}</dd>
          </div>
        </dl>
      </section>

      <section aria-labelledby="wallet-transfer">
        <h2 id="wallet-transfer">{strings.transferHeading}</h2>
        <form className={styles.form} method="post" onSubmit={onTransfer} noValidate>
          <div className={panel.pair}>
            <div className={styles.field}>
              <label htmlFor="transfer-from">{strings.from}</label>
              <select ref={fromRef} id="transfer-from" name="from" value={from} onChange={(event) => setFrom(event.target.value)}>
                {wallets.wallets.map((wallet) => (
                  <option key={wallet.code} value={wallet.code}>
                    {nameOf(wallet.code)}
                  </option>
                ))}
              </select>
            </div>
            <div className={styles.field}>
              <label htmlFor="transfer-to">{strings.to}</label>
              <select
                ref={toRef}
                id="transfer-to"
                name="to"
                value={to}
                aria-invalid={toError ? true : undefined}
                aria-describedby={toError ? 'transfer-to-error' : undefined}
                onChange={(event) => setTo(event.target.value)}
              >
                {wallets.wallets.map((wallet) => (
                  <option key={wallet.code} value={wallet.code}>
                    {nameOf(wallet.code)}
                  </option>
                ))}
              </select>
              {toError && (
                <p id="transfer-to-error" className={styles.error}>
                  {toError}
                </p>
              )}
            </div>
          </div>
          <Field
            ref={amountRef}
            id="transfer-amount"
            name="amount"
            label={strings.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            error={amountError}
          />
          <AmountChips
            legend={strings.chipsLabel}
            // Never a quick amount the source wallet cannot cover (issue 34 item 12): the deposit's
            // way (src/lib/wallet/chips.ts), with the chosen wallet's balance as what is left.
            chips={chipOffers(CHIPS, { max: null, left: balanceOf(from) })}
            money={money}
            onPick={(chip) => setAmount(formatMoney(chip, localeTag, currency).replace(/[^\d.,]/g, ''))}
            overLimitReason={fill(strings.chipsOverBalance, { wallet: nameOf(from), balance: money(balanceOf(from)) })}
          >
            <button type="button" className={panel.chip} onClick={() => setAmount(String(minorToWire(balanceOf(from), currency)))}>
              {strings.all}
            </button>
          </AmountChips>
          {formError && (
            <p className={styles.error} role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className={panel.primary} aria-disabled={busy !== null} data-testid="transfer-submit">
            {busy === 'transfer' ? strings.transferring : strings.transfer}
          </button>
        </form>
        <button type="button" className={panel.secondary} onClick={onCollect} aria-disabled={busy !== null} data-testid="collect">
          {busy === 'collect' ? strings.collecting : strings.collect}
        </button>
        <p role="status" className={panel.status} data-testid="wallet-status">
          {message}
        </p>
      </section>
    </div>
  );
}
