// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { revealDelta, revealInRow } from './reveal';

const row = { left: 100, right: 500 };

describe('revealDelta', () => {
  it('is 0 for an item already inside the row', () => {
    expect(revealDelta(row, { left: 120, right: 200 })).toBe(0);
    expect(revealDelta(row, { left: 100, right: 500 })).toBe(0);
  });

  it('brings an item past either edge just inside it', () => {
    expect(revealDelta(row, { left: 560, right: 640 })).toBe(140);
    expect(revealDelta(row, { left: 40, right: 120 })).toBe(-60);
  });

  it('shows the start of an item wider than the row', () => {
    expect(revealDelta(row, { left: 300, right: 900 })).toBe(200);
  });
});

describe('revealInRow', () => {
  it('scrolls the row sideways and never the page', () => {
    const list = document.createElement('ul');
    const item = document.createElement('li');
    list.append(item);
    document.body.append(list);
    list.getBoundingClientRect = () => ({ left: 0, right: 300, top: 900, bottom: 944 }) as DOMRect;
    item.getBoundingClientRect = () => ({ left: 400, right: 480, top: 900, bottom: 944 }) as DOMRect;
    list.scrollBy = vi.fn();
    const windowScroll = vi.spyOn(window, 'scrollBy').mockImplementation(() => undefined);
    const intoView = vi.fn();
    item.scrollIntoView = intoView;
    revealInRow(list, item);
    expect(list.scrollBy).toHaveBeenCalledWith({ left: 180, behavior: 'auto' });
    expect(intoView).not.toHaveBeenCalled();
    expect(windowScroll).not.toHaveBeenCalled();
  });
});
