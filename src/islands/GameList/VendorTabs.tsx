import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { Lane } from '../../lib/platform/calls/games';
import { selectVendor, type ListState, type ListContext } from '../../lib/games/list-state';
import { isPlainClick } from './use-game-list';
import styles from './GameList.module.css';

/** SPEC §9: arrows when there are more than 7 vendors. */
export const VENDOR_ARROWS_ABOVE = 7;

interface Props {
  vendors: Lane['cards'];
  context: ListContext;
  state: ListState;
  label: string;
  scrollBack: string;
  scrollForward: string;
  mounted: boolean;
  hrefFor: (state: ListState) => string;
  onNavigate: (state: ListState) => void;
}

/**
 * The vendor row (SPEC §2): one link per vendor, so that it works without JavaScript; the
 * current one is marked `aria-current`. The row scrolls sideways on its own (the page never
 * does); above seven vendors two arrow buttons scroll it, shown once hydrated (they need it).
 */
export function VendorTabs({ vendors, context, state, label, scrollBack, scrollForward, mounted, hrefFor, onNavigate }: Props) {
  const row = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const arrows = mounted && vendors.length > VENDOR_ARROWS_ABOVE;

  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const scrolled = Math.abs(element.scrollLeft);
    setEnds({ start: scrolled <= 1, end: scrolled + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    if (!arrows) return;
    measure();
    // The selected vendor may be past the row's edge (a shared link to the tenth vendor).
    row.current?.querySelector<HTMLElement>('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [arrows, measure]);

  const scroll = (direction: 1 | -1) => {
    const element = row.current;
    if (!element) return;
    const rtl = getComputedStyle(element).direction === 'rtl' ? -1 : 1;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollBy({ left: direction * rtl * element.clientWidth * 0.8, behavior: reduce ? 'auto' : 'smooth' });
  };

  const click = (event: MouseEvent<HTMLAnchorElement>, vendor: string) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    onNavigate(selectVendor(state, context, vendor));
  };

  return (
    <nav className={styles.vendorNav} aria-label={label}>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={scrollBack} disabled={ends.start} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul ref={row} className={styles.vendorRow} onScroll={arrows ? measure : undefined}>
        {vendors.map((vendor) => {
          const current = state.type === '' && vendor.vassalage === state.vendor;
          return (
            <li key={vendor.vassalage}>
              <a
                className={styles.vendorTab}
                href={hrefFor(selectVendor(state, context, vendor.vassalage))}
                aria-current={current ? 'true' : undefined}
                onClick={(event) => click(event, vendor.vassalage)}
              >
                {vendor.displayName}
              </a>
            </li>
          );
        })}
      </ul>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={scrollForward} disabled={ends.end} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </nav>
  );
}
