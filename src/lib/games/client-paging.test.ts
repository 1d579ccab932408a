import { describe, expect, it, vi } from 'vitest';
import { loadAllPages, pageOf } from './client-paging';

const numbers = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

describe('pageOf', () => {
  it('pages a whole list 15 at a time', () => {
    const page = pageOf(numbers(32), 2);
    expect(page.games).toEqual(numbers(30).slice(15));
    expect(page.totalPages).toBe(3);
    expect(pageOf(numbers(32), 3).games).toEqual([31, 32]);
  });

  it('shows the last page for a page past the end, and an empty list as no pages', () => {
    expect(pageOf(numbers(20), 9)).toMatchObject({ pageNo: 2, games: [16, 17, 18, 19, 20] });
    expect(pageOf([], 1)).toEqual({ games: [], totalPages: 0, pageNo: 1 });
  });
});

describe('loadAllPages', () => {
  it('loads pages one after another while totalPages exceeds the page loaded', async () => {
    const order: number[] = [];
    const fetchPage = vi.fn(async (pageNo: number) => {
      order.push(pageNo);
      return { games: [`g${pageNo}a`, `g${pageNo}b`], totalPages: 3 };
    });
    expect(await loadAllPages(fetchPage)).toEqual(['g1a', 'g1b', 'g2a', 'g2b', 'g3a', 'g3b']);
    expect(order).toEqual([1, 2, 3]);
  });

  it('stops at the cap and on an empty page', async () => {
    const endless = vi.fn(async () => ({ games: ['x'], totalPages: 999 }));
    expect(await loadAllPages(endless, 4)).toHaveLength(4);
    const empty = vi.fn(async () => ({ games: [], totalPages: 5 }));
    expect(await loadAllPages(empty)).toEqual([]);
    expect(empty).toHaveBeenCalledTimes(1);
  });

  it('fails when a page fails (the list shows its error and retry)', async () => {
    const failing = async (pageNo: number) => {
      if (pageNo === 2) throw new Error('down');
      return { games: [1], totalPages: 3 };
    };
    await expect(loadAllPages(failing)).rejects.toThrow('down');
  });
});
