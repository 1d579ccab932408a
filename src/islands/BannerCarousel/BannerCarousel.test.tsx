// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BannerCarousel from './BannerCarousel';
import { BANNER_CAROUSEL_KEYS, type BannerCarouselStrings, type CarouselSlide } from './strings';

const strings = { ...BANNER_CAROUSEL_KEYS, show: 'Show banner {{index}} of {{count}}' } as BannerCarouselStrings;
const slides: CarouselSlide[] = [
  { id: '1', src: '/b/1.svg', alt: 'Welcome bonus', href: '/promotions', external: false },
  { id: '2', src: '/b/2.svg', alt: 'Live casino', href: 'https://example.com/x', external: true },
  { id: '3', src: '/b/3.svg', alt: 'Get the app', href: null, external: false },
];

function reducedMotion(reduced: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduced && query.includes('reduce'),
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const activeAlt = () => document.querySelector('[data-active] img')?.getAttribute('alt');
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('BannerCarousel', () => {
  it('shows the first banner with an eager, high-priority image, and banners with a link as links', () => {
    render(<BannerCarousel slides={slides} strings={strings} />);
    const first = screen.getByRole('img', { name: 'Welcome bonus' });
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first.closest('a')).toHaveAttribute('href', '/promotions');
    expect(activeAlt()).toBe('Welcome bonus');
    const external = document.querySelector('img[alt="Live casino"]')!;
    expect(external).toHaveAttribute('loading', 'lazy');
    expect(external.closest('a')).toHaveAttribute('rel', 'noopener noreferrer');
    expect(document.querySelector('img[alt="Get the app"]')!.closest('a')).toBeNull();
  });

  it('moves to the next banner every 5000 ms, wrapping around', () => {
    render(<BannerCarousel slides={slides} strings={strings} />);
    advance(4_999);
    expect(activeAlt()).toBe('Welcome bonus');
    advance(1);
    expect(activeAlt()).toBe('Live casino');
    advance(10_000);
    expect(activeAlt()).toBe('Welcome bonus');
  });

  it('shows the banner of a dot and marks that dot', () => {
    render(<BannerCarousel slides={slides} strings={strings} />);
    fireEvent.click(screen.getByRole('button', { name: 'Show banner 3 of 3' }));
    expect(activeAlt()).toBe('Get the app');
    expect(screen.getByRole('button', { name: 'Show banner 3 of 3' })).toHaveAttribute('aria-current', 'true');
  });

  it('stops with the pause button and goes on with play', () => {
    render(<BannerCarousel slides={slides} strings={strings} />);
    fireEvent.click(screen.getByRole('button', { name: strings.pause }));
    advance(15_000);
    expect(activeAlt()).toBe('Welcome bonus');
    fireEvent.click(screen.getByRole('button', { name: strings.play }));
    advance(5_000);
    expect(activeAlt()).toBe('Live casino');
  });

  it('holds still under the pointer', () => {
    render(<BannerCarousel slides={slides} strings={strings} />);
    const carousel = screen.getByRole('region', { name: strings.label });
    fireEvent.pointerEnter(carousel);
    advance(15_000);
    expect(activeAlt()).toBe('Welcome bonus');
    fireEvent.pointerLeave(carousel);
    advance(5_000);
    expect(activeAlt()).toBe('Live casino');
  });

  it('does not autoplay under prefers-reduced-motion', () => {
    reducedMotion(true);
    render(<BannerCarousel slides={slides} strings={strings} />);
    advance(15_000);
    expect(activeAlt()).toBe('Welcome bonus');
    expect(screen.getByRole('button', { name: strings.play })).toBeInTheDocument();
  });

  it('has no controls for one banner, and nothing at all for none', () => {
    const { rerender } = render(<BannerCarousel slides={slides.slice(0, 1)} strings={strings} />);
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<BannerCarousel slides={[]} strings={strings} />);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
