import { useEffect, useRef, useState } from 'react';
import { marqueeSeconds } from '../../lib/lobby/notices';
import type { Notice } from '../../contract/calls/system';
import { LatestNews, NoticeModal } from './NoticeModals';
import type { NoticeBarStrings } from './strings';
import styles from './NoticeBar.module.css';

interface Props {
  /** Content already sanitised by loadNotices on the server. */
  notices: Notice[];
  strings: NoticeBarStrings;
}

/**
 * The notice bar (docs/product.md §2): a speaker icon and the notice titles scrolling by (a CSS
 * animation, so it moves from the first paint). It stops under the pointer, while the keyboard
 * is on a title (then the strip scrolls by hand, so the focused title is in view), with the
 * pause button, and under prefers-reduced-motion. A title opens the notice modal at its index;
 * "Latest news" opens every notice's content.
 */
export default function NoticeBar({ notices, strings }: Props) {
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useState<number | null>(null);
  const [newsOpen, setNewsOpen] = useState(false);
  const track = useRef<HTMLUListElement>(null);

  // The speed stays readable however many titles there are. Set through the CSSOM: the page's
  // CSP allows no inline style attributes.
  useEffect(() => {
    track.current?.style.setProperty('--marquee-duration', `${marqueeSeconds(notices.map((notice) => notice.title))}s`);
  }, [notices]);

  if (notices.length === 0) return null;
  return (
    <section className={styles.bar} aria-label={strings.label}>
      <svg className={styles.speaker} width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M3 10v4a1 1 0 0 0 1 1h3l4.3 3.6A1 1 0 0 0 13 18V6a1 1 0 0 0-1.7-.8L7 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.5 4.5 0 0 0 2.5-4ZM14 3.2v2.1a7 7 0 0 1 0 13.4v2.1a9 9 0 0 0 0-17.6Z"
        />
      </svg>
      <div className={styles.viewport} data-paused={paused ? '' : undefined}>
        <ul ref={track} className={styles.track}>
          {notices.map((notice, position) => (
            <li key={notice.id}>
              <button type="button" className={styles.title} onClick={() => setIndex(position)}>
                {notice.title}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className={`${styles.button} ${styles.pause}`}
        onClick={() => setPaused(!paused)}
        aria-label={paused ? strings.play : strings.pause}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path fill="currentColor" d={paused ? 'M8 5v14l11-7z' : 'M7 5h4v14H7zm6 0h4v14h-4z'} />
        </svg>
      </button>
      <button type="button" className={styles.button} onClick={() => setNewsOpen(true)} aria-haspopup="dialog">
        {strings.latestNews}
      </button>
      <NoticeModal notices={notices} index={index} onIndex={setIndex} onClose={() => setIndex(null)} strings={strings} />
      <LatestNews notices={notices} open={newsOpen} onClose={() => setNewsOpen(false)} strings={strings} />
    </section>
  );
}
