import { useEffect, useId, useState } from 'react';
import { MIN_BET_OPTIONS } from '../../contract/calls/games';
import {
  applyFilters,
  classifyOptions,
  MAX_NAME_LENGTH,
  type Filters as FilterValues,
  type ListContext,
  type ListState,
  type QueryKeys,
} from '../../lib/games/list-state';
import { formatMoney, minorFromWire } from '../../contract/money';
import type { GameListStrings } from './strings';
import form from '../shared/form.module.css';
import styles from './GameList.module.css';

interface Props {
  state: ListState;
  context: ListContext;
  keys: QueryKeys;
  fixed: Record<string, string>;
  basePath: string;
  strings: GameListStrings;
  localeTag: string;
  currency: string | null;
  onNavigate: (state: ListState) => void;
}

/**
 * Search by name, classification and minimum bet (docs/product.md §2). A GET form to the page itself,
 * so it works without JavaScript; hydrated, a choice in a select applies at once and the
 * search applies on submit, each back to page 1 of the filtered list (docs/product.md §4).
 */
export function Filters({ state, context, keys, fixed, basePath, strings, localeTag, currency, onNavigate }: Props) {
  const id = useId();
  const [name, setName] = useState(state.name);
  useEffect(() => setName(state.name), [state.name]);
  const classes = classifyOptions(context, state.vendor);
  const current: FilterValues = { name: state.name, classify: state.classify, minBet: state.minBet };
  const apply = (change: Partial<FilterValues>) => onNavigate(applyFilters(state, { ...current, ...change }));

  const submit = (event: { preventDefault(): void }) => {
    event.preventDefault();
    apply({ name });
  };

  return (
    <form className={styles.filters} method="get" action={basePath} role="search" aria-label={strings.filters} onSubmit={submit}>
      {Object.entries(fixed).map(([key, value]) => (
        <input key={key} type="hidden" name={key} value={value} />
      ))}
      {state.vendor && <input type="hidden" name={keys.vendor} value={state.vendor} />}
      <div className={`${form.field} ${styles.nameField}`}>
        <label htmlFor={`${id}-name`}>{strings.name}</label>
        <div className={styles.searchRow}>
          <input id={`${id}-name`} type="search" name={keys.name} value={name} maxLength={MAX_NAME_LENGTH} onChange={(event) => setName(event.target.value)} />
          <button type="submit" className={form.primary}>
            {strings.search}
          </button>
        </div>
      </div>
      {classes.length > 0 && (
        <div className={form.field}>
          <label htmlFor={`${id}-classify`}>{strings.classify}</label>
          <select id={`${id}-classify`} name={keys.classify} value={state.classify} onChange={(event) => apply({ classify: event.target.value })}>
            <option value="">{strings.classifyAll}</option>
            {classes.map((entry) => (
              <option key={entry} value={entry}>
                {entry}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={form.field}>
        <label htmlFor={`${id}-minbet`}>{strings.minBet}</label>
        <select
          id={`${id}-minbet`}
          name={keys.minBet}
          value={state.minBet === null ? '' : String(state.minBet)}
          onChange={(event) => apply({ minBet: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{strings.minBetAll}</option>
          {MIN_BET_OPTIONS.map((option) => (
            <option key={option} value={String(option)}>
              {formatMoney(minorFromWire(option, currency), localeTag, currency)}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
