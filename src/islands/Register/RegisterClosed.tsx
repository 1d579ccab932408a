import type { RegisterStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './Register.module.css';

interface Props {
  strings: RegisterStrings;
  loginHref: string;
  customerServiceUrl: string | null;
}

/**
 * Shown instead of the form when neither USERNAMEREG3 nor MOBILENUMREG3 is on: the platform
 * would refuse every registration, so the player is told at once and offered the ways on.
 */
export function RegisterClosed({ strings, loginHref, customerServiceUrl }: Props) {
  return (
    <section className={styles.closed} aria-labelledby="register-closed-title" data-testid="register-closed">
      <h2 id="register-closed-title">{strings.closedTitle}</h2>
      <p>{strings.closedBody}</p>
      <div className={form.actions}>
        {customerServiceUrl && (
          <a className={styles.action} href={customerServiceUrl} target="_blank" rel="noopener noreferrer">
            {strings.customerService}
          </a>
        )}
        <a className={styles.action} href={loginHref}>
          {strings.login}
        </a>
      </div>
    </section>
  );
}
