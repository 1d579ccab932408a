import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTypedBeforeHydration } from '../shared/use-typed-before-hydration';
import { depositChannels, depositCreate, depositOrder, depositOrders, type DepositChannels, type DepositOrder } from '../../contract/calls/deposits';
import { PlatformError } from '../../contract/envelope';
import { asMinorUnits, formatMoney, minorToWire, parseAmount, type MinorUnits } from '../../contract/money';
import { browserClient } from '../../lib/platform/browser-client';
import { documentVisibility } from '../../lib/stores/query';
import { refreshBalance } from '../../lib/stores/wallet';
import { actionKeys } from '../../lib/wallet/action-key';
import { feeKey, percentOf, pollDelay, settledFrom, settledMessage } from '../../lib/wallet/deposit';
import { checkTyped, refusalError, type FormError } from '../../lib/wallet/errors';
import { channelMax, chipOffers } from '../../lib/wallet/chips';
import styles from '../shared/form.module.css';
import { fill } from '../shared/strings';
import { useQuery } from '../shared/use-query';
import { errorText } from './form-error';
import { Field } from '../shared/Field';
import { AmountChips } from './AmountChips';
import { BonusChoice } from './BonusChoice';
import { OrderView } from './OrderView';
import { DEPOSIT_KEYS, type DepositStrings } from './strings';
import panel from './Wallet.module.css';

export interface DepositPanelProps {
  strings: DepositStrings;
  /** The channels as the server read them (null: the platform did not answer). */
  channels: DepositChannels | null;
  recent: DepositOrder[];
  /** An order to show at once (`?order=`, the provider page's way back). */
  orderReference: string | null;
  localeTag: string;
  /** The promotions page in the page's language: the promotions' full terms. */
  promotionsHref: string;
  /** What the player's deposit limits still allow now (src/lib/wallet/chips.ts), null when none is set or unknown. */
  depositLeft?: MinorUnits | null;
}

const CHIPS = [50_000, 100_000, 500_000, 1_000_000] as MinorUnits[];

/**
 * Deposit (docs/product.md "Member centre (personal centre panel)"): the channels with their limits, fee and time; the amount
 * with chips; the order with its live status. The order is asked again every few seconds only
 * while it is pending and the tab is visible (src/lib/stores/query.ts); when it settles the page
 * says so in its language and the header balance is refreshed.
 */
