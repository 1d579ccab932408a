/**
 * /noticePage (docs/product.md §2): every current notice as an article with an id of its own, so that a
 * notice can be linked (`/noticePage#notice-12`) from the notice bar, a message or a chat.
 */
export const NOTICE_PAGE_PATH = '/noticePage';

/** The fragment id of a notice's article: stable as long as the platform keeps the notice's id. */
export const noticeAnchor = (id: string | number): string => `notice-${String(id).replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** The link to one notice on the notice page (unlocalized: pass it through `localizedPath`). */
export const noticeLink = (id: string | number): string => `${NOTICE_PAGE_PATH}#${noticeAnchor(id)}`;
