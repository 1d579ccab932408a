/**
 * `client:interaction`: an island that hydrates on the visitor's first interaction with the page
 * (issue 18 item 2, docs/decisions/0041-hydrate-on-interaction.md). Until then the page runs none
 * of its JavaScript: the island's server HTML is the page (the login form's inputs keep what is
 * typed, its links work as links).
 *
 * - Only what is touched loads (issue 33 item 4, docs/decisions/0066-react-runtime.md). The
 *   islands outside `<main>` (the header's account area, the modal host its buttons open, the
 *   customer-service button) are the page's shell and start together: on a press, focus or touch
 *   anywhere that is not inside one of the page's own islands. A press, focus or touch inside a
 *   page's island (a wallet, a game list, a records table) starts that island and the shell (its
 *   buttons may open the login popup). So opening the account menu does not fetch the wallet's
 *   code. A key press outside every island (a keyboard user who has not tabbed into one yet)
 *   starts them all. A mouse resting on an island starts that island alone.
 * - A click on an island that is not hydrated yet is held, then replayed once every started
 *   island has hydrated, so the first tap on "Log in" opens the popup rather than navigating.
 *   Should the JavaScript fail to load, a held click on a link follows the link.
 * - A form submitted before its island has hydrated (Enter in a field typed into at once) is held
 *   the same way and submitted again once it has, so a submit button needs no disabled state
 *   before hydration and is never dead (docs/decisions/0066-react-runtime.md).
 * - An island whose state the waiting ones show can ask for them (`requestHydration`, in
 *   src/lib/hydration/request.ts): a balance refreshed by a round in a game's frame.
 * - Their code is fetched, not run, once the page is idle after load (./prefetch.ts), so a first
 *   tap on a phone waits for the code to run, not for the network.
 * - `client:interaction="<selector>"` also hydrates at once when the island matches the
 *   selector: state the head script marks on <html> (a password change that is due), or `*`
 *   from the server when the page must change by itself (./at-load.ts).
 *
 * Astro bundles this file with esbuild into an inline script of each page that uses it
 * (`addClientDirective`, astro.config.mjs); the state below is shared by that page's islands.
 */
import type { ClientDirective } from 'astro';
import { prefetchAtIdle } from './prefetch';
import { HYDRATE_EVENT } from './request';

/** What counts as the first interaction (capture phase, so nothing can hide it). */
export const TRIGGER_EVENTS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

type Start = () => Promise<void>;

interface PageState {
  /** Every island has been asked to start: later ones start as they connect. */
  triggered: boolean;
  /** The shell has been asked to start: later shell islands start as they connect. */
  shellStarted: boolean;
  /** Waiting islands, each with its element. */
  waiting: Map<Start, HTMLElement>;
  /** Every island on this directive, waiting or not: what a touch may be inside. */
  islands: Set<HTMLElement>;
  started: Promise<unknown>[];
  /** Islands of the page that have started and not yet settled (hydrated and the browser idle after). */
  pending: number;
}

/** One state per document: a test may build several. */
const states = new WeakMap<Document, PageState>();

function pageState(doc: Document): PageState {
  let state = states.get(doc);
  if (!state) {
    const created: PageState = { triggered: false, shellStarted: false, waiting: new Map(), islands: new Set(), started: [], pending: 0 };
    const trigger = (event: Event) => {
      const target = event.target instanceof Node ? event.target : null;
      const touched = target === null ? null : ([...created.islands].find((island) => island.contains(target)) ?? null);
      if (touched !== null && isPageIsland(touched)) hydrateTouched(touched);
      else if (touched === null && event.type === 'keydown') hydrateAll(doc);
      else hydrateShell(doc, touched);
      if (created.waiting.size === 0) for (const type of TRIGGER_EVENTS) doc.removeEventListener(type, trigger, true);
    };
    for (const type of TRIGGER_EVENTS) doc.addEventListener(type, trigger, { capture: true, passive: true });
    // Another island asks for them (src/lib/hydration/request.ts).
    doc.addEventListener(HYDRATE_EVENT, () => hydrateAll(doc), { once: true });
    // Their code is fetched (not run) at idle, so the first tap does not wait for the network.
    prefetchAtIdle(doc, () =>
      [...created.waiting.values()].flatMap((el) => ['component-url', 'renderer-url'].map((name) => el.getAttribute(name) ?? '')).filter(Boolean),
    );
    states.set(doc, created);
    state = created;
  }
  return state;
}

/** An island of the page's own content (inside `<main>`), as opposed to the shell around it. */
const isPageIsland = (el: HTMLElement): boolean => el.closest('main') !== null;

/**
 * Starts the waiting islands `which` picks. A touched island among them starts first and alone,
 * the others once it has settled: on a phone its hydration then has the processor to itself,
 * and the tap's effect does not wait for islands the tap did not touch (issue 33 item 5).
 */
function startWhere(doc: Document, which: (el: HTMLElement) => boolean, touched: HTMLElement | null = null): void {
  const state = pageState(doc);
  state.shellStarted = true;
  const picked = [...state.waiting].filter(([, el]) => which(el));
  for (const [start] of picked) state.waiting.delete(start);
  const first = picked.find(([, el]) => el === touched)?.[0];
  const firstDone = first ? first().catch(() => undefined) : Promise.resolve();
  if (first) state.started.push(firstDone);
  for (const [start] of picked) {
    if (start === first) continue;
    state.started.push(firstDone.then(() => start()).catch(() => undefined));
  }
}

