import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './form.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface Props<K extends string> {
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  children: ReactNode;
}

/**
 * ARIA tabs (WAI-ARIA APG "Tabs with automatic activation"): arrow keys, Home and End move
 * between tabs and select them; only the selected tab is in the tab order. With one tab the
 * list is not shown, as docs/product.md §2 and §4 ask ("tabs only when both are enabled").
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, children }: Props<K>) {
  const id = useId();
  const list = useRef<HTMLDivElement>(null);
  if (tabs.length < 2) return <>{children}</>;

  const move = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    // Right-to-left pages mirror the arrows.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl' && event.key.startsWith('Arrow');
    const next = rtl ? index - (target - index) : target;
    const wrapped = (next + tabs.length) % tabs.length;
    const tab = tabs[wrapped];
    if (!tab) return;
    onSelect(tab.key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[wrapped]?.focus();
  };

  return (
    <div>
      <div ref={list} role="tablist" aria-label={label} className={styles.tabs}>
        {tabs.map((tab, index) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${id}-panel`}
            tabIndex={tab.key === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${selected}`} className={styles.tabPanel}>
        {children}
      </div>
    </div>
  );
}
