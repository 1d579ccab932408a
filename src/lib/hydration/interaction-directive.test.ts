// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import interaction from './interaction-directive';
import { requestHydration } from './request';

/** A page of its own per test (the directive keeps one state per document). */
function freshPage(html: string) {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

/** An island the directive governs: `load` resolves to a hydrate that records it ran. */
function island(doc: Document, selector: string, options: { value?: string; fail?: boolean } = {}) {
  const el = doc.querySelector(selector) as HTMLElement;
  const hydrated = vi.fn();
  const load = vi.fn(async () => {
    if (options.fail) throw new Error('chunk failed to load');
    return async () => {
      hydrated();
      el.dataset['hydrated'] = '1';
    };
  });
  interaction(load, { name: 'Island', value: options.value ?? '' }, el);
  return { el, load, hydrated };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('client:interaction', () => {
  it('loads nothing until the first interaction, then hydrates every waiting island of the page', async () => {
    const doc = freshPage('<main><p id="text">text</p></main><header id="a"></header><footer id="b"></footer>');
    const a = island(doc, '#a');
    const b = island(doc, '#b');
    await settle();
    expect(a.load).not.toHaveBeenCalled();
    expect(b.load).not.toHaveBeenCalled();
    doc.getElementById('text')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(a.hydrated).toHaveBeenCalledOnce();
    expect(b.hydrated).toHaveBeenCalledOnce();
  });

  it('loads only what is touched: the shell for a touch on the header, a page island and the shell for a touch on it', async () => {
    const doc = freshPage(
      '<header><div id="bar"><button id="menu">Menu</button></div></header><main><div id="wallet"><input id="amount"></div><div id="records"></div></main><div id="modals"></div>',
    );
    const bar = island(doc, '#bar');
    const modals = island(doc, '#modals');
    const wallet = island(doc, '#wallet');
    const records = island(doc, '#records');
    doc.getElementById('menu')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    await settle();
    expect(bar.hydrated).toHaveBeenCalledOnce();
    // The touched island first, alone; the rest of the shell once it has settled.
    expect(modals.load).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(modals.hydrated).toHaveBeenCalledOnce());
    expect(wallet.load).not.toHaveBeenCalled(); // opening the account menu fetches no wallet code
    expect(records.load).not.toHaveBeenCalled();
    doc.getElementById('amount')?.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(wallet.hydrated).toHaveBeenCalledOnce();
    expect(records.load).not.toHaveBeenCalled();
  });

  it('starts the page islands with the shell for a touch on a page island first', async () => {
    const doc = freshPage('<header><div id="bar"></div></header><main><div id="list"><button id="star">Star</button></div><div id="other"></div></main>');
    const bar = island(doc, '#bar');
    const list = island(doc, '#list');
    const other = island(doc, '#other');
    doc.getElementById('star')?.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await settle();
    expect(list.hydrated).toHaveBeenCalledOnce();
    expect(bar.load).not.toHaveBeenCalled(); // the touched island has the processor first
    await vi.waitFor(() => expect(bar.hydrated).toHaveBeenCalledOnce()); // a guest's star opens the login popup the shell hosts
    expect(other.load).not.toHaveBeenCalled();
  });

  it('starts every island for a key press outside all of them (a keyboard user before the first Tab)', async () => {
    const doc = freshPage('<header><div id="bar"></div></header><main><p id="text">text</p><div id="wallet"></div></main>');
    const bar = island(doc, '#bar');
    const wallet = island(doc, '#wallet');
    doc.getElementById('text')?.dispatchEvent(new Event('keydown', { bubbles: true }));
    await settle();
    expect(bar.hydrated).toHaveBeenCalledOnce();
    expect(wallet.hydrated).toHaveBeenCalledOnce();
  });

  it('counts a key press, a focus and a touch as interactions too', async () => {
    for (const type of ['keydown', 'focusin', 'touchstart']) {
      const doc = freshPage('<input id="field"><div id="a"></div>');
      const a = island(doc, '#a');
      doc.getElementById('field')?.dispatchEvent(new Event(type, { bubbles: true }));
      await settle();
      expect(a.hydrated, type).toHaveBeenCalledOnce();
    }
  });

  it('holds a click on an island that has not hydrated, and replays it once it has', async () => {
    const doc = freshPage('<div id="a"><a href="/login" id="login">Log in</a></div>');
    const a = island(doc, '#a');
    const clicks: boolean[] = [];
    // What the hydrated island does on a click: it handles it (the popup) and keeps the link from navigating.
    doc.getElementById('login')?.addEventListener('click', (event) => {
      clicks.push(a.el.dataset['hydrated'] === '1');
      event.preventDefault();
    });
    const first = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.getElementById('login')?.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true); // the link did not navigate
    expect(clicks).toEqual([]); // nor did the click reach the page's handler before hydration
    await vi.waitFor(() => expect(clicks).toEqual([true]));
    // Once hydrated, clicks pass straight through.
    doc.getElementById('login')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(clicks).toEqual([true, true]);
  });

  it('holds a form submitted before hydration (Enter in a field) and submits it again once hydrated', async () => {
    const doc = freshPage('<div id="a"><form id="form" method="post"><input name="username"><button id="send">Log in</button></form></div>');
    const a = island(doc, '#a');
    const form = doc.getElementById('form') as HTMLFormElement;
    const submits: { hydrated: boolean; submitter: string | null }[] = [];
    // What the hydrated island does: it sends the form itself and keeps the page from posting.
    form.addEventListener('submit', (event) => {
      submits.push({ hydrated: a.el.dataset['hydrated'] === '1', submitter: event.submitter?.id ?? null });
      event.preventDefault();
    });
    const first = new SubmitEvent('submit', { bubbles: true, cancelable: true, submitter: doc.getElementById('send') });
    form.dispatchEvent(first);
    expect(first.defaultPrevented).toBe(true); // no native post
    expect(submits).toEqual([]); // nor did it reach the island's handler before hydration
    await vi.waitFor(() => expect(submits).toEqual([{ hydrated: true, submitter: 'send' }]));
  });

  it('follows a held link when the island cannot load', async () => {
    const doc = freshPage('<div id="a"><a href="https://site.test/login" id="login">Log in</a></div>');
    const assign = vi.fn();
    Object.defineProperty(doc, 'defaultView', { value: { location: { assign } } });
    island(doc, '#a', { fail: true });
    doc.getElementById('login')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith('https://site.test/login'));
  });

  it('hydrates at once an island that matches its selector, and only that one', async () => {
    const doc = freshPage('<html-like data-due="1"><div id="a"></div></html-like><div id="b"></div>');
    const a = island(doc, '#a', { value: '[data-due] *' });
    const b = island(doc, '#b', { value: '[data-due] *' });
    await settle();
    expect(a.hydrated).toHaveBeenCalledOnce();
    expect(b.load).not.toHaveBeenCalled();
  });

  it('hydrates at once an island that arrives after the first interaction', async () => {
    const doc = freshPage('<p id="text"></p><div id="late"></div>');
    island(doc, '#text');
    doc.getElementById('text')?.dispatchEvent(new Event('keydown', { bubbles: true }));
    const late = island(doc, '#late');
    await settle();
    expect(late.hydrated).toHaveBeenCalledOnce();
  });

  it('starts an island a mouse rests on, without starting the others', async () => {
    const doc = freshPage('<div id="a"></div><div id="b"></div>');
    const a = island(doc, '#a');
    const b = island(doc, '#b');
    const over = new Event('pointerover', { bubbles: true }) as Event & { pointerType: string };
    Object.defineProperty(over, 'pointerType', { value: 'mouse' });
    a.el.dispatchEvent(over);
    await settle();
    expect(a.hydrated).toHaveBeenCalledOnce();
    expect(b.load).not.toHaveBeenCalled();
  });

  it('hydrates the waiting islands when another island asks (a balance changed by a game in a frame)', async () => {
    const doc = freshPage('<header id="a"></header>');
    const a = island(doc, '#a');
    await settle();
    expect(a.load).not.toHaveBeenCalled();
    requestHydration(doc);
    await settle();
    expect(a.hydrated).toHaveBeenCalledOnce();
  });

  it("holds a click on a hydrated island while another started one is still hydrating (the header's Log in needs the modal host)", async () => {
    const doc = freshPage('<header id="a"><a href="/login" id="login">Log in</a></header><div id="host"></div>');
    const header = island(doc, '#a');
    let finishHost: () => void = () => undefined;
    const host = doc.getElementById('host') as HTMLElement;
    interaction(() => new Promise((resolve) => (finishHost = () => resolve(async () => undefined))), { name: 'Host', value: '' }, host);
    const clicks: number[] = [];
    doc.getElementById('login')?.addEventListener('click', (event) => {
      clicks.push(1);
      event.preventDefault();
    });
    doc.body.dispatchEvent(new Event('keydown', { bubbles: true }));
    await vi.waitFor(() => expect(header.hydrated).toHaveBeenCalledOnce());
    await new Promise((resolve) => setTimeout(resolve, 100)); // the header has settled; the host has not
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.getElementById('login')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    finishHost();
    await vi.waitFor(() => expect(clicks).toEqual([1]));
  });

  it('replays a click on a button as soon as its own island is ready, without waiting for the other started islands', async () => {
    const doc = freshPage('<header id="a"><button id="menu">Menu</button></header><div id="host"></div>');
    const header = island(doc, '#a');
    const host = doc.getElementById('host') as HTMLElement;
    let finishHost: () => void = () => undefined;
    interaction(() => new Promise((resolve) => (finishHost = () => resolve(async () => undefined))), { name: 'Host', value: '' }, host);
    const clicks: boolean[] = [];
    doc.getElementById('menu')?.addEventListener('click', () => clicks.push(header.el.dataset['hydrated'] === '1'));
    doc.getElementById('menu')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    doc.getElementById('menu')?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(clicks).toEqual([true])); // the host has not finished
    finishHost();
  });
});
