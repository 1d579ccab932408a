import { useCallback, useEffect, useRef, useState, type MouseEvent } from 'react';
import type { BoardMenu } from '../../lib/lottery/board';
import { showsMenuArrows } from '../../lib/lottery/menus';
import styles from './LotteryList.module.css';

interface Props {
  menus: readonly Pick<BoardMenu, 'gameMenuTag' | 'remark'>[];
  current: string | null;
  label: string;
  scrollBack: string;
  scrollForward: string;
  mounted: boolean;
  hrefFor: (menu: string) => string;
  onSelect: (menu: string) => void;
}

export const isPlainClick = (event: MouseEvent): boolean => event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * The menu tabs (SPEC §2 "Menu tabs (arrows above 7)"): one link per type code, so it works
 * before hydration; the row scrolls on its own, and above seven menus two arrow buttons
 * scroll it (once hydrated). Smooth scrolling only without reduced motion.
 */
export function MenuTabs({ menus, current, label, scrollBack, scrollForward, mounted, hrefFor, onSelect }: Props) {
  const row = useRef<HTMLUListElement>(null);
  const [ends, setEnds] = useState({ start: true, end: false });
  const arrows = mounted && showsMenuArrows(menus.length);

  const measure = useCallback(() => {
    const element = row.current;
    if (!element) return;
    const scrolled = Math.abs(element.scrollLeft);
    setEnds({ start: scrolled <= 1, end: scrolled + element.clientWidth >= element.scrollWidth - 1 });
  }, []);

  useEffect(() => {
    if (!arrows) return;
    measure();
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

  return (
    <nav className={styles.menuNav} aria-label={label}>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={scrollBack} disabled={ends.start} onClick={() => scroll(-1)}>
          <span aria-hidden="true">‹</span>
        </button>
      )}
      <ul ref={row} className={styles.tabRow} onScroll={arrows ? measure : undefined}>
        {menus.map((menu) => (
          <li key={menu.gameMenuTag}>
            <a
              className={styles.tab}
              href={hrefFor(menu.gameMenuTag)}
              aria-current={menu.gameMenuTag === current ? 'true' : undefined}
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onSelect(menu.gameMenuTag);
              }}
            >
              {menu.remark || menu.gameMenuTag}
            </a>
          </li>
        ))}
      </ul>
      {arrows && (
        <button type="button" className={styles.arrow} aria-label={scrollForward} disabled={ends.end} onClick={() => scroll(1)}>
          <span aria-hidden="true">›</span>
        </button>
      )}
    </nav>
  );
}
