// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isoInstant, localizeZonedTimes, zonedTime } from './zoned-time';

const END = '2099-01-01T08:00:00Z';

describe('zonedTime', () => {
  it('names the zone it shows the time in', () => {
    expect(zonedTime(END, 'en', 'UTC')).toBe('Jan 1, 2099, 8:00 AM UTC');
    expect(zonedTime(END, 'en', 'Asia/Tokyo')).toBe('Jan 1, 2099, 5:00 PM GMT+9');
    expect(zonedTime(END, 'en', 'Asia/Manila')).toBe('Jan 1, 2099, 4:00 PM GMT+8');
  });

  it('is null for something that is not a date', () => {
    expect(zonedTime('soon', 'en', 'UTC')).toBeNull();
    expect(isoInstant('soon')).toBeNull();
    expect(isoInstant(END)).toBe('2099-01-01T08:00:00.000Z');
  });
});

describe('localizeZonedTimes', () => {
  it('rewrites the marked times in the runtime’s zone, and leaves other times alone', () => {
    document.body.innerHTML = `<p><time data-zoned datetime="${END}">Jan 1, 2099, 8:00 AM UTC</time><time datetime="${END}">kept</time></p>`;
    localizeZonedTimes(document, 'en');
    const [zoned, other] = document.querySelectorAll('time');
    expect(zoned!.textContent).toBe(zonedTime(END, 'en'));
    expect(zoned!.textContent).toMatch(/\b(?:UTC|GMT[+-]\d+|[A-Z]{3,4})$/);
    expect(other!.textContent).toBe('kept');
  });
});
