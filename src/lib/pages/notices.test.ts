import { describe, expect, it } from 'vitest';
import { noticeAnchor, noticeLink } from './notices';

describe('notice anchors', () => {
  it('give every notice an id that is safe in a URL fragment and in HTML', () => {
    expect(noticeAnchor(12)).toBe('notice-12');
    expect(noticeAnchor('a b"<x>')).toBe('notice-a-b--x-');
    expect(noticeLink(3)).toBe('/noticePage#notice-3');
  });

  it('tell different notices apart', () => {
    const ids = [1, 2, 10, 'PL-7'].map(noticeAnchor);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
