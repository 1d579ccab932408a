import { useCallback, useEffect, useState } from 'react';
import { captureReferral, checkAffiliateCode, forgetAffiliateCode } from '../../lib/account/register/referral';

/**
 * Where the invitation code stands (docs/product.md §6):
 * - `none`: the URL brought none; the input shows (when enabled);
 * - `checking` / `valid`: the URL's code is sent as it is and no input shows;
 * - `failed`: its check failed; the input shows, holding the code so the player can correct it.
 */
export type AffiliateState = { status: 'none' } | { status: 'checking' | 'valid'; code: string } | { status: 'failed'; code: string; message: string | null };

export interface Referral {
  /** False until the URL and the stored codes are read (on the client, after hydration). */
  ready: boolean;
  referralCode: string | null;
  affiliate: AffiliateState;
  /** The submit-time check refused the URL's code: forget it and show the input. */
  refuseUrlCode: (message: string) => void;
}

/** Reads the codes the visitor came with and checks the invitation code once. */
export function useReferral(): Referral {
  const [ready, setReady] = useState(false);
  const [referralCode, setReferralCode] = useState<string | null>(null);
  const [affiliate, setAffiliate] = useState<AffiliateState>({ status: 'none' });

  useEffect(() => {
    let live = true;
    const codes = captureReferral(window.location.search);
    setReferralCode(codes.referralCode);
    setReady(true);
    const code = codes.affiliateCode;
    if (!code) return;
    setAffiliate({ status: 'checking', code });
    void checkAffiliateCode(code, window.location.host).then((check) => {
      if (!live) return;
      if (check.status === 'valid') return setAffiliate({ status: 'valid', code: check.code });
      if (check.status === 'invalid') forgetAffiliateCode();
      // A check that could not run (network) also shows the input: the player sees the code
      // that will be sent and can keep it; it is checked again on submit.
      setAffiliate({ status: 'failed', code, message: check.status === 'invalid' ? check.message : null });
    });
    return () => {
      live = false;
    };
  }, []);

  const refuseUrlCode = useCallback((message: string) => {
    forgetAffiliateCode();
    setAffiliate((current) => ({ status: 'failed', code: 'code' in current ? current.code : '', message }));
  }, []);

  return { ready, referralCode, affiliate, refuseUrlCode };
}
