import { afterEach, describe, expect, it } from 'vitest';
import type { JSDOM } from 'jsdom';
import NoticeBar from './NoticeBar.astro';
import { renderIntoDom } from './lobby-dom.test-support';
import { bindNoticeBar } from '../../lib/lobby/notice-bar-dom';

const notices = [
  { id: 1, title: 'Maintenance', content: '<p>On <b>28 November</b></p>' },
  { id: 2, title: 'New deposit channels', content: '<p>GCash and Maya</p>' },
  { id: 3, title: 'Welcome bonus', content: '<p>100% bonus</p>' },
];

let dom: JSDOM;
let stop: () => void = () => undefined;
const doc = () => dom.window.document;
/** The open dialog, named by its heading. */
const openDialog = () => {
  const dialogs = [...doc().querySelectorAll('dialog[open]')];
  expect(dialogs.length).toBeLessThanOrEqual(1);
  const dialog = dialogs[0] ?? null;
  return dialog && { dialog, name: doc().getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent };
};
const buttonIn = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll<HTMLButtonElement>('button')].find((button) => (button.getAttribute('aria-label') ?? button.textContent?.trim()) === name)!;

const start = async (shown = notices) => {
  dom = await renderIntoDom(NoticeBar, { notices: shown });
  // jsdom has no modal dialogs: open and close as the browser's attribute would show them.
  dom.window.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  dom.window.HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new dom.window.Event('close'));
  };
  const root = doc().querySelector<HTMLElement>('notice-bar');
  if (root) stop = bindNoticeBar(root);
};
afterEach(() => stop());

describe('NoticeBar', () => {
  it('opens the notice at the clicked title, steps between notices, and gives focus back on close', async () => {
    await start();
    const title = buttonIn(doc(), 'New deposit channels');
    title.focus();
    title.click();
    let open = openDialog()!;
    expect(open.name).toBe('New deposit channels');
    expect(open.dialog.textContent).toContain('GCash and Maya');
    expect(open.dialog.textContent).toContain('2 of 3');
    buttonIn(open.dialog, 'Next').click();
    open = openDialog()!;
    expect(open.name).toBe('Welcome bonus');
    expect(buttonIn(open.dialog, 'Next').disabled).toBe(true);
    buttonIn(open.dialog, 'Previous').click();
    buttonIn(openDialog()!.dialog, 'Previous').click();
    open = openDialog()!;
    expect(open.name).toBe('Maintenance');
    expect(open.dialog.querySelector('b')?.textContent).toBe('28 November');
    expect(buttonIn(open.dialog, 'Previous').disabled).toBe(true);
    (open.dialog as HTMLDialogElement).close();
    expect(openDialog()).toBeNull();
    expect(doc().activeElement).toBe(title);
  });

  it('lists every notice in the latest-news popup, with a close button', async () => {
    await start();
    buttonIn(doc(), 'Latest news').click();
    const { dialog, name } = openDialog()!;
    expect(name).toBe('Latest news');
    expect([...dialog.querySelectorAll('h3')].map((heading) => heading.textContent)).toEqual(notices.map((notice) => notice.title));
    expect(dialog.textContent).toContain('100% bonus');
    const close = [...dialog.querySelectorAll('button')].at(-1)!;
    expect(close.textContent).toBe('Close');
    expect(close.closest('form')?.getAttribute('method')).toBe('dialog');
  });

  it('pauses and resumes the scrolling titles, and sets their speed', async () => {
    await start();
    buttonIn(doc(), 'Pause the announcements').click();
    expect(buttonIn(doc(), 'Maintenance').closest('[data-paused]')).not.toBeNull();
    buttonIn(doc(), 'Scroll the announcements').click();
    expect(buttonIn(doc(), 'Maintenance').closest('[data-paused]')).toBeNull();
    expect(doc().querySelector<HTMLElement>('[data-track]')!.style.getPropertyValue('--marquee-duration')).toMatch(/^\d+s$/);
  });

  it('renders nothing without notices', async () => {
    await start([]);
    expect(doc().querySelector('section')).toBeNull();
  });
});
