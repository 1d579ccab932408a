import { useCallback, useEffect, useRef, useState } from 'react';
import { isPlainClick } from './plain-click';
import { revealInRow } from '../../lib/lobby/reveal';
import styles from './tab-row.module.css';

export interface ScrollingTab {
  key: string;
  label: string;
  href: string;
  current: boolean;
  /** A plain click: the island handles it without a reload (the link works without JavaScript). */
  onSelect: () => void;
}

interface Props {
  tabs: readonly ScrollingTab[];
  label: string;
  scrollBack: string;
  scrollForward: string;
  /** Whether to show the arrow buttons: only once hydrated (they need it), and above the count of docs/product.md §9. */
  arrows: boolean;
  /** Once the arrows show, scroll the current tab into the row's view (a shared link to the tenth vendor). */
  revealCurrent?: boolean;
}

/**
 * A row of link tabs (docs/product.md §2 vendor row, lottery menu tabs): one link per tab, so it works
 * without JavaScript; the current one is marked `aria-current`. The row scrolls sideways on
 * its own (the page never does); with `arrows`, two buttons scroll it, smoothly only without
 * reduced motion.
 */
export function ScrollingTabs({ tabs, label, scrollBack, scrollForward, arrows, revealCurrent = false }: Props) {
  const row = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });

  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const scrolled = Math.abs(element.scrollLeft);
    setEnds({ start: scrolled <= 1, end: scrolled + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    if (!arrows) return;
    measure();
    const current = row.current?.querySelector<HTMLElement>('[aria-current="true"]');
    // Only the row scrolls: scrollIntoView would scroll the page down to the row as well.
    if (revealCurrent && row.current && current) revealInRow(row.current, current);
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [arrows, measure, revealCurrent]);

  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  };

  return (
    <nav className={styles.nav} aria-label={label}>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={scrollBack} disabled={ends.start} onClick={() => scroll(-1)}>
          <span className="flip-rtl" aria-hidden="true">
            ‹
          </span>
        </button>
      )}
      <ul ref={row} className={styles.row} onScroll={arrows ? measure : undefined}>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <a
              className={styles.tab}
              href={tab.href}
              aria-current={tab.current ? 'true' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                tab.onSelect();
              }}
            >
              {tab.label}
            </a>
          </li>
        ))}
      </ul>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={scrollForward} disabled={ends.end} onClick={() => scroll(1)}>
          <span className="flip-rtl" aria-hidden="true">
            ›
          </span>
        </button>
      )}
    </nav>
  );
}
