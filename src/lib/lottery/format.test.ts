import { describe, expect, it } from 'vitest';
import { drawTimeFormatter } from './format';

describe('drawTimeFormatter', () => {
  it('shows draw times in Manila time, and nothing for an unreadable one', () => {
    const format = drawTimeFormatter('en');
    expect(format('2026-11-21T02:05:00Z')).toMatch(/Nov 21.*10:05/);
    expect(format('not a date')).toBe('');
  });
});
