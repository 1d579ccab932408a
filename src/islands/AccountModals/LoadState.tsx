import form from '../shared/form.module.css';
import styles from './AccountModals.module.css';

export interface LoadTexts {
  loading: string;
  loadFailed: string;
  retry: string;
}

/** The loading and error states of a modal body that fetches what it shows (docs/architecture.md "Look and feel"). */
export function LoadState({ texts, retry }: { texts: LoadTexts; retry?: (() => void) | undefined }) {
  if (!retry) return <div className={styles.status} role="status" aria-label={texts.loading} />;
  return (
    <div className={styles.status} role="alert">
      <p>{texts.loadFailed}</p>
      <button type="button" className={form.secondary} onClick={retry}>
        {texts.retry}
      </button>
    </div>
  );
}
