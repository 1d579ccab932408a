import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JSDOM } from 'jsdom';
import BannerCarousel from './BannerCarousel.astro';
import type { CarouselSlide } from './carousel-slide';
import { renderIntoDom, stubReducedMotion } from './lobby-dom.test-support';
import { bindCarousel } from '../../lib/lobby/carousel-dom';

const slides: CarouselSlide[] = [
  { id: '1', src: '/b/1.svg', alt: 'Welcome bonus', href: '/promotions', external: false },
  { id: '2', src: '/b/2.svg', alt: 'Live casino', href: 'https://example.com/x', external: true },
  { id: '3', src: '/b/3.svg', alt: 'Get the app', href: null, external: false },
];

let dom: JSDOM;
let stop: () => void = () => undefined;
const $ = (selector: string) => dom.window.document.querySelector(selector);
const activeAlt = () => $('[data-active] img')?.getAttribute('alt');
const button = (label: string) => $(`button[aria-label="${label}"]`) as HTMLButtonElement;
const start = async (shown = slides, reduced = false) => {
  dom = await renderIntoDom(BannerCarousel, { slides: shown });
  stubReducedMotion(dom, reduced);
  const root = $('banner-carousel') as HTMLElement | null;
  if (root) stop = bindCarousel(root);
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('BannerCarousel', () => {
  it('renders the first banner showing, eager and high priority, linked banners as links, hidden ones out of the tab order', async () => {
    await start();
    const first = $('img[alt="Welcome bonus"]')!;
    expect(first.getAttribute('loading')).toBe('eager');
    expect(first.getAttribute('fetchpriority')).toBe('high');
    expect(first.closest('a')?.getAttribute('href')).toBe('/promotions');
    expect(activeAlt()).toBe('Welcome bonus');
    const external = $('img[alt="Live casino"]')!;
    expect(external.getAttribute('loading')).toBe('lazy');
    expect(external.closest('a')?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(external.closest('a')?.getAttribute('tabindex')).toBe('-1');
    expect(external.closest('[data-slide]')?.getAttribute('aria-hidden')).toBe('true');
    expect($('img[alt="Get the app"]')!.closest('a')).toBeNull();
    expect($('section')?.getAttribute('aria-label')).toBe('Featured');
  });

  it('moves to the next banner every 5000 ms, wrapping around, and the shown one is reachable', async () => {
    await start();
    vi.advanceTimersByTime(4_999);
    expect(activeAlt()).toBe('Welcome bonus');
    vi.advanceTimersByTime(1);
    expect(activeAlt()).toBe('Live casino');
    expect($('img[alt="Live casino"]')!.closest('a')?.hasAttribute('tabindex')).toBe(false);
    expect($('img[alt="Welcome bonus"]')!.closest('[data-slide]')?.getAttribute('aria-hidden')).toBe('true');
    vi.advanceTimersByTime(10_000);
    expect(activeAlt()).toBe('Welcome bonus');
  });

  it('shows the banner of a dot and marks that dot', async () => {
    await start();
    button('Show banner 3 of 3').click();
    expect(activeAlt()).toBe('Get the app');
    expect(button('Show banner 3 of 3').getAttribute('aria-current')).toBe('true');
    expect(button('Show banner 1 of 3').hasAttribute('aria-current')).toBe(false);
  });

  it('stops with the pause button and goes on with play', async () => {
    await start();
    button('Pause the banners').click();
    vi.advanceTimersByTime(15_000);
    expect(activeAlt()).toBe('Welcome bonus');
    button('Play the banners').click();
    vi.advanceTimersByTime(5_000);
    expect(activeAlt()).toBe('Live casino');
  });

  it('holds still under the pointer and while the keyboard is on a banner', async () => {
    await start();
    const root = $('banner-carousel')!;
    root.dispatchEvent(new dom.window.Event('pointerenter'));
    vi.advanceTimersByTime(15_000);
    expect(activeAlt()).toBe('Welcome bonus');
    root.dispatchEvent(new dom.window.Event('pointerleave'));
    ($('[data-active] a') as HTMLElement).focus();
    vi.advanceTimersByTime(15_000);
    expect(activeAlt()).toBe('Welcome bonus');
    ($('[data-active] a') as HTMLElement).blur();
    vi.advanceTimersByTime(5_000);
    expect(activeAlt()).toBe('Live casino');
  });

  it('does not autoplay under prefers-reduced-motion, and offers play', async () => {
    await start(slides, true);
    vi.advanceTimersByTime(15_000);
    expect(activeAlt()).toBe('Welcome bonus');
    expect(button('Play the banners')).not.toBeNull();
  });

  it('has no controls for one banner, and nothing at all for none', async () => {
    await start(slides.slice(0, 1));
    expect($('button')).toBeNull();
    await start([]);
    expect($('section')).toBeNull();
  });
});
