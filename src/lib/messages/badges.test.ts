// @vitest-environment jsdom
import { atom } from 'nanostores';
import { describe, expect, it } from 'vitest';
import { followBadges } from './badges';

describe('followBadges', () => {
  it("keeps the server's figure until the count changes, then follows it and hides at zero", () => {
    document.body.innerHTML =
      '<a>Messages<span data-badge-for="messages" data-text="{{count}} unread"><span aria-hidden="true">3</span><span>3 unread</span></span></a>';
    const badge = document.querySelector<HTMLElement>('[data-badge-for]')!;
    const count = atom<number | null>(null);
    const stop = followBadges(count, 'messages');
    expect(badge.textContent).toBe('33 unread');
    count.set(1);
    expect(badge.textContent).toBe('11 unread');
    expect(badge.hidden).toBe(false);
    count.set(0);
    expect(badge.hidden).toBe(true);
    stop();
  });
});
