/**
 * Dialogs opened by the URL's hash (docs/product.md §2: `/help#term` opens the terms in the help modal).
 * A page marks a native `<dialog id="…" data-hash-dialog>`; when `location.hash` names it, on
 * load or on `hashchange` (a link to `#term` on the same page, the back button), it opens with
 * `showModal()`, so the browser makes the page inert, traps focus and closes it on Escape.
 * When it closes (Escape, its close button, anything) the hash leaves the URL without a new
 * history entry, and focus returns to where it was before it opened.
 *
 * Scroll lock is global.css's `html:has(dialog[open])`, shared with the React modals, and
 * Escape reaches only the top dialog, so this and the account modals never fight: a terms
 * link inside the registration modal opens the terms above it, and Escape closes the terms
 * first. Without JavaScript the page's CSS shows the targeted dialog in place instead.
 */
export const HASH_DIALOG_SELECTOR = 'dialog[data-hash-dialog]';

/** The hash dialog the URL names, if any. */
export function namedDialog(doc: Document, hash: string): HTMLDialogElement | null {
  let id: string;
  try {
    id = decodeURIComponent(hash.replace(/^#/, ''));
  } catch {
    return null;
  }
  if (!id) return null;
  const element = doc.getElementById(id);
  return element instanceof (doc.defaultView ?? window).HTMLDialogElement && element.matches(HASH_DIALOG_SELECTOR) ? element : null;
}

/** Wires every hash dialog of a document; returns a function that removes the listeners. */
export function bindHashDialogs(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win) return () => undefined;
  const openers = new WeakMap<HTMLDialogElement, Element | null>();
  // Chromium blurs a link that navigates to a fragment before `hashchange`, so the link that
  // was clicked (or pressed with Enter) is remembered here to give focus back to.
  let clickedLink: HTMLAnchorElement | null = null;

  const onClick = (event: Event) => {
    const link = event.target instanceof win.Element ? event.target.closest('a[href]') : null;
    if (link instanceof win.HTMLAnchorElement && link.pathname === win.location.pathname && namedDialog(doc, link.hash)) clickedLink = link;
  };

  const openNamed = () => {
    const dialog = namedDialog(doc, win.location.hash);
    if (!dialog || dialog.open) return;
    openers.set(dialog, clickedLink ?? doc.activeElement);
    clickedLink = null;
    dialog.showModal();
  };

  const onClose = (event: Event) => {
    const dialog = event.currentTarget as HTMLDialogElement;
    if (namedDialog(doc, win.location.hash) === dialog) {
      win.history.replaceState(win.history.state, '', `${win.location.pathname}${win.location.search}`);
    }
    const opener = openers.get(dialog);
    openers.delete(dialog);
    if (opener instanceof win.HTMLElement && opener !== doc.body && opener.isConnected) opener.focus();
  };

  const dialogs = [...doc.querySelectorAll<HTMLDialogElement>(HASH_DIALOG_SELECTOR)];
  for (const dialog of dialogs) dialog.addEventListener('close', onClose);
  doc.addEventListener('click', onClick, true);
  win.addEventListener('hashchange', openNamed);
  openNamed();
  return () => {
    for (const dialog of dialogs) dialog.removeEventListener('close', onClose);
    doc.removeEventListener('click', onClick, true);
    win.removeEventListener('hashchange', openNamed);
  };
}