/** Starts every waiting island of the page (a key press outside them, or another island's request). */
export function hydrateAll(doc: Document = document): void {
  pageState(doc).triggered = true;
  startWhere(doc, () => true);
}

/** Starts the shell's waiting islands: the header's account area, the modal host, customer service; a touched one first. */
export function hydrateShell(doc: Document = document, touched: HTMLElement | null = null): void {
  startWhere(doc, (el) => !isPageIsland(el), touched);
}

/** Starts a touched island, then the shell (its buttons may open the shell's popups). */
function hydrateTouched(island: HTMLElement): void {
  startWhere(island.ownerDocument, (el) => el === island || !isPageIsland(el), island);
}

/**
 * Resolves when the browser is next idle. React hydrates in a transition: its render, commit and
 * effects (a modal host marking itself ready) run in tasks after `hydrate()` has returned, and the
 * browser is idle only once they have run, so a click replayed then finds the page as a hydrated
 * one would be. The timeout bounds the wait on a page that is never idle.
 */
function afterIdle(doc: Document): Promise<void> {
  const view = doc.defaultView;
  return new Promise((resolve) => {
    if (view && 'requestIdleCallback' in view) view.requestIdleCallback(() => resolve(), { timeout: 1000 });
    else setTimeout(resolve, 50);
  });
}

/** Settles once every island started so far has hydrated or failed. */
const allStarted = (state: PageState): Promise<unknown> => Promise.allSettled(state.started);

const interaction: ClientDirective = (load, options, el) => {
  const doc = el.ownerDocument;
  const state = pageState(doc);
  let hydrated = false;
  /** React has its root: a click now hydrates it at once and reaches its handler (React's own event replay). */
  let rooted = false;
  let begun = false;
  let markRooted: () => void = () => undefined;
  /** Settles once this island has its React root, or has failed to load. */
  const rootedOrFailed = new Promise<void>((resolve) => (markRooted = resolve));
  const start: Start = async () => {
    if (begun) return;
    begun = true;
    state.pending += 1;
    try {
      const hydrate = await load();
      await hydrate();
      rooted = true;
      markRooted();
      // Its effects (a modal host marking itself ready) have run once the browser is idle.
      await afterIdle(doc);
      hydrated = true;
    } finally {
      state.pending -= 1;
      markRooted();
    }
  };
  const startAlone = () => {
    state.waiting.delete(start);
    state.started.push(start().catch(() => undefined));
  };
  const startWithShell = () => (isPageIsland(el) ? hydrateTouched(el) : hydrateShell(doc, el));

  /**
   * Holds an event of `type` on this island until the island is ready for it, then runs what
   * `replay` made of it. A link or a form may need the other started islands too (the header's
   * Log in link opens the modal host's popup, and the host may still be hydrating when the header
   * is done), so for those the hold lasts until every started island has hydrated and settled.
   * A button's click is its own island's: it is replayed as soon as the island's React root
   * exists, and React hydrates that root at once for it, before handling it (issue 33 item 5).
   * Once ready, events pass straight through.
   */
  const holdUntilHydrated = <E extends Event>(type: 'click' | 'submit', replay: (event: E, ready: () => boolean) => () => void) => {
    const needsAll = (event: Event) => type === 'submit' || (event.target instanceof Element && event.target.closest('a[href]') !== null);
    const hold = (event: Event) => {
      const all = needsAll(event);
      if (all ? hydrated && state.pending === 0 : rooted) return;
      event.preventDefault();
      event.stopPropagation();
      const again = replay(event as E, () => (all ? hydrated : rooted));
      startWithShell();
      void (all ? allStarted(state) : rootedOrFailed).then(again);
    };
    el.addEventListener(type, hold, true);
  };

  // A click is clicked again; should the code have failed to load, a held link is followed.
  holdUntilHydrated<MouseEvent>('click', (event, ready) => {
    const target = event.target instanceof HTMLElement ? event.target : null;
    return () => {
      if (!target?.isConnected) return;
      if (ready()) target.click();
      else {
        const link = target.closest('a[href]');
        if (link instanceof HTMLAnchorElement) doc.defaultView?.location.assign(link.href);
      }
    };
  });
  // Enter in a field submits without a click: the form is submitted again, with the button that
  // submitted it, for the island's own handler.
  holdUntilHydrated<SubmitEvent>('submit', (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const submitter = event.submitter instanceof HTMLElement ? event.submitter : null;
    return () => {
      if (hydrated && form?.isConnected) form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
    };
  });
  el.addEventListener(
    'pointerover',
    (event) => {
      if (event.pointerType === 'mouse' && !begun) startAlone();
    },
    { passive: true },
  );

  if (state.triggered || (state.shellStarted && !isPageIsland(el)) || atLoad(el, options.value)) startAlone();
  else state.waiting.set(start, el);
  state.islands.add(el);
};

/** Whether an island's directive value (a selector, ./at-load.ts) says it hydrates at once. */
export function atLoad(el: Element, value: unknown): boolean {
  return typeof value === 'string' && value !== '' && el.matches(value);
}

export default interaction;
