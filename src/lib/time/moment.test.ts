import { describe, expect, it } from 'vitest';
import { BRAND_TIME_ZONE, clockText, momentText, zoneLabel } from './moment';

// 2026-04-01T19:05:00Z is 2 April, 03:05 in Manila (UTC+8, no daylight saving).
const AT = '2026-04-01T19:05:00Z';
/** ICU versions differ on the space before AM (U+202F or U+0020): compare words. */
const words = (text: string) => text.replace(/\s/g, ' ');

describe('momentText (docs/decisions/0068-one-time-zone.md)', () => {
  it("writes a moment in the brand's zone whatever the runtime's zone", () => {
    expect(BRAND_TIME_ZONE).toBe('Asia/Manila');
    expect(words(momentText(AT, 'en'))).toBe('Apr 2, 2026, 3:05 AM');
    expect(momentText(Date.parse(AT), 'en')).toBe(momentText(new Date(AT), 'en'));
  });

  it('labels the zone when asked, in the locale', () => {
    expect(words(momentText(AT, 'en', { labelled: true }))).toBe('Apr 2, 2026, 3:05 AM GMT+8');
    expect(zoneLabel(AT, 'en')).toBe('GMT+8');
  });

  it("takes another zone when a page names one (the records pages' tz)", () => {
    expect(words(momentText(AT, 'en', { timeZone: 'UTC', labelled: true }))).toBe('Apr 1, 2026, 7:05 PM UTC');
  });

  it('writes a time of day for a moment later today', () => {
    expect(words(clockText(AT, 'en', { labelled: true }))).toBe('03:05 AM GMT+8');
  });
});
