import { useCallback, useEffect, useState } from 'react';
import type { RegisterSettings } from '../../lib/account/register/fields';
import { loadRegisterSettings } from '../../lib/account/register/settings';

export type RegisterSettingsState = { status: 'loading' } | { status: 'ready'; settings: RegisterSettings } | { status: 'error'; retry: () => void };

/**
 * The register settings for a form opened in the page (the register modal): loads them when
 * `active` becomes true (the modal opens), once per page, with an error state and a retry.
 */
export function useRegisterSettings(active: boolean): RegisterSettingsState {
  const [state, setState] = useState<RegisterSettingsState>({ status: 'loading' });
  const [attemptNo, setAttemptNo] = useState(0);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttemptNo((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!active) return;
    let live = true;
    loadRegisterSettings().then(
      (settings) => live && setState({ status: 'ready', settings }),
      () => live && setState({ status: 'error', retry }),
    );
    return () => {
      live = false;
    };
  }, [active, attemptNo, retry]);

  return state;
}
