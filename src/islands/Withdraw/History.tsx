import type { Withdrawal } from '../../contract/calls/withdrawal';
import { momentText } from '../../lib/time/moment';
import { formatMoney } from '../../contract/money';
import { timelineSteps } from '../../lib/withdraw/status';
import { fill } from '../shared/strings';
import type { WithdrawStrings } from './strings';
import { stateName } from './words';
import styles from './Withdraw.module.css';

/** The latest withdrawals, each with its status timeline (submitted → in review → approved → paid, or rejected with the reason). */
export function History({
  strings,
  withdrawals,
  localeTag,
  currency,
}: {
  strings: WithdrawStrings;
  withdrawals: readonly Withdrawal[];
  localeTag: string;
  currency: string;
}) {
  // The brand's zone, labelled, on the server and in the browser alike (docs/decisions/0068-one-time-zone.md).
  const time = (iso: string) => momentText(iso, localeTag, { labelled: true });
  return (
    <section aria-labelledby="withdraw-history-heading" data-testid="withdraw-history">
      <h2 id="withdraw-history-heading">{strings.historyHeading}</h2>
      {withdrawals.length === 0 && <p>{strings.historyEmpty}</p>}
      <ul className={styles.history}>
        {withdrawals.map((withdrawal) => (
          <li key={withdrawal.reference} data-testid="withdrawal" data-reference={withdrawal.reference} data-state={withdrawal.state}>
            <p className={styles.summary}>
              <strong>{formatMoney(withdrawal.amount, localeTag, currency)}</strong>{' '}
              <span>{fill(strings.historyTo, { bank: withdrawal.bankName, last4: withdrawal.last4 })}</span> <span>{withdrawal.reference}</span>{' '}
              <span className={styles.badge}>{stateName(strings, withdrawal.state)}</span>
            </p>
            {withdrawal.reason && <p>{fill(strings.historyReason, { reason: withdrawal.reason })}</p>}
            <ol className={styles.timeline} aria-label={withdrawal.reference}>
              {timelineSteps(withdrawal).map((step) => (
                <li key={step.state} data-done={step.at ? 'true' : 'false'}>
                  <span>{stateName(strings, step.state)}</span>: <span>{step.at ? time(step.at) : strings.historyPending}</span>
                </li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
    </section>
  );
}
