import { useEffect, useRef, useState } from 'react';
import { smsCountdownSeconds, startCountdown } from '../../lib/account/countdown';
import { PlatformError } from '../../contract/envelope';
import type { SmsSent } from '../../lib/account/sms';
import { Modal } from './Modal';
import styles from './form.module.css';

export interface SmsButtonStrings {
  sendCode: string;
  /** "Resend in {{seconds}} s" */
  resendIn: string;
  sending: string;
  smsFailedTitle: string;
  ok: string;
  close: string;
  networkError: string;
}

interface Props {
  strings: SmsButtonStrings;
  /**
   * Validates the number and sends the code. Returns null when the number is invalid (the form
   * shows the field error and nothing is sent).
   */
  send: () => Promise<SmsSent> | null;
  /** The forgot-password flow adjusts the countdown by half the round trip (docs/product.md §4). */
  adjustForRoundTrip?: boolean;
}

/** docs/product.md §5, §9: SMS requests at most once per second. */
export const SMS_THROTTLE_MS = 1000;

/**
 * The "send code" button of SMS login, registration and phone reset. After a code is sent it
 * is disabled with a countdown of 60 × expiredMinutes seconds, then enabled again (docs/product.md §4).
 * A refusal opens a warning with the platform's message and an OK button (docs/product.md §8).
 */
export function SmsCodeButton({ strings, send, adjustForRoundTrip = false }: Props) {
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  // When the last request went out: only real requests count towards the throttle, so a
  // player who fixes an invalid number can send at once.
  const lastSent = useRef(Number.NEGATIVE_INFINITY);
  const stop = useRef<(() => void) | null>(null);

  useEffect(() => () => stop.current?.(), []);

  async function onClick() {
    if (sending || left > 0 || Date.now() - lastSent.current < SMS_THROTTLE_MS) return;
    const request = send();
    if (!request) return;
    lastSent.current = Date.now();
    setSending(true);
    try {
      const sent = await request;
      stop.current?.();
      stop.current = startCountdown(smsCountdownSeconds(sent.expiredMinutes, adjustForRoundTrip ? sent.roundTripMs : 0), setLeft);
    } catch (error) {
      setWarning(error instanceof PlatformError && !error.isTransport ? error.message : strings.networkError);
    } finally {
      setSending(false);
    }
  }

  const counting = left > 0;
  return (
    <>
      <button type="button" className={styles.secondary} onClick={onClick} disabled={sending || counting} aria-busy={sending} data-testid="sms-send">
        {counting ? strings.resendIn.replace('{{seconds}}', String(left)) : sending ? strings.sending : strings.sendCode}
      </button>
      <Modal open={warning !== null} onClose={() => setWarning(null)} title={strings.smsFailedTitle} closeLabel={strings.close} role="alertdialog">
        <p>{warning}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => setWarning(null)} data-autofocus>
            {strings.ok}
          </button>
        </div>
      </Modal>
    </>
  );
}
