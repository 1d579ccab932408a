import { useRef, useState } from 'react';
import { completeLogin, loginForFreePlay } from '../../lib/stores/auth';
import type { AccountFeatures } from '../../lib/account/features';
import type { LoginStrings } from './strings';
import form from '../shared/form.module.css';

interface Props {
  strings: LoginStrings;
  features: AccountFeatures;
  homeHref: string;
}

/**
 * Free play (FREEPLAY3, docs/product.md §4): a trial account (type 4) is created and logged in; then
 * member info loads, modals close and the site goes to /.
 */
export function FreePlayButton({ strings, features, homeHref }: Props) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  async function start() {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(null);
    const outcome = await loginForFreePlay();
    if (outcome.ok) {
      await completeLogin(outcome.value, { method: 'freePlay', features });
      window.location.assign(homeHref);
      return; // stays busy while the page changes
    }
    setError(outcome.error.isTransport ? strings.networkError : outcome.error.message);
    inFlight.current = false;
    setPending(false);
  }

  return (
    <div>
      <button type="button" className={form.secondary} onClick={start} disabled={pending} aria-busy={pending}>
        {pending ? strings.freePlayStarting : strings.freePlay}
      </button>
      <p className={form.formError} role="alert">
        {error}
      </p>
    </div>
  );
}
