import { describe, expect, it } from 'vitest';
import { parseRecordsQuery, rangeOf, recordsSearch } from './query';

const NOW = Date.parse('2026-04-10T04:00:00Z');

describe('a records page query', () => {
  it('reads the period, the dates, the zone, allowed filters and the page', () => {
    const query = parseRecordsQuery(new URLSearchParams('period=custom&start=2026-04-01&end=2026-04-05&tz=Asia/Tokyo&status=SETTLED&vendor=EVIL&page=3'), {
      status: ['SETTLED', 'UNSETTLED'],
      vendor: ['JILI'],
    });
    expect(query).toEqual({ period: 'custom', start: '2026-04-01', end: '2026-04-05', tz: 'Asia/Tokyo', filters: { status: 'SETTLED' }, page: 3 });
    expect(rangeOf(query, NOW)).toMatchObject({ ok: true, range: { from: '2026-03-31T15:00:00.000Z', timeZone: 'Asia/Tokyo' } });
  });
  it('falls back to the last 7 days, page 1, for what it cannot read', () => {
    expect(parseRecordsQuery(new URLSearchParams('period=ever&page=-2'))).toMatchObject({ period: 'last7', page: 1 });
  });
  it('writes the query back without defaults, dates only for chosen dates', () => {
    expect(recordsSearch(parseRecordsQuery(new URLSearchParams('period=last7&start=2026-04-01')))).toBe('');
    const query = parseRecordsQuery(new URLSearchParams('period=custom&start=2026-04-01&end=2026-04-05&type=BET&page=2'), { type: ['BET'] });
    expect(recordsSearch(query, { from: '/lobby', format: 'csv' })).toBe(
      '?period=custom&start=2026-04-01&end=2026-04-05&type=BET&page=2&from=%2Flobby&format=csv',
    );
  });
});
