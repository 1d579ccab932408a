import { useCallback, useEffect, useId, useRef, useState, type MouseEvent, type SubmitEvent } from 'react';
import { phaseOf } from '../../../lib/stores/query';
import {
  alignOf,
  cellText,
  parseRecordsState,
  recordsQuery,
  stateFromForm,
  type RecordColumn,
  type RecordFilter,
  type RecordsPage,
  type RecordsState,
} from '../../../lib/records/table';
import { useQuery } from '../use-query';
import { isPlainClick } from '../plain-click';
import { fill } from '../strings';
import styles from './RecordsTable.module.css';

export interface RecordsTableStrings {
  filters: string;
  /** A select filter's "no filter" choice. */
  any: string;
  apply: string;
  loading: string;
  empty: string;
  error: string;
  retry: string;
  /** The totals row's label. */
  total: string;
  pages: string;
  previous: string;
  next: string;
  /** `{{page}}` of `{{total}}`. */
  pageOf: string;
}

export interface RecordsTableProps<Row> {
  caption: string;
  columns: readonly RecordColumn[];
  filters: readonly RecordFilter[];
  /** The page's own path: the filter form's action and every page link start with it. */
  basePath: string;
  /** The state the server read from the URL. */
  initialState: RecordsState;
  /** The server's first page of that state, or 'error' when it failed. */
  initial: RecordsPage<Row> | 'error';
  /**
   * Loads one state's page in the browser: a fetcher built from the call's declaration
   * (`callFetcher` in src/lib/stores/query.ts), so the answer is checked against the contract.
   */
  load: (state: RecordsState) => Promise<RecordsPage<Row>>;
  rowKey: (row: Row) => string;
  /** Rows a full page has: the loading skeleton has as many, so nothing moves when they arrive. */
  pageSize: number;
  localeTag: string;
  currency: string | null;
  strings: RecordsTableStrings;
}

/**
 * One records table for the account pages (docs/architecture.md "Islands load data one way"): rendered on
 * the server with its first page; a GET filter form and page links that work without
 * JavaScript; once hydrated, the same steps load in place through the shared query, kept in
 * the URL (pushState, so back and forward walk them). The header sticks while the rows scroll,
 * totals sit in the footer, and at phone widths each row is a card whose cells carry their
 * column's label. Explicit table roles keep the table a table for screen readers when the
 * card layout changes its CSS display (browsers drop the implicit roles then).
 */
