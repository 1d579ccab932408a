import type { MouseEvent } from 'react';
import { LIST_TYPES, LOGIN_LIST_TYPES, selectListType, type ListState, type ListType } from '../../lib/games/list-state';
import { isPlainClick } from '../shared/plain-click';
import { loginHrefWithNext } from '../../lib/routes/safe-path';
import type { GameListStrings } from './strings';
import tabs from '../shared/tab-row.module.css';

interface Props {
  state: ListState;
  strings: GameListStrings;
  member: boolean;
  loginHref: string;
  hrefFor: (state: ListState) => string;
  onNavigate: (state: ListState) => void;
  onLogin: (event: { preventDefault(): void }, then: ListType) => void;
}

const LABEL: Record<ListType, keyof GameListStrings> = { '': 'all', hot: 'hot', fav: 'fav', recent: 'recent' };

/**
 * The list types (docs/product.md §2, §4): all games (the filtered list), hot, favourites, recent. A
 * guest's favourites and recent open the login modal, or the login page without JavaScript,
 * which comes back to the same list afterwards.
 */
export function ListTypeTabs({ state, strings, member, loginHref, hrefFor, onNavigate, onLogin }: Props) {
  const click = (event: MouseEvent<HTMLAnchorElement>, type: ListType) => {
    if (!isPlainClick(event)) return;
    if (!member && LOGIN_LIST_TYPES.includes(type)) return onLogin(event, type);
    event.preventDefault();
    onNavigate(selectListType(state, type));
  };
  return (
    <nav className={tabs.nav} aria-label={strings.listTypes}>
      <ul className={tabs.row}>
        {LIST_TYPES.map((type) => {
          const target = hrefFor(selectListType(state, type));
          const href = !member && LOGIN_LIST_TYPES.includes(type) ? loginHrefWithNext(loginHref, target) : target;
          return (
            <li key={type || 'all'}>
              <a
                className={`${tabs.tab} ${tabs.square}`}
                href={href}
                aria-current={state.type === type ? 'true' : undefined}
                onClick={(event) => click(event, type)}
              >
                {strings[LABEL[type]]}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
