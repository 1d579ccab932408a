import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BANNER_AUTOPLAY_MS, createRotator, nextIndex, previousIndex, shouldAutoplay, toggledChoice, wantsToPlay, type PlayState } from './carousel';

describe('nextIndex / previousIndex', () => {
  it('wraps around both ends', () => {
    expect(nextIndex(0, 3)).toBe(1);
    expect(nextIndex(2, 3)).toBe(0);
    expect(previousIndex(0, 3)).toBe(2);
    expect(previousIndex(2, 3)).toBe(1);
  });

  it('stays at 0 with no slides', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
  });
});

describe('shouldAutoplay', () => {
  const playing: PlayState = { count: 3, choice: 'auto', hovered: false, focused: false, reducedMotion: false };

  it('plays with more than one banner and nothing in the way', () => {
    expect(shouldAutoplay(playing)).toBe(true);
  });

  it.each([
    ['one banner', { count: 1 }],
    ['paused by the player', { choice: 'paused' as const }],
    ['hovered', { hovered: true }],
    ['focused', { focused: true }],
    ['reduced motion asked for', { reducedMotion: true }],
  ])('does not play when %s', (_, change) => {
    expect(shouldAutoplay({ ...playing, ...change })).toBe(false);
  });

  it('plays under reduced motion only when the player presses play', () => {
    expect(shouldAutoplay({ ...playing, reducedMotion: true, choice: 'playing' })).toBe(true);
  });
});

describe('toggledChoice / wantsToPlay', () => {
  it('pauses what plays and plays what is paused', () => {
    expect(toggledChoice('auto', false)).toBe('paused');
    expect(toggledChoice('paused', false)).toBe('playing');
    expect(toggledChoice('playing', true)).toBe('paused');
  });

  it('starts paused under reduced motion, so the first press plays', () => {
    expect(wantsToPlay('auto', true)).toBe(false);
    expect(toggledChoice('auto', true)).toBe('playing');
  });
});

describe('createRotator', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('ticks every 5000 ms while playing, and not after stopping', () => {
    const tick = vi.fn();
    const rotator = createRotator(tick);
    rotator.setPlaying(true);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS - 1);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2);
    expect(tick).toHaveBeenCalledTimes(3);
    rotator.setPlaying(false);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 5);
    expect(tick).toHaveBeenCalledTimes(3);
  });

  it('does not start a second timer when told to play twice', () => {
    const tick = vi.fn();
    const rotator = createRotator(tick);
    rotator.setPlaying(true);
    rotator.setPlaying(true);
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('waits a full interval again after a manual change', () => {
    const tick = vi.fn();
    const rotator = createRotator(tick);
    rotator.setPlaying(true);
    vi.advanceTimersByTime(4_000);
    rotator.restart();
    vi.advanceTimersByTime(4_000);
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('does not start on restart when stopped, and stops on dispose', () => {
    const tick = vi.fn();
    const rotator = createRotator(tick);
    rotator.restart();
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2);
    expect(tick).not.toHaveBeenCalled();
    rotator.setPlaying(true);
    rotator.dispose();
    vi.advanceTimersByTime(BANNER_AUTOPLAY_MS * 2);
    expect(tick).not.toHaveBeenCalled();
  });
});