export default function DepositPanel({
  strings,
  channels,
  recent: initialRecent,
  orderReference,
  localeTag,
  promotionsHref,
  depositLeft = null,
}: DepositPanelProps) {
  const open = channels?.channels.find((channel) => channel.open);
  const [channel, setChannel] = useState(open?.code ?? '');
  const [amount, setAmount] = useState('');
  const [promotion, setPromotion] = useState<number | null>(null);
  const [offers, setOffers] = useState(channels?.bonuses ?? []);
  const [error, setError] = useState<FormError | null>(null);
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [recent, setRecent] = useState(initialRecent);
  const busyRef = useRef(false);
  const keys = useRef(actionKeys());
  const amountRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(amountRef, amount, setAmount);
  const currency = channels?.currency ?? 'PHP';
  const money = (minor: MinorUnits) => formatMoney(minor, localeTag, currency);

  const [orderValue, orderQuery] = useQuery<string, DepositOrder>(() => ({
    fetch: (reference) => browserClient.call(depositOrder, { reference }),
    initial: { key: orderReference },
    loadOnStart: true,
    refreshAfter: (order) => pollDelay(order.status),
    refreshAfterFailure: 5_000,
    staleAfterMs: 0,
    ...(typeof document === 'undefined' ? {} : { visibility: documentVisibility(document) }),
  }));
  const order = orderValue.data;
  const seen = useRef<DepositOrder['status'] | undefined>(undefined);
  // Runs when the status changes, and only then: the message and the balance refresh are once per change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on the status alone on purpose (see above)
  useEffect(() => {
    const settled = settledFrom(seen.current, order?.status);
    seen.current = order?.status;
    if (!settled || !order) return;
    setMessage(
      fill(strings[settledMessage(settled, order)], {
        reference: order.reference,
        amount: money(order.amount),
        bonus: money(order.bonus?.amount ?? asMinorUnits(0)),
      }),
    );
    void refreshBalance();
    browserClient.call(depositOrders).then(
      ({ orders }) => setRecent(orders),
      () => undefined,
    );
    // A paid order may have used a promotion up (a first-deposit or once-a-day bonus): ask again.
    browserClient.call(depositChannels).then(
      ({ bonuses }) => {
        setOffers(bonuses);
        setPromotion((chosen) => (bonuses.some((offer) => offer.promotionId === chosen) ? chosen : null));
      },
      () => undefined,
    );
  }, [order?.status]);

  const selected = channels?.channels.find((candidate) => candidate.code === channel);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    // Whatever this press comes to replaces the last message: a refusal never stands beside an older success.
    setMessage('');
    if (!selected?.open) return setError({ field: 'channel', key: selected ? DEPOSIT_KEYS.channelClosed : DEPOSIT_KEYS.channel });
    const typed = checkTyped(amount, { min: selected.min, max: selected.max }, localeTag, currency);
    if (!typed.ok) {
      setError(typed.error);
      amountRef.current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    try {
      const created = await browserClient.call(depositCreate, {
        channel: selected.code,
        amount: minorToWire(typed.minor, currency),
        ...(promotion === null ? {} : { promotionId: promotion }),
        idempotencyKey: keys.current.keyFor(`${selected.code}:${typed.minor}:${promotion ?? ''}`),
      });
      keys.current.settled();
      setError(null);
      setAmount('');
      seen.current = created.status;
      orderQuery.load(created.reference);
      setRecent((list) => [created, ...list.filter((row) => row.reference !== created.reference)]);
      document.getElementById('deposit-order-heading')?.focus();
    } catch (caught) {
      if (!(caught instanceof PlatformError) || !caught.isTransport) keys.current.settled();
      setError(refusalError(caught));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const fieldError = (field: FormError['field']) => (error?.field === field ? errorText(DEPOSIT_KEYS, strings, error) : undefined);
  const channelError = fieldError('channel');
  const amountError = fieldError('amount');
  const formError = fieldError('form');
  const typedAmount = parseAmount(amount, { locale: localeTag, currency });

  // The recent orders' columns: each header and, on phones, each cell's label (`data-label`) come from one list.
  const columns: { label: string; cell: (row: DepositOrder) => string }[] = [
    { label: strings.reference, cell: (row) => row.reference },
    { label: strings.method, cell: (row) => row.channelName },
    { label: strings.amount, cell: (row) => money(row.amount) },
    { label: strings.status, cell: (row) => strings[`state${row.reference === order?.reference ? order.status : row.status}`] },
  ];
  return (
    <div className={panel.panel} data-testid="deposit-panel">
      <p role="status" className={panel.status} data-testid="deposit-status">
        {message}
      </p>
      {order && (
        <section aria-labelledby="deposit-order-heading">
          <h2 id="deposit-order-heading" tabIndex={-1}>
            {strings.orderHeading}
          </h2>
          <OrderView order={order} strings={strings} localeTag={localeTag} currency={currency} />
        </section>
      )}
      {!channels ? (
        <p role="alert">{strings.unavailableChannels}</p>
      ) : (
        <form className={styles.form} method="post" onSubmit={(event) => void onSubmit(event)} noValidate>
          <fieldset className={panel.channels} aria-describedby={channelError ? 'deposit-channel-error' : undefined}>
            <legend>{strings.channels}</legend>
            {channels.channels.map((option) => (
              <label key={option.code} className={panel.option}>
                <input
                  type="radio"
                  name="channel"
                  value={option.code}
                  checked={channel === option.code}
                  disabled={!option.open}
                  onChange={() => setChannel(option.code)}
                />
                <span>
                  <strong>{option.name}</strong>
                  <small>
                    {fill(strings.limits, { min: money(option.min), max: money(option.max) })} ·{' '}
                    {fill(strings[feeKey(option)], { fixed: money(option.feeFixed), percent: percentOf(option.feeBps, localeTag) })} ·{' '}
                    {option.open ? fill(strings.time, { minutes: option.processingMinutes }) : strings.closed}
                  </small>
                </span>
              </label>
            ))}
            {channelError && (
              <p id="deposit-channel-error" className={styles.error}>
                {channelError}
              </p>
            )}
          </fieldset>
          <Field
            ref={amountRef}
            id="deposit-amount"
            name="amount"
            label={strings.amount}
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            hint={selected ? fill(strings.amountHint, { min: money(selected.min), max: money(selected.max) }) : undefined}
            error={amountError}
          />
          <AmountChips
            legend={strings.chipsLabel}
            chips={chipOffers(CHIPS, { max: channelMax(selected), left: depositLeft })}
            money={money}
            onPick={(chip) => setAmount(String(minorToWire(chip, currency)))}
            overLimitReason={depositLeft === null ? undefined : fill(strings.chipsOverLimit, { left: money(depositLeft) })}
          />
          {offers.length > 0 && (
            <BonusChoice
              offers={offers}
              chosen={promotion}
              onChoose={setPromotion}
              amount={typedAmount.ok ? typedAmount.minor : null}
              error={fieldError('promotion')}
              strings={strings}
              localeTag={localeTag}
              currency={currency}
              termsHref={promotionsHref}
            />
          )}
          {formError && (
            <p className={styles.error} role="alert">
              {formError}
            </p>
          )}
          <button type="submit" className={panel.primary} aria-disabled={busy} data-testid="deposit-submit">
            {busy ? strings.creating : strings.create}
          </button>
        </form>
      )}
      <section aria-labelledby="deposit-recent">
        <h2 id="deposit-recent">{strings.recent}</h2>
        {recent.length === 0 ? (
          <p>{strings.noRecent}</p>
        ) : (
          // A card per row on phones (`phone-cards`, src/styles/global.css): four columns do not fit 390 px.
          <table className={`${panel.table} phone-cards`} role="table" data-testid="deposit-recent">
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((column) => (
                  <th scope="col" role="columnheader" key={column.label}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {recent.map((row) => (
                <tr role="row" key={row.reference}>
                  {columns.map((column) => (
                    <td role="cell" data-label={column.label} key={column.label}>
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
