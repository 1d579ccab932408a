import { marqueeSeconds } from './notices';

/** The icons of the pause/play button (24×24 paths, as the server renders them). */
export const NOTICE_PAUSE_ICON = 'M7 5h4v14H7zm6 0h4v14h-4z';
export const NOTICE_PLAY_ICON = 'M8 5v14l11-7z';

/**
 * Brings the server-rendered notice bar (src/components/lobby/NoticeBar.astro) to life, a few
 * lines instead of a React island (issue 18 item 2):
 * - the titles' scrolling speed follows their length (src/lib/lobby/notices.ts), set through
 *   the CSSOM because the page's CSP allows no inline style attributes;
 * - the pause button stills the strip (`data-paused`, then it scrolls by hand);
 * - a title (`[data-notice-open="i"]`) opens notice i's native `<dialog>` with `showModal()`,
 *   whose previous/next buttons (`[data-notice-step="j"]`) swap it for notice j; "Latest news"
 *   (`[data-news-open]`) opens the dialog of every notice. Focus goes back to the title or
 *   button that opened the first dialog when the last one closes (Escape, a close button).
 * Returns a function that removes the listeners.
 */
export function bindNoticeBar(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>('[data-viewport]');
  const track = root.querySelector<HTMLElement>('[data-track]');
  const pause = root.querySelector<HTMLButtonElement>('[data-pause]');
  const dialogs = [...root.querySelectorAll<HTMLDialogElement>('dialog[data-notice]')];
  const news = root.querySelector<HTMLDialogElement>('dialog[data-news]');
  let opener: HTMLElement | null = null;
  let swapping = false;

  if (track) {
    const titles = [...track.querySelectorAll('[data-notice-open]')].map((title) => title.textContent ?? '');
    track.style.setProperty('--marquee-duration', `${marqueeSeconds(titles)}s`);
  }

  const open = (dialog: HTMLDialogElement | null | undefined, from: HTMLElement | null) => {
    if (!dialog) return;
    opener ??= from;
    dialog.showModal();
  };
  const onClick = (event: Event) => {
    const target = event.target as Element | null;
    const control = target?.closest<HTMLElement>('[data-notice-open], [data-notice-step], [data-news-open], [data-pause]');
    if (!control || !root.contains(control)) return;
    if (control === pause && viewport) {
      const paused = !viewport.hasAttribute('data-paused');
      viewport.toggleAttribute('data-paused', paused);
      pause.setAttribute('aria-label', (paused ? pause.dataset.playLabel : pause.dataset.pauseLabel) ?? '');
      pause.querySelector('path')?.setAttribute('d', paused ? NOTICE_PLAY_ICON : NOTICE_PAUSE_ICON);
    } else if (control.dataset.noticeOpen !== undefined) {
      open(dialogs[Number(control.dataset.noticeOpen)], control);
    } else if (control.dataset.noticeStep !== undefined) {
      const current = control.closest('dialog');
      swapping = true;
      current?.close();
      swapping = false;
      open(dialogs[Number(control.dataset.noticeStep)], null);
    } else if (control.dataset.newsOpen !== undefined) {
      open(news, control);
    }
  };
  const onClose = () => {
    if (swapping) return;
    const back = opener;
    opener = null;
    if (back?.isConnected) back.focus();
  };

  root.addEventListener('click', onClick);
  for (const dialog of [...dialogs, news]) dialog?.addEventListener('close', onClose);
  root.setAttribute('data-ready', '');
  return () => {
    root.removeEventListener('click', onClick);
    for (const dialog of [...dialogs, news]) dialog?.removeEventListener('close', onClose);
  };
}
