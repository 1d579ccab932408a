/**
 * A moment as a person reads it, with its time zone named ("Jan 1, 2099, 5:00 PM GMT+9"): the
 * maintenance screen's end time. The server renders it in UTC (it cannot know the visitor's
 * zone) and the page's script renders it again in the browser's zone, so it is never a bare
 * clock time that reads differently in Manila and Tokyo (README, `PLATFORM_MAINTENANCE`).
 */
const FIELDS: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
};

/** `iso` in `timeZone` (the runtime's own zone when omitted), or null when it is not a date. */
export function zonedTime(iso: string, localeTag: string, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(localeTag, timeZone ? { ...FIELDS, timeZone } : FIELDS).format(date);
}

/** The machine-readable form for `<time datetime>`, which the browser's script reads back. */
export const isoInstant = (iso: string): string | null => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** Rewrites every `<time data-zoned>` under `root` in the browser's own time zone. */
export function localizeZonedTimes(root: ParentNode, localeTag: string): void {
  for (const element of root.querySelectorAll<HTMLTimeElement>('time[data-zoned]')) {
    const text = zonedTime(element.dateTime, localeTag);
    if (text) element.textContent = text;
  }
}
