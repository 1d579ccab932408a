/**
 * The phone header's menu (src/components/Header.astro, issue 18 item 1): a `<details>` whose
 * opening shows the theme and language switches and the main nav under the bar. The browser
 * gives it its button, its expanded state and its keyboard use without any script; these few
 * lines add what a drawer is expected to do besides: Escape closes it and puts focus back on its
 * button (unless a vendor dropdown inside is open: Escape closes that first,
 * src/lib/lobby/dropdown.ts), and a click outside the header closes it.
 */
const MENU = 'details[data-header-menu]';

/** Wires the header menu under `root`; returns a function that unwires it. */
export function bindHeaderMenu(root: Document = document): () => void {
  const menu = root.querySelector<HTMLDetailsElement>(MENU);
  if (!menu) return () => undefined;
  const header = menu.closest('header');
  const controller = new AbortController();
  const { signal } = controller;
  const close = (focus: boolean) => {
    menu.open = false;
    if (focus) menu.querySelector('summary')?.focus();
  };
  root.addEventListener(
    'keydown',
    (event) => {
      if (event.key !== 'Escape' || !menu.open) return;
      if (header?.querySelector('[data-nav-dropdown][data-open]')) return;
      close(true);
    },
    { signal },
  );
  root.addEventListener(
    'click',
    (event) => {
      if (menu.open && header && event.target instanceof Node && !header.contains(event.target)) close(false);
    },
    { signal },
  );
  return () => controller.abort();
}
