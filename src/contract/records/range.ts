/**
 * The records pages' date ranges (issue 14; docs/product.md "Records"): a preset or a custom
 * range of calendar days in the player's time zone, turned into the instants the platform's
 * records calls take (`from` inclusive, `to` exclusive). Pure and shared by the site's pages and
 * the reference platform (which enforces the same 90-day bound), so a day means the same thing
 * on both sides. Decision: docs/decisions/0028-records.md.
 */

export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth', 'custom'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** The default preset of every records page. */
export const DEFAULT_PRESET: DatePreset = 'last7';

/** How far back records go on screen: today and the 90 days before it (regulators ask for three months). */
export const RECORDS_DAYS_BACK = 90;

/**
 * The merchant's time zone (the lottery and promotions read days there too): the zone a page
 * uses when the player names none, and a named zone must be one the runtime knows.
 */
export const DEFAULT_TIME_ZONE = 'Asia/Manila';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A calendar day `YYYY-MM-DD`, or null when the text is not a real day (2026-02-30 is not). */
export function parseDay(text: string | null | undefined): string | null {
  const match = DAY.exec(text ?? '');
  if (!match) return null;
  const [, y, m, d] = match;
  const time = Date.UTC(Number(y), Number(m) - 1, Number(d));
  return new Date(time).toISOString().slice(0, 10) === text ? text : null;
}

/** Whether the runtime knows the zone (an IANA name such as `Asia/Manila`). */
export function isTimeZone(zone: string | null | undefined): zone is string {
  if (!zone || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const partsFormat = (zone: string): Intl.DateTimeFormat => {
  let format = dayFormats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    dayFormats.set(zone, format);
  }
  return format;
};

/** The wall clock in `zone` at `instant`, as if it were UTC (epoch ms). */
function wallClock(instant: number, zone: string): number {
  const parts = Object.fromEntries(
    partsFormat(zone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute), Number(parts.second));
}

/** The calendar day in `zone` at `instant`. */
export const dayIn = (instant: number, zone: string): string => new Date(wallClock(instant, zone)).toISOString().slice(0, 10);

/**
 * The instant a day begins in `zone` (its local midnight). The zone's offset is read at a
 * first guess and again at the corrected one, so a day that starts on the far side of a
 * daylight-saving change still gets its own offset.
 */
export function startOfDay(day: string, zone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`);
  let guess = wall - (wallClock(wall, zone) - wall);
  guess = wall - (wallClock(guess, zone) - guess);
  return guess;
}

/** `day` moved by `days` calendar days. */
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const firstOfMonth = (day: string): string => `${day.slice(0, 8)}01`;
const previousMonthFirst = (day: string): string => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 1 ? `${year - 1}-12-01` : `${year}-${String(month - 1).padStart(2, '0')}-01`;
};

/** The earliest day the records reach, `RECORDS_DAYS_BACK` days before today in `zone`. */
export const earliestDay = (now: number, zone: string): string => addDays(dayIn(now, zone), -RECORDS_DAYS_BACK);

export interface DayRange {
  preset: DatePreset;
  /** First and last day shown, inclusive, in the zone. */
  fromDay: string;
  toDay: string;
  /** The instants the platform takes: `from` inclusive, `to` exclusive (ISO). */
  from: string;
  to: string;
  timeZone: string;
}

export type RangeRefusal = 'fromMissing' | 'toMissing' | 'tooEarly' | 'toBeforeFrom';
export type RangeOutcome = { ok: true; range: DayRange } | { ok: false; field: 'from' | 'to'; reason: RangeRefusal };

export interface RangeRequest {
  preset?: string | null;
  from?: string | null;
  to?: string | null;
  timeZone?: string | null;
}

/**
 * The range a page shows. Presets are read in the zone on the day of `now` (last 7 days is
 * today and the six before it; this month runs to today). A custom range needs both days, a
 * start no earlier than {@link earliestDay} and an end not before the start; an end after today
 * is read as today (nothing is recorded in the future).
 */
export function resolveRange(request: RangeRequest, now: number): RangeOutcome {
  const timeZone = isTimeZone(request.timeZone) ? request.timeZone : DEFAULT_TIME_ZONE;
  const preset = (DATE_PRESETS as readonly string[]).includes(request.preset ?? '') ? (request.preset as DatePreset) : DEFAULT_PRESET;
  const today = dayIn(now, timeZone);
  const days = (): { fromDay: string; toDay: string } | RangeOutcome => {
    switch (preset) {
      case 'today':
        return { fromDay: today, toDay: today };
      case 'yesterday':
        return { fromDay: addDays(today, -1), toDay: addDays(today, -1) };
      case 'last7':
        return { fromDay: addDays(today, -6), toDay: today };
      case 'last30':
        return { fromDay: addDays(today, -29), toDay: today };
      case 'thisMonth':
        return { fromDay: firstOfMonth(today), toDay: today };
      case 'lastMonth': {
        const first = previousMonthFirst(today);
        return { fromDay: first, toDay: addDays(firstOfMonth(today), -1) };
      }
      case 'custom': {
        const fromDay = parseDay(request.from);
        const toDay = parseDay(request.to);
        if (!fromDay) return { ok: false, field: 'from', reason: 'fromMissing' };
        if (!toDay) return { ok: false, field: 'to', reason: 'toMissing' };
        if (fromDay < earliestDay(now, timeZone)) return { ok: false, field: 'from', reason: 'tooEarly' };
        if (toDay < fromDay) return { ok: false, field: 'to', reason: 'toBeforeFrom' };
        // Days compare as text (YYYY-MM-DD); nothing is recorded after today.
        return { fromDay, toDay: [toDay, today].sort()[0]! };
      }
    }
  };
  const picked = days();
  if ('ok' in picked) return picked;
  return {
    ok: true,
    range: {
      preset,
      ...picked,
      from: new Date(startOfDay(picked.fromDay, timeZone)).toISOString(),
      to: new Date(startOfDay(addDays(picked.toDay, 1), timeZone)).toISOString(),
      timeZone,
    },
  };
}

/**
 * The platform's bound on a range of instants: it may start no earlier than `RECORDS_DAYS_BACK`
 * days and one more (any zone's today is at most a day off the platform's) before `now`, and
 * must end after it starts.
 */
export function instantsAllowed(from: number, to: number, now: number): 'ok' | 'tooEarly' | 'toBeforeFrom' {
  if (Number.isNaN(from) || from < now - (RECORDS_DAYS_BACK + 2) * DAY_MS) return 'tooEarly';
  if (Number.isNaN(to) || to <= from) return 'toBeforeFrom';
  return 'ok';
}
