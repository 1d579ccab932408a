import { useCallback, useEffect, useRef, useState } from 'react';
import { browserClient } from '../../lib/platform/browser-client';
import { captcha as captchaCall } from '../../contract/calls/session';
import { createThrottle } from '../../lib/throttle';
import styles from './form.module.css';

export interface CaptchaStrings {
  captcha: string;
  captchaImage: string;
  captchaUnavailable: string;
}

interface Props {
  /** Unique per page: the header form, a modal and a page form may all show one. */
  id: string;
  strings: CaptchaStrings;
  error?: string | undefined;
  /**
   * Changes whenever the form wants a fresh image (after a failed submit). 0 means the player
   * has not touched the form yet: no image is issued until then, so a page view costs the
   * platform nothing.
   */
  reloadSignal: number;
  onUuid: (uuid: string) => void;
  className?: string | undefined;
}

/** docs/product.md §5, §9: the image refreshes at most once per second. */
export const CAPTCHA_REFRESH_MS = 1000;

/** The captcha input and its image; activating the image loads a new one (docs/product.md §4). */
export function Captcha({ id, strings, error, reloadSignal, onUuid, className }: Props) {
  /** The image on show, and the reload it answers (see `shown` below). */
  const [image, setImage] = useState<{ src: string; uuid: string; forSignal: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const throttle = useRef(createThrottle(CAPTCHA_REFRESH_MS));

  const load = useCallback(
    async (forSignal: number) => {
      const uuid = crypto.randomUUID();
      // The image on show is spent (a submit used it, or the player asked for another): take it
      // away at once, so neither the player nor a script answers a captcha that can no longer
      // pass while the new one loads (the skeleton keeps its size).
      setImage(null);
      try {
        const base64 = await browserClient.call(captchaCall, { uuid });
        setImage({ src: `data:image/png;base64,${base64}`, uuid, forSignal });
        setFailed(false);
        onUuid(uuid);
      } catch {
        setFailed(true);
      }
    },
    [onUuid],
  );

  useEffect(() => {
    if (reloadSignal > 0) void load(reloadSignal);
  }, [load, reloadSignal]);

  const refresh = () => {
    if (throttle.current()) void load(reloadSignal);
  };

  // An image loaded for an earlier signal is spent from the render that brings the new signal,
  // before the effect above runs: no frame shows it next to the failure that spent it.
  const shown = image && image.forSignal === reloadSignal ? image : null;

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id}>{strings.captcha}</label>
      <div className={styles.captchaRow}>
        <input
          id={id}
          name="captcha"
          inputMode="numeric"
          autoComplete="off"
          maxLength={8}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button type="button" className={styles.captchaButton} onClick={refresh} aria-label={strings.captchaImage}>
          {shown ? (
            <img src={shown.src} alt="" width={96} height={32} data-captcha-uuid={shown.uuid} />
          ) : (
            <span className={styles.captchaSkeleton} aria-hidden="true" />
          )}
        </button>
      </div>
      {failed && <p className={styles.error}>{strings.captchaUnavailable}</p>}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
