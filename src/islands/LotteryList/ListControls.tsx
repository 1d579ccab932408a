import { useId, type MouseEvent, type SubmitEvent } from 'react';
import {
  LOGIN_LOTTERY_LISTS,
  LOTTERY_LIST_TYPES,
  MAX_NAME_LENGTH,
  WEEKDAYS,
  type LotteryListState,
  type LotteryListType,
  type WeekdayFilter,
} from '../../lib/lottery/list';
import { isPlainClick } from '../shared/plain-click';
import type { LotteryListStrings } from './strings';
import tabs from '../shared/tab-row.module.css';
import styles from './LotteryList.module.css';

interface Props {
  state: LotteryListState;
  strings: LotteryListStrings;
  signedIn: boolean;
  basePath: string;
  /** Query parameters the form keeps (the open game, the menu). */
  hidden: readonly [string, string][];
  hrefFor: (change: Partial<LotteryListState>) => string;
  loginHref: (change: Partial<LotteryListState>) => string;
  onChange: (change: Partial<LotteryListState>) => void;
  onLogin: () => void;
}

const LABEL: Record<LotteryListType, keyof LotteryListStrings> = { '': 'all', hot: 'hot', fav: 'fav', recent: 'recent' };
const dayLabel = (day: WeekdayFilter): keyof LotteryListStrings => (day === 'all' ? 'allDays' : `day${day}`);

/**
 * The list types (all, hot, favourites, recent; a guest's favourites and recent ask to log in)
 * and the filters: draw day (docs/product.md §9 Sunday 1 … Saturday 7) and search by name. Both are a
 * GET form that works before hydration; once hydrated they apply as the player chooses and
 * types, with no request (the games are already in the page).
 */
export function ListControls({ state, strings, signedIn, basePath, hidden, hrefFor, loginHref, onChange, onLogin }: Props) {
  const dayId = useId();
  const nameId = useId();
  const click = (event: MouseEvent<HTMLAnchorElement>, list: LotteryListType) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (!signedIn && LOGIN_LOTTERY_LISTS.includes(list)) onLogin();
    else onChange({ list });
  };
  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({
      name: String(form.get('name') ?? '')
        .trim()
        .slice(0, MAX_NAME_LENGTH),
    });
  };
  return (
    <>
      <nav className={tabs.nav} aria-label={strings.listTypes}>
        <ul className={tabs.row}>
          {LOTTERY_LIST_TYPES.map((list) => (
            <li key={list || 'all'}>
              <a
                className={`${tabs.tab} ${tabs.square}`}
                href={!signedIn && LOGIN_LOTTERY_LISTS.includes(list) ? loginHref({ list }) : hrefFor({ list })}
                aria-current={state.list === list ? 'true' : undefined}
                onClick={(event) => click(event, list)}
              >
                {strings[LABEL[list]]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <form className={styles.filters} action={basePath} method="get" role="search" aria-label={strings.filters} onSubmit={submit}>
        {hidden.map(([key, value]) => (
          <input key={key} type="hidden" name={key} value={value} />
        ))}
        <div className={styles.field}>
          <label htmlFor={dayId}>{strings.day}</label>
          <select
            id={dayId}
            name="day"
            value={String(state.day)}
            onChange={(event) => onChange({ day: event.target.value === 'all' ? 'all' : (Number(event.target.value) as WeekdayFilter) })}
          >
            {(['all', ...WEEKDAYS] as const).map((day) => (
              <option key={day} value={String(day)}>
                {strings[dayLabel(day)]}
              </option>
            ))}
          </select>
        </div>
        <div className={styles.field}>
          <label htmlFor={nameId}>{strings.name}</label>
          <div className={styles.searchRow}>
            <input
              id={nameId}
              type="search"
              name="name"
              maxLength={MAX_NAME_LENGTH}
              defaultValue={state.name}
              onChange={(event) => onChange({ name: event.target.value.trim() })}
            />
            <button type="submit" className={styles.button}>
              {strings.search}
            </button>
          </div>
        </div>
      </form>
    </>
  );
}
