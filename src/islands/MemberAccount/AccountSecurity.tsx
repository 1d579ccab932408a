import { useRef, useState } from 'react';
import { momentText } from '../../lib/time/moment';
import type { LoginHistoryEntry } from '../../contract/calls/centre';
import { describeDevice, loadLogins, logoutElsewhere } from '../../lib/member/account';
import { openModal } from '../../lib/stores/modal';
import { fill } from '../shared/strings';
import form from '../shared/form.module.css';
import styles from './MemberAccount.module.css';
import type { SecurityStrings } from './strings';

interface Props {
  strings: SecurityStrings;
  /** The server's first read of the history; null when it failed (the island offers a retry). */
  initial: readonly LoginHistoryEntry[] | null;
  localeTag: string;
  loginHref: string;
}

/**
 * The security part of "My account" (docs/product.md "Member centre"): the login password
 * (the site's change-password modal, src/islands/AccountModals, not a second form), the login
 * history, and "log out everywhere else", which asks first and then reads the history again.
 */
export default function AccountSecurity({ strings, initial, localeTag, loginHref }: Props) {
  const [logins, setLogins] = useState(initial);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);

  async function reload() {
    const outcome = await loadLogins();
    if (outcome.kind === 'done') setLogins(outcome.value);
    else if (outcome.kind === 'unauthorized') window.location.assign(loginHref);
    else setError(strings.networkError);
  }

  async function logOutOthers() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    const outcome = await logoutElsewhere();
    inFlight.current = false;
    setPending(false);
    if (outcome.kind === 'unauthorized') {
      window.location.assign(loginHref);
      return;
    }
    if (outcome.kind !== 'done') {
      setError(outcome.kind === 'form' && !outcome.transport ? outcome.message : strings.networkError);
      return;
    }
    setAsking(false);
    setMessage(outcome.value.ended > 0 ? fill(strings.loggedOutOthers, { count: outcome.value.ended }) : strings.noOthers);
    requestAnimationFrame(() => trigger.current?.focus());
    await reload();
  }

  const ask = () => {
    setAsking(true);
    setMessage(null);
    requestAnimationFrame(() => confirmButton.current?.focus());
  };
  const cancel = () => {
    setAsking(false);
    requestAnimationFrame(() => trigger.current?.focus());
  };

  return (
    <>
      <section className={styles.card} aria-labelledby="account-password">
        <h2 id="account-password">{strings.passwordHeading}</h2>
        <p>{strings.passwordText}</p>
        <button type="button" className={form.secondary} onClick={() => openModal('changePassword')}>
          {strings.changePassword}
        </button>
      </section>

      <section className={styles.card} aria-labelledby="account-logins" data-testid="login-history">
        <h2 id="account-logins">{strings.heading}</h2>
        {logins === null ? (
          <p>
            {strings.networkError}{' '}
            <button type="button" className={form.link} onClick={() => void reload()}>
              {strings.retry}
            </button>
          </p>
        ) : logins.length === 0 ? (
          <p>{strings.empty}</p>
        ) : (
          <div className={styles.tableScroll}>
            <table className={`${styles.table} phone-cards`} role="table">
              <caption>{strings.caption}</caption>
              <thead role="rowgroup">
                <tr role="row">
                  <th scope="col" role="columnheader">
                    {strings.time}
                  </th>
                  <th scope="col" role="columnheader">
                    {strings.ip}
                  </th>
                  <th scope="col" role="columnheader">
                    {strings.device}
                  </th>
                  <th scope="col" role="columnheader">
                    {strings.status}
                  </th>
                </tr>
              </thead>
              <tbody role="rowgroup">
                {logins.map((login) => (
                  <tr key={`${login.time}-${login.ip}`} role="row" data-current={login.current || undefined}>
                    <td role="cell" data-label={strings.time}>
                      <time dateTime={login.time}>{momentText(login.time, localeTag, { labelled: true })}</time>
                    </td>
                    <td role="cell" data-label={strings.ip}>
                      {login.ip}
                    </td>
                    <td role="cell" data-label={strings.device} title={login.device || undefined}>
                      {describeDevice(login.device) || strings.unknownDevice}
                    </td>
                    <td role="cell" data-label={strings.status}>
                      {login.current ? strings.current : login.active ? strings.active : strings.ended}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}

        <div className={styles.logoutOthers}>
          {asking ? (
            <fieldset className={styles.confirm}>
              <legend>{strings.confirmLogoutOthers}</legend>
              <div className={form.actions}>
                <button type="button" className={form.secondary} onClick={cancel}>
                  {strings.cancel}
                </button>
                <button ref={confirmButton} type="button" className={form.primary} disabled={pending} onClick={() => void logOutOthers()}>
                  {strings.confirm}
                </button>
              </div>
            </fieldset>
          ) : (
            <button ref={trigger} type="button" className={form.secondary} onClick={ask}>
              {strings.logoutOthers}
            </button>
          )}
          <p role="status" className={styles.done}>
            {message}
          </p>
          {error && (
            <p role="alert" className={form.formError}>
              {error}
            </p>
          )}
        </div>
      </section>
    </>
  );
}
