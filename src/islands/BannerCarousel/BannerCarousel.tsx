import { useEffect, useRef, useState } from 'react';
import { BANNER_AUTOPLAY_MS, createRotator, nextIndex, shouldAutoplay, toggledChoice, wantsToPlay, type PlayChoice } from '../../lib/lobby/carousel';
import { watchReducedMotion } from '../../lib/lobby/motion';
import { fill } from '../shared/strings';
import type { BannerCarouselStrings, CarouselSlide } from './strings';
import styles from './BannerCarousel.module.css';

interface Props {
  slides: CarouselSlide[];
  strings: BannerCarouselStrings;
  /** docs/product.md §9; tests may shorten it. */
  intervalMs?: number;
}

/**
 * The banner bar (docs/product.md §2): the route group's banners, one at a time; with more than one,
 * autoplay every 5 s with pagination dots and a pause/play button. It does not move under the
 * pointer, while the keyboard is on a slide, or under prefers-reduced-motion (unless the
 * player presses play). Server-rendered with the first slide showing and its image eager, so
 * the largest paint does not wait for hydration; slides stack in one grid cell, so changing
 * slide never shifts the layout. Timing lives in src/lib/lobby/carousel.ts.
 */
export default function BannerCarousel({ slides, strings, intervalMs = BANNER_AUTOPLAY_MS }: Props) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [choice, setChoice] = useState<PlayChoice>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const rotator = useRef<ReturnType<typeof createRotator> | null>(null);

  useEffect(() => watchReducedMotion(setReducedMotion), []);
  useEffect(() => {
    const created = createRotator(() => setIndex((current) => nextIndex(current, count)), intervalMs);
    rotator.current = created;
    return () => created.dispose();
  }, [count, intervalMs]);
  useEffect(() => {
    rotator.current?.setPlaying(shouldAutoplay({ count, choice, hovered, focused, reducedMotion }));
  }, [count, choice, hovered, focused, reducedMotion]);

  if (count === 0) return null;
  const playing = wantsToPlay(choice, reducedMotion);
  const show = (target: number) => {
    setIndex(target);
    rotator.current?.restart();
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label={strings.label}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div
        className={styles.slides}
        onFocus={() => setFocused(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
        }}
      >
        {slides.map((slide, position) => {
          const active = position === index;
          const image = (
            <img
              src={slide.src}
              alt={slide.alt}
              width={1200}
              height={400}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          );
          return (
            <div
              key={slide.id}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} / ${count}`}
              data-active={active ? '' : undefined}
              aria-hidden={active ? undefined : true}
            >
              {slide.href ? (
                <a href={slide.href} tabIndex={active ? undefined : -1} {...(slide.external ? { rel: 'noopener noreferrer', target: '_blank' } : {})}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      {count > 1 && (
        <div className={styles.controls}>
          <button
            type="button"
            className={styles.pause}
            onClick={() => setChoice(toggledChoice(choice, reducedMotion))}
            aria-label={playing ? strings.pause : strings.play}
          >
            <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path fill="currentColor" d={playing ? 'M7 5h4v14H7zm6 0h4v14h-4z' : 'M8 5v14l11-7z'} />
            </svg>
          </button>
          <ul className={styles.dots}>
            {slides.map((slide, position) => (
              <li key={slide.id}>
                <button
                  type="button"
                  className={styles.dot}
                  aria-label={fill(strings.show, { index: position + 1, count })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => show(position)}
                />
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