export function RecordsTable<Row extends Readonly<Record<string, unknown>>>(props: RecordsTableProps<Row>) {
  const { caption, columns, filters, basePath, load, rowKey, pageSize, localeTag, currency, strings } = props;
  const captionId = useId();
  const [state, setState] = useState(props.initialState);
  const loadRef = useRef(load);
  loadRef.current = load;
  const [value, query] = useQuery<RecordsState, RecordsPage<Row>>(() => ({
    fetch: (key) => loadRef.current(key),
    initial:
      props.initial === 'error'
        ? { key: props.initialState, error: new Error('The server could not load the records') }
        : { key: props.initialState, data: props.initial },
  }));
  const phase = phaseOf(value, (page) => page.rows.length === 0);
  const hrefFor = useCallback((next: RecordsState) => `${basePath}${recordsQuery(next, filters)}`, [basePath, filters]);

  const show = useCallback(
    (next: RecordsState, push: boolean) => {
      setState(next);
      query.load(next);
      if (push) history.pushState(null, '', hrefFor(next));
    },
    [query, hrefFor],
  );

  useEffect(() => {
    const onPop = () => show(parseRecordsState(new URLSearchParams(location.search), filters), false);
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [show, filters]);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    show(stateFromForm(new FormData(event.currentTarget), filters), true);
  };
  const step = (event: MouseEvent<HTMLAnchorElement>, next: RecordsState) => {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    show(next, true);
  };
  const cellProps = (column: RecordColumn) => ({ role: 'cell', 'data-label': column.label, 'data-kind': column.kind, 'data-align': alignOf(column) });
  const page = value.data;

  return (
    <div className={styles.records}>
      <form className={styles.filters} action={basePath} method="get" role="search" aria-label={strings.filters} onSubmit={submit}>
        {filters.map((filter) => (
          <FilterField key={filter.name} filter={filter} value={state.filters[filter.name] ?? ''} any={strings.any} />
        ))}
        <button type="submit" className={styles.apply}>
          {strings.apply}
        </button>
      </form>
      {phase === 'error' ? (
        <div className={styles.state} role="alert">
          <p>{strings.error}</p>
          <a
            className={styles.apply}
            href={hrefFor(state)}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              query.refresh();
            }}
          >
            {strings.retry}
          </a>
        </div>
      ) : (
        <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0} aria-busy={value.loading}>
          <table className={`${styles.table} phone-cards`} role="table">
            <caption id={captionId} className={styles.caption}>
              {caption}
            </caption>
            <thead role="rowgroup">
              <tr role="row">
                {columns.map((column) => (
                  <th key={column.key} scope="col" role="columnheader" data-align={alignOf(column)}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody role="rowgroup">
              {phase === 'loading' || phase === 'idle' ? (
                Array.from({ length: pageSize }, (_, index) => (
                  <tr key={index} role="row" className={styles.skeletonRow} data-skeleton="">
                    {columns.map((column) => (
                      <td key={column.key} {...cellProps(column)}>
                        <span className={styles.skeleton} />
                      </td>
                    ))}
                  </tr>
                ))
              ) : phase === 'empty' ? (
                <tr role="row">
                  <td role="cell" colSpan={columns.length} className={styles.empty}>
                    {strings.empty}
                  </td>
                </tr>
              ) : (
                page?.rows.map((row) => (
                  <tr key={rowKey(row)} role="row">
                    {columns.map((column) => (
                      <td key={column.key} {...cellProps(column)} data-status={column.kind === 'status' ? String(row[column.key] ?? '') : undefined}>
                        {column.kind === 'date' && row[column.key] ? (
                          <time dateTime={String(row[column.key])}>{cellText(column, row[column.key], { localeTag, currency })}</time>
                        ) : (
                          cellText(column, row[column.key], { localeTag, currency })
                        )}
                      </td>
                    ))}
                  </tr>
                ))
              )}
            </tbody>
            {phase === 'ready' && page?.totals && (
              <tfoot role="rowgroup">
                <tr role="row" className={styles.totals}>
                  {columns.map((column, index) =>
                    index === 0 ? (
                      <th key={column.key} scope="row" role="rowheader" data-align="start">
                        {strings.total}
                      </th>
                    ) : (
                      <td key={column.key} {...cellProps(column)}>
                        {cellText(column, page.totals?.[column.key], { localeTag, currency })}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            )}
          </table>
          {value.loading && (
            <p className="visually-hidden" role="status">
              {strings.loading}
            </p>
          )}
        </div>
      )}
      {page && page.totalPages > 1 && (
        <nav className={styles.pager} aria-label={strings.pages}>
          <PageLink target={page.pageNo - 1} page={page} state={state} label={strings.previous} hrefFor={hrefFor} onStep={step} />
          <p>{fill(strings.pageOf, { page: page.pageNo, total: page.totalPages })}</p>
          <PageLink target={page.pageNo + 1} page={page} state={state} label={strings.next} hrefFor={hrefFor} onStep={step} />
        </nav>
      )}
    </div>
  );
}

function FilterField({ filter, value, any }: { filter: RecordFilter; value: string; any: string }) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{filter.label}</label>
      {filter.kind === 'select' ? (
        // Keyed by the value, so back and forward show the state they return to.
        <select key={value} id={id} name={filter.name} defaultValue={value}>
          <option value="">{any}</option>
          {filter.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : (
        <input
          key={value}
          id={id}
          name={filter.name}
          type={filter.kind === 'date' ? 'date' : 'search'}
          defaultValue={value}
          maxLength={filter.kind === 'text' ? (filter.maxLength ?? 60) : undefined}
        />
      )}
    </div>
  );
}

interface PageLinkProps {
  target: number;
  page: RecordsPage<unknown>;
  state: RecordsState;
  label: string;
  hrefFor: (state: RecordsState) => string;
  onStep: (event: MouseEvent<HTMLAnchorElement>, next: RecordsState) => void;
}

/** A step to another page: a link (it works without JavaScript), or shown disabled when it goes nowhere. */
function PageLink({ target, page, state, label, hrefFor, onStep }: PageLinkProps) {
  if (target < 1 || target > page.totalPages) {
    return (
      <span className={styles.step} aria-disabled="true">
        {label}
      </span>
    );
  }
  const next = { ...state, page: target };
  return (
    <a className={styles.step} href={hrefFor(next)} onClick={(event) => onStep(event, next)}>
      {label}
    </a>
  );
}
