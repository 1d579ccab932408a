import type { MouseEvent, ReactNode } from 'react';
import { pagerItems } from '../../lib/games/pager';
import { goToPage, type ListState } from '../../lib/games/list-state';
import { isPlainClick } from '../shared/plain-click';
import { fill, type GameListStrings } from './strings';
import styles from './GameList.module.css';

interface Props {
  state: ListState;
  pageNo: number;
  totalPages: number;
  strings: GameListStrings;
  hrefFor: (state: ListState) => string;
  onNavigate: (state: ListState) => void;
}

/**
 * First, previous, page numbers (docs/product.md §9: range 3, margin 1), next and last, as links (they
 * work without JavaScript). Steps that go nowhere are shown disabled, not as links.
 */
export function Pager({ state, pageNo, totalPages, strings, hrefFor, onNavigate }: Props) {
  if (totalPages <= 1) return null;
  const link = (target: number, label: ReactNode, accessibleName: string, current = false) => {
    const next = goToPage(state, target);
    const disabled = target < 1 || target > totalPages || (target === pageNo && !current);
    if (disabled) {
      return (
        <span className={styles.pageStep} aria-disabled="true">
          {label}
        </span>
      );
    }
    const click = (event: MouseEvent<HTMLAnchorElement>) => {
      if (!isPlainClick(event)) return;
      event.preventDefault();
      onNavigate(next);
    };
    return (
      <a className={styles.pageStep} href={hrefFor(next)} aria-label={accessibleName} aria-current={current ? 'page' : undefined} onClick={click}>
        {label}
      </a>
    );
  };
  return (
    <nav className={styles.pager} aria-label={strings.pages}>
      <p className={styles.pageOf}>{fill(strings.pageOf, { page: pageNo, total: totalPages })}</p>
      <ul>
        <li>{link(1, strings.first, strings.first)}</li>
        <li>{link(pageNo - 1, strings.previous, strings.previous)}</li>
        {pagerItems(pageNo, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={`gap-${item.after}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={item.page}>{link(item.page, item.page, fill(strings.page, { page: item.page }), item.page === pageNo)}</li>
          ),
        )}
        <li>{link(pageNo + 1, strings.next, strings.next)}</li>
        <li>{link(totalPages, strings.last, strings.last)}</li>
      </ul>
    </nav>
  );
}
