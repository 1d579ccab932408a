import { BANNER_AUTOPLAY_MS, createRotator, nextIndex, shouldAutoplay, toggledChoice, wantsToPlay, type PlayChoice, type Timers } from './carousel';
import { watchReducedMotion } from './motion';

/** The icons of the pause/play button (the same 24×24 paths the server renders). */
export const PAUSE_ICON = 'M7 5h4v14H7zm6 0h4v14h-4z';
export const PLAY_ICON = 'M8 5v14l11-7z';

export interface CarouselOptions {
  /** docs/product.md §9; tests may shorten it. */
  intervalMs?: number;
  timers?: Timers;
}

/**
 * Brings a server-rendered banner carousel (src/components/lobby/BannerCarousel.astro) to life
 * with a few hundred bytes of script instead of a React island (issue 18 item 2: home and the
 * game pages load no framework before the first interaction). The markup is the whole state:
 * `[data-slide]` slides (the active one `data-active`), `[data-dot]` buttons and a
 * `[data-pause]` button whose labels are in `data-pause-label` / `data-play-label`.
 * The rules (autoplay every 5 s, never under the pointer, while the keyboard is on a slide or
 * under reduced motion unless the player pressed play) are src/lib/lobby/carousel.ts's.
 * Returns a function that stops it.
 */
export function bindCarousel(root: HTMLElement, { intervalMs = BANNER_AUTOPLAY_MS, timers }: CarouselOptions = {}): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-dot]')];
  const pause = root.querySelector<HTMLButtonElement>('[data-pause]');
  const slideBox = root.querySelector<HTMLElement>('[data-slides]') ?? root;
  const count = slides.length;
  const state = { index: 0, choice: 'auto' as PlayChoice, hovered: false, focused: false, reducedMotion: false };
  const rotator = createRotator(
    () => {
      state.index = nextIndex(state.index, count);
      render();
    },
    intervalMs,
    timers,
  );

  function render(): void {
    slides.forEach((slide, position) => {
      const active = position === state.index;
      slide.toggleAttribute('data-active', active);
      if (active) slide.removeAttribute('aria-hidden');
      else slide.setAttribute('aria-hidden', 'true');
      // A hidden slide's link leaves the tab order: only the banner on show can be reached.
      for (const link of slide.querySelectorAll('a')) {
        if (active) link.removeAttribute('tabindex');
        else link.setAttribute('tabindex', '-1');
      }
    });
    dots.forEach((dot, position) => {
      if (position === state.index) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
    });
    if (pause) {
      const playing = wantsToPlay(state.choice, state.reducedMotion);
      pause.setAttribute('aria-label', (playing ? pause.dataset.pauseLabel : pause.dataset.playLabel) ?? '');
      pause.querySelector('path')?.setAttribute('d', playing ? PAUSE_ICON : PLAY_ICON);
    }
    rotator.setPlaying(shouldAutoplay({ count, ...state }));
  }

  const onDot = (event: Event) => {
    const position = dots.indexOf(event.currentTarget as HTMLButtonElement);
    if (position < 0) return;
    state.index = position;
    render();
    rotator.restart();
  };
  const onPause = () => {
    state.choice = toggledChoice(state.choice, state.reducedMotion);
    render();
  };
  const set = (key: 'hovered' | 'focused', value: boolean) => () => {
    state[key] = value;
    render();
  };
  const onEnter = set('hovered', true);
  const onLeave = set('hovered', false);
  const onFocus = set('focused', true);
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (!(next && slideBox.contains(next))) set('focused', false)();
  };

  for (const dot of dots) dot.addEventListener('click', onDot);
  pause?.addEventListener('click', onPause);
  root.addEventListener('pointerenter', onEnter);
  root.addEventListener('pointerleave', onLeave);
  slideBox.addEventListener('focusin', onFocus);
  slideBox.addEventListener('focusout', onBlur);
  const stopWatching = watchReducedMotion((reduced) => {
    state.reducedMotion = reduced;
    render();
  }, root.ownerDocument.defaultView ?? undefined);
  render();
  root.setAttribute('data-ready', '');

  return () => {
    rotator.dispose();
    stopWatching();
    for (const dot of dots) dot.removeEventListener('click', onDot);
    pause?.removeEventListener('click', onPause);
    root.removeEventListener('pointerenter', onEnter);
    root.removeEventListener('pointerleave', onLeave);
    slideBox.removeEventListener('focusin', onFocus);
    slideBox.removeEventListener('focusout', onBlur);
  };
}
