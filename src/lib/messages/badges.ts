import type { ReadableAtom } from 'nanostores';

/**
 * Keeps the server-rendered badges of one centre entry (`[data-badge-for=<id>]`, rendered by
 * src/components/member/MemberPanel.astro) in step with a count store, so reading or deleting a
 * message lowers the menu's badge without a reload. A null count means "not changed on this
 * page": the server's figure stays. The visually hidden text is the badge's `data-text` with
 * `{{count}}` filled.
 */
export function followBadges(count: ReadableAtom<number | null>, entry: string, root: ParentNode = document): () => void {
  return count.subscribe((value) => {
    if (value === null) return;
    for (const badge of root.querySelectorAll<HTMLElement>(`[data-badge-for="${entry}"]`)) {
      const [figure, label] = badge.children;
      if (figure) figure.textContent = String(value);
      if (label) label.textContent = (badge.dataset['text'] ?? '').replace('{{count}}', String(value));
      badge.hidden = value === 0;
    }
  });
}
