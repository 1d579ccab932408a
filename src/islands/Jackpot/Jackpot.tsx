import { useEffect, useId, useState } from 'react';
import { jackpotValue, msUntilNextStep, rollerParts } from '../../lib/lobby/jackpot';
import { formatMoney } from '../../contract/money';
import styles from './Jackpot.module.css';

interface Props {
  /** The server's clock when it rendered: hydration starts from the same figure. */
  renderedAt: number;
  localeTag: string;
  /** The currency the platform names, when known; the amount alone otherwise. */
  currency?: string | null;
  strings: { label: string };
}

/**
 * The jackpot counter (docs/product.md §4): the figure is a function of the clock
 * (src/lib/lobby/jackpot.ts) and steps every 3 s, each digit a strip that slides to its
 * figure (no sliding under prefers-reduced-motion: global.css stops transitions). Screen
 * readers read the figure as text when they reach it; it is not a live region, which would
 * interrupt them every 3 s.
 */
export default function Jackpot({ renderedAt, localeTag, currency = null, strings }: Props) {
  const [now, setNow] = useState(renderedAt);
  const labelId = useId();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, msUntilNextStep(Date.now()));
    };
    tick();
    return () => clearTimeout(timer);
  }, []);

  const formatted = formatMoney(jackpotValue(now), localeTag, currency);
  return (
    <section className={styles.jackpot} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.label}>
        {strings.label}
      </h2>
      <p className={styles.value} data-jackpot-value={formatted}>
        <span className="visually-hidden">{formatted}</span>
        <span className={styles.roller} aria-hidden="true">
          {rollerParts(formatted).map((part, position, parts) =>
            // Keyed from the right, so a new leading digit does not restart every strip.
            part.kind === 'digit' ? (
              <span key={parts.length - position} className={styles.digit}>
                <span className={styles.strip} data-digit={part.digit}>
                  {DIGITS.map((digit) => (
                    <span key={digit}>{digit}</span>
                  ))}
                </span>
              </span>
            ) : (
              <span key={parts.length - position} className={styles.symbol}>
                {part.text}
              </span>
            ),
          )}
        </span>
      </p>
    </section>
  );
}

const DIGITS = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9];
