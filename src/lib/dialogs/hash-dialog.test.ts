// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { bindHashDialogs, namedDialog } from './hash-dialog';

// jsdom has <dialog> but not its modal methods: the minimal behaviour, with the close event.
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
    this.querySelector<HTMLElement>('button')?.focus();
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

let unbind: () => void = () => undefined;
afterEach(() => {
  unbind();
  history.replaceState(null, '', '/help');
  document.body.innerHTML = '';
});

function page(hash = '') {
  history.replaceState(null, '', `/help?x=1${hash}`);
  document.body.innerHTML = `
    <a id="opener" href="#term">Terms</a>
    <dialog id="term" data-hash-dialog aria-labelledby="term-title"><h2 id="term-title">Terms</h2><button>Close</button></dialog>
    <dialog id="plain"><button>Close</button></dialog>
    <section id="category-rules">Rules</section>`;
  unbind = bindHashDialogs(document);
  return document.getElementById('term') as HTMLDialogElement;
}

const hashChange = (hash: string) => {
  history.replaceState(null, '', `/help?x=1${hash}`);
  window.dispatchEvent(new HashChangeEvent('hashchange'));
};

describe('hash dialogs', () => {
  it('opens the dialog the URL names when the page loads, with focus inside', () => {
    const dialog = page('#term');
    expect(dialog.open).toBe(true);
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('leaves other targets and dialogs without the attribute alone', () => {
    const dialog = page('#category-rules');
    expect(dialog.open).toBe(false);
    hashChange('#plain');
    expect((document.getElementById('plain') as HTMLDialogElement).open).toBe(false);
    expect(namedDialog(document, '#%E0%A4%A')).toBeNull();
  });

  it('opens on hashchange and, when closed, drops the hash (keeping the query) and gives focus back', () => {
    const dialog = page();
    const opener = document.getElementById('opener')!;
    opener.focus();
    hashChange('#term');
    expect(dialog.open).toBe(true);
    expect(document.activeElement).not.toBe(opener);
    dialog.close();
    expect(location.hash).toBe('');
    expect(`${location.pathname}${location.search}`).toBe('/help?x=1');
    expect(document.activeElement).toBe(opener);
  });

  it('gives focus back to the clicked link even when the browser blurred it before hashchange', () => {
    const dialog = page();
    const opener = document.getElementById('opener')!;
    opener.focus();
    opener.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    opener.blur();
    hashChange('#term');
    expect(dialog.open).toBe(true);
    dialog.close();
    expect(document.activeElement).toBe(opener);
  });

  it('keeps the hash when another hash is current as it closes', () => {
    const dialog = page('#term');
    history.replaceState(null, '', '/help#category-rules');
    dialog.close();
    expect(location.hash).toBe('#category-rules');
  });

  it('stops listening once unbound', () => {
    const dialog = page();
    unbind();
    hashChange('#term');
    expect(dialog.open).toBe(false);
  });
});
