/**
 * The header's vendor dropdowns as disclosures (WAI-ARIA "disclosure navigation"): a button
 * with aria-expanded and aria-controls opens its panel for keyboard and touch; Escape closes
 * it and returns focus to the button; leaving it (focus or a click elsewhere) closes it; one
 * is open at a time. Pointer hover is CSS; Escape also hides a hover-opened panel until the
 * pointer leaves (`data-dismissed`). Plain DOM, loaded by MainNav's bundled script: no island.
 *
 * Markup: `[data-nav-dropdown]` items, each with a `[data-nav-toggle]` button whose
 * aria-controls names its panel.
 */
const ITEM = '[data-nav-dropdown]';
const TOGGLE = '[data-nav-toggle]';

interface Parts {
  item: HTMLElement;
  toggle: HTMLButtonElement;
}

function parts(item: HTMLElement): Parts | null {
  const toggle = item.querySelector<HTMLButtonElement>(TOGGLE);
  return toggle ? { item, toggle } : null;
}

export function setOpen({ item, toggle }: Parts, open: boolean): void {
  toggle.setAttribute('aria-expanded', String(open));
  if (open) item.dataset['open'] = '';
  else delete item.dataset['open'];
}

/** Wires every dropdown under `root`; returns a function that unwires them. */
export function bindNavDropdowns(root: Document | HTMLElement = document): () => void {
  const doc = root instanceof Document ? root : root.ownerDocument;
  const all = [...root.querySelectorAll<HTMLElement>(ITEM)].map(parts).filter((entry): entry is Parts => entry !== null);
  const controller = new AbortController();
  const { signal } = controller;
  const closeOthers = (keep: Parts | null) => all.forEach((entry) => entry !== keep && setOpen(entry, false));

  for (const entry of all) {
    const { item, toggle } = entry;
    toggle.addEventListener(
      'click',
      () => {
        const open = toggle.getAttribute('aria-expanded') !== 'true';
        closeOthers(entry);
        setOpen(entry, open);
        if (!open) item.dataset['dismissed'] = '';
      },
      { signal },
    );
    item.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Escape') return;
        const wasOpen = toggle.getAttribute('aria-expanded') === 'true' || item.matches(':hover');
        setOpen(entry, false);
        item.dataset['dismissed'] = '';
        if (wasOpen) {
          event.preventDefault();
          toggle.focus();
        }
      },
      { signal },
    );
    item.addEventListener(
      'focusout',
      (event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node) || !item.contains(next)) setOpen(entry, false);
      },
      { signal },
    );
    item.addEventListener('pointerleave', () => delete item.dataset['dismissed'], { signal });
  }

  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target;
      if (!(target instanceof Node) || !all.some(({ item }) => item.contains(target))) closeOthers(null);
    },
    { signal },
  );
  return () => controller.abort();
}
