import type { DepositOrder } from '../../contract/calls/deposits';
import { momentText } from '../../lib/time/moment';
import { formatMoney, type MinorUnits } from '../../contract/money';
import { safeLinkHref } from '../../lib/routes/safe-path';
import { fill } from '../shared/strings';
import type { DepositStrings } from './strings';
import panel from './Wallet.module.css';

interface OrderViewProps {
  order: DepositOrder;
  strings: DepositStrings;
  localeTag: string;
  currency: string;
}

/** One deposit order: its reference, amounts, live status, and where to pay (receiving account or provider page). */
export function OrderView({ order, strings, localeTag, currency }: OrderViewProps) {
  const money = (minor: MinorUnits) => formatMoney(minor, localeTag, currency);
  const time = (iso: string) => momentText(iso, localeTag, { labelled: true });
  // The platform's link to the provider's page: a same-site path or https, never a script URL.
  const payLink = order.payUrl ? safeLinkHref(order.payUrl) : null;
  return (
    <div className={panel.order} data-testid="deposit-order">
      <dl>
        <dt>{strings.reference}</dt>
        <dd data-testid="order-reference">{order.reference}</dd>
        <dt>{strings.method}</dt>
        <dd>{order.channelName}</dd>
        <dt>{strings.amountCredited}</dt>
        <dd>{money(order.amount)}</dd>
        <dt>{strings.fee}</dt>
        <dd>{money(order.fee)}</dd>
        <dt>{strings.youPay}</dt>
        <dd>{money((order.amount + order.fee) as MinorUnits)}</dd>
        {order.bonus && (
          <>
            <dt>{strings.bonus}</dt>
            <dd data-testid="order-bonus" data-status={order.bonus.status}>
              {order.bonus.title}: {fill(strings[`bonus${order.bonus.status}`], { amount: money(order.bonus.amount) })}
            </dd>
          </>
        )}
        <dt>{strings.status}</dt>
        <dd data-testid="order-status" data-status={order.status}>
          {strings[`state${order.status}`]}
        </dd>
        {order.status === 'PENDING' && (
          <>
            <dt>{strings.expiresAt}</dt>
            <dd>{time(order.expiresAt)}</dd>
          </>
        )}
      </dl>
      {order.status === 'PENDING' && order.receiving && (
        <>
          <p>{strings.payTo}</p>
          <dl data-testid="order-receiving">
            <dt>{strings.accountName}</dt>
            <dd>{order.receiving.name}</dd>
            <dt>{strings.accountNumber}</dt>
            <dd>{order.receiving.account}</dd>
            <dt>{strings.bank}</dt>
            <dd>{order.receiving.bank}</dd>
          </dl>
        </>
      )}
      {payLink && (
        <p>
          <a className={panel.primary} href={payLink.url} target="_blank" rel="noopener" data-testid="open-provider">
            {fill(strings.openProvider, { channel: order.channelName })}
          </a>{' '}
          <small>{strings.providerNote}</small>
        </p>
      )}
    </div>
  );
}
