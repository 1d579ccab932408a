import { stepNotice } from '../../lib/lobby/notices';
import type { Notice } from '../../contract/calls/system';
import { Modal } from '../shared/Modal';
import { fill } from '../shared/strings';
import type { NoticeBarStrings } from './strings';
import styles from './NoticeBar.module.css';

/**
 * The notice modal (docs/product.md §2 noticeModal): one notice, with previous/next between them.
 * Content is HTML the server sanitised (loadNotices); it is set as is, never re-parsed here.
 */
export function NoticeModal({
  notices,
  index,
  onIndex,
  onClose,
  strings,
}: {
  notices: Notice[];
  index: number | null;
  onIndex: (index: number) => void;
  onClose: () => void;
  strings: NoticeBarStrings;
}) {
  const notice = index === null ? null : notices[index];
  const previous = index === null ? null : stepNotice(index, -1, notices.length);
  const next = index === null ? null : stepNotice(index, 1, notices.length);
  return (
    <Modal open={notice !== null && notice !== undefined} onClose={onClose} title={notice?.title ?? strings.label} closeLabel={strings.close}>
      {notice && index !== null && (
        <>
          <div className={styles.content} dangerouslySetInnerHTML={{ __html: notice.content }} />
          <div className={styles.steps}>
            <button type="button" className={styles.button} disabled={previous === null} onClick={() => previous !== null && onIndex(previous)}>
              {strings.previous}
            </button>
            <span>{fill(strings.position, { index: index + 1, count: notices.length })}</span>
            <button type="button" className={styles.button} disabled={next === null} onClick={() => next !== null && onIndex(next)}>
              {strings.next}
            </button>
          </div>
        </>
      )}
    </Modal>
  );
}

/** The latest-news popup (docs/product.md §2): every notice's content, and a close button. */
export function LatestNews({ notices, open, onClose, strings }: { notices: Notice[]; open: boolean; onClose: () => void; strings: NoticeBarStrings }) {
  return (
    <Modal open={open} onClose={onClose} title={strings.latestNews} closeLabel={strings.close}>
      <div className={styles.news}>
        {notices.map((notice) => (
          <article key={notice.id}>
            <h3>{notice.title}</h3>
            <div className={styles.content} dangerouslySetInnerHTML={{ __html: notice.content }} />
          </article>
        ))}
      </div>
      <div className={styles.steps}>
        <button type="button" className={styles.button} onClick={onClose}>
          {strings.close}
        </button>
      </div>
    </Modal>
  );
}
