import { useEffect, useState } from 'react';
import form from '../shared/form.module.css';
import type { ReferralShareStrings } from './strings';

export interface ReferralShareProps {
  strings: ReferralShareStrings;
  link: string;
  /** The message that goes with the link when shared. */
  text: string;
}

/**
 * The referral page's copy and share buttons (issue 15 item 2): copy puts the link on the
 * clipboard and says so in a status line; share opens the device's share sheet (Web Share API)
 * and is shown only where the browser has one. Without a script the page still shows the link to
 * select and the plain share links (src/pages/[...locale]/member/referral.astro).
 */
export default function ReferralShare({ strings, link, text }: ReferralShareProps) {
  const [canShare, setCanShare] = useState(false);
  const [status, setStatus] = useState('');
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setStatus(strings.copied);
    } catch {
      setStatus(strings.copyFailed);
    }
  };
  const share = async () => {
    try {
      await navigator.share({ url: link, text });
    } catch {
      // Dismissed by the player, or refused: nothing to say.
    }
  };

  return (
    <div data-testid="referral-share">
      <div className={form.actions}>
        <button type="button" className={form.primary} onClick={copy}>
          {strings.copy}
        </button>
        {canShare && (
          <button type="button" className={form.secondary} onClick={share}>
            {strings.share}
          </button>
        )}
      </div>
      <p role="status" data-testid="referral-copy-status">
        {status}
      </p>
    </div>
  );
}
