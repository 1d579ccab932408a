import { useCallback, useEffect, useState } from 'react';
import { browserClient } from '../../lib/platform/browser-client';
import { gameMenus } from '../../contract/calls/game-menus';
import { showcaseCategories, type ShowcaseCategory } from '../../lib/games/showcase';
import { Tabs } from '../shared/Tabs';
import form from '../shared/form.module.css';
import styles from './VendorShowcase.module.css';

export const SHOWCASE_KEYS = {
  hot: 'accounts.showcase.hot',
  categories: 'accounts.showcase.categories',
  loading: 'accounts.loading',
  loadFailed: 'accounts.loadFailed',
  retry: 'error.retry',
} as const;

export type ShowcaseStrings = Record<keyof typeof SHOWCASE_KEYS, string>;

/**
 * The login popup's game-category menu and vendor grid (docs/product.md §2): what the player gets once
 * logged in. Loaded when the popup opens, with a skeleton, and an error state with a retry.
 */
export function VendorShowcase({ strings }: { strings: ShowcaseStrings }) {
  const [categories, setCategories] = useState<ShowcaseCategory[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [selected, setSelected] = useState<string>('');

  const load = useCallback(() => {
    setFailed(false);
    browserClient
      .call(gameMenus, { platform: 'html5-desktop', language: document.documentElement.dataset['platformLang'] })
      .then((value) => {
        const loaded = showcaseCategories(value.data.lanes, strings.hot);
        setCategories(loaded);
        setSelected(loaded[0]?.key ?? '');
      })
      .catch(() => setFailed(true));
  }, [strings.hot]);

  useEffect(load, [load]);

  if (failed) {
    return (
      <div className={styles.state}>
        <p>{strings.loadFailed}</p>
        <button type="button" className={form.secondary} onClick={load}>
          {strings.retry}
        </button>
      </div>
    );
  }
  if (!categories) {
    return <div className={styles.skeleton} role="status" aria-label={strings.loading} />;
  }
  if (categories.length === 0) return null;
  const current = categories.find((category) => category.key === selected) ?? categories[0];
  return (
    <Tabs label={strings.categories} tabs={categories.map(({ key, title }) => ({ key, label: title }))} selected={current?.key ?? ''} onSelect={setSelected}>
      <ul className={styles.grid}>
        {current?.vendors.map((vendor) => (
          <li key={`${vendor.gameType}-${vendor.vassalage}`} className={styles.vendor}>
            {vendor.logo ? <img src={vendor.logo} alt="" width={120} height={48} loading="lazy" decoding="async" /> : null}
            <span>{vendor.displayName}</span>
          </li>
        ))}
      </ul>
    </Tabs>
  );
}
