/**
 * The banner carousel's logic (docs/product.md §2 "Banner bar", §9): which slide comes next and when.
 * Framework-free so that it can be tested with a fake clock; the island only renders.
 */

/** docs/product.md §9: autoplay every 5000 ms when there is more than one banner. */
export const BANNER_AUTOPLAY_MS = 5_000;

/** The slide after `index`, wrapping to the first. */
export const nextIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);

/** The slide before `index`, wrapping to the last. */
export const previousIndex = (index: number, count: number): number => (count > 0 ? (index - 1 + count) % count : 0);

/**
 * The player's choice from the pause/play button (WCAG 2.2.2: motion that lasts more than five
 * seconds must be pausable). `auto` until they press it: it plays unless the system asks for
 * reduced motion; pressing play then is an explicit request and is honoured.
 */
export type PlayChoice = 'auto' | 'paused' | 'playing';

/** Whether the carousel means to play (what the pause/play button shows). */
export const wantsToPlay = (choice: PlayChoice, reducedMotion: boolean): boolean => choice === 'playing' || (choice === 'auto' && !reducedMotion);

/** The choice after the pause/play button is pressed. */
export const toggledChoice = (choice: PlayChoice, reducedMotion: boolean): PlayChoice => (wantsToPlay(choice, reducedMotion) ? 'paused' : 'playing');

/**
 * Everything that decides whether slides move now: content does not move under the pointer
 * or while the keyboard is on a slide (`hovered`, `focused`).
 */
export interface PlayState {
  count: number;
  choice: PlayChoice;
  hovered: boolean;
  focused: boolean;
  reducedMotion: boolean;
}

/** Whether autoplay runs now. */
export const shouldAutoplay = (state: PlayState): boolean =>
  state.count > 1 && !state.hovered && !state.focused && wantsToPlay(state.choice, state.reducedMotion);

export interface Timers {
  setInterval: (handler: () => void, ms: number) => unknown;
  clearInterval: (id: never) => void;
}

const realTimers: Timers = {
  setInterval: (handler, ms) => globalThis.setInterval(handler, ms),
  clearInterval: (id) => globalThis.clearInterval(id),
};

export interface Rotator {
  /** Runs (or stops) the timer; calling it again with the same answer changes nothing. */
  setPlaying(playing: boolean): void;
  /** A manual change of slide: the next automatic one comes a full interval later. */
  restart(): void;
  /** Stops for good (the island unmounts). */
  dispose(): void;
}

/** Calls `onTick` every `intervalMs` while playing. */
export function createRotator(onTick: () => void, intervalMs = BANNER_AUTOPLAY_MS, timers: Timers = realTimers): Rotator {
  let id: unknown = null;
  const stop = () => {
    if (id !== null) timers.clearInterval(id as never);
    id = null;
  };
  const start = () => {
    if (id === null) id = timers.setInterval(onTick, intervalMs);
  };
  return {
    setPlaying: (playing) => (playing ? start() : stop()),
    restart: () => {
      if (id === null) return;
      stop();
      start();
    },
    dispose: stop,
  };
}
