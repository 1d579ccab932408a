import { useCallback, useId } from 'react';
import type { ClockedItem } from '../../lib/lottery/clock';
import { lotteryStateParams, type LotteryListState } from '../../lib/lottery/list';
import { selectionHref } from '../../lib/lottery/selection';
import { loginHrefWithNext } from '../../lib/routes/safe-path';
import { useLotteryList, type LotteryListConfig } from './use-lottery-list';
import { MenuTabs } from './MenuTabs';
import { ListControls } from './ListControls';
import { ListBody } from './ListBody';
import type { LotteryListStrings } from './strings';
import styles from './LotteryList.module.css';

export interface LotteryListProps extends LotteryListConfig {
  /** The page's localised path (/lottery, /en/vnlottery): every link starts with it. */
  basePath: string;
  /** The open game's query (gameCode, vendor, playType), kept by the list's links and form. */
  selectionParams: [string, string][];
  selectedCode: string | null;
  strings: LotteryListStrings;
}

/**
 * The lottery list (docs/product.md §2 "Lottery list"): menu tabs, list types, weekday filter and search
 * over the games of this page, each card counting down to its close and its draw. The server
 * renders it from the page's menus; hydrated (`client:idle`) it keeps the clocks ticking and
 * reloads by the lottery rule (src/lib/lottery/reload.ts).
 */
export default function LotteryList(props: LotteryListProps) {
  const { basePath, selectionParams, selectedCode, strings, loginHref } = props;
  const model = useLotteryList(props);
  const { state, menus } = model;
  const tags = menus.map((menu) => menu.gameMenuTag);
  const headingId = useId();

  const hrefFor = useCallback(
    (change: Partial<LotteryListState>) => {
      const search = new URLSearchParams(selectionParams);
      for (const [key, value] of lotteryStateParams({ ...state, ...change }, tags)) search.set(key, value);
      const query = search.toString();
      return `${basePath}${query ? `?${query}` : ''}`;
    },
    [basePath, selectionParams, state, tags],
  );
  const loginFor = (change: Partial<LotteryListState>) => loginHrefWithNext(loginHref, hrefFor(change));
  const cardHref = (entry: ClockedItem) => selectionHref(basePath, entry.item, lotteryStateParams(state, tags));
  const hidden: [string, string][] = [...selectionParams, ...lotteryStateParams({ ...state, day: 'all', name: '' }, tags)];

  return (
    <div className={styles.list} data-testid="lottery-list">
      {menus.length > 0 && (
        <MenuTabs
          menus={menus}
          current={state.list === '' ? state.menu : null}
          label={strings.menus}
          scrollBack={strings.scrollBack}
          scrollForward={strings.scrollForward}
          mounted={model.mounted}
          hrefFor={(menu) => hrefFor({ menu, list: '' })}
          onSelect={(menu) => model.update({ menu, list: '' })}
        />
      )}
      <ListControls
        state={state}
        strings={strings}
        signedIn={model.signedIn}
        basePath={basePath}
        hidden={hidden}
        hrefFor={hrefFor}
        loginHref={loginFor}
        onChange={model.update}
        onLogin={model.askToLogIn}
      />
      <section className={styles.results} aria-labelledby={headingId} aria-busy={model.loading && !model.board}>
        <h2 id={headingId} className="visually-hidden">
          {strings.results}
        </h2>
        <ListBody model={model} strings={strings} selectedCode={selectedCode} cardHref={cardHref} loginHref={loginFor({})} />
      </section>
    </div>
  );
}
