import { DEFAULT_TIME_ZONE } from '../../contract/records/range';

/**
 * The site's one way of writing a moment (issue 34 item 11; docs/decisions/0068-one-time-zone.md).
 * The site does not know a player's zone on the server, so every time is written in the
 * brand's zone, Asia/Manila, on the server and in the browser alike: the HTML a page is served
 * with and the page once its scripts have run say the same thing, and a player abroad reads the
 * same time as support does. Where a time matters (a deadline, a message, a withdrawal's steps)
 * it carries the zone's label ("GMT+8"). The records pages may name another zone in their URL
 * (`tz`, docs/decisions/0028-records.md) and pass it here. Pure, no framework: pages, components
 * and islands all use it.
 */
export const BRAND_TIME_ZONE = DEFAULT_TIME_ZONE;

export interface MomentOptions {
  /** An IANA zone the runtime knows; the brand's when left out. */
  timeZone?: string | undefined;
  /** Append the zone's short label ("GMT+8"). */
  labelled?: boolean | undefined;
}

type When = string | number | Date;

// Building an Intl.DateTimeFormat costs far more than using one: one per locale, zone and style.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatFor(kind: 'moment' | 'clock' | 'zone', localeTag: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${localeTag}|${timeZone}`;
  let found = formats.get(key);
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'moment'
        ? { dateStyle: 'medium', timeStyle: 'short', timeZone }
        : kind === 'clock'
          ? { hour: '2-digit', minute: '2-digit', timeZone }
          : { timeZoneName: 'short', timeZone };
    found = new Intl.DateTimeFormat(localeTag, options);
    formats.set(key, found);
  }
  return found;
}

const instant = (at: When): number => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));

/** The zone's short name at that moment, as the locale writes it: "GMT+8". */
export function zoneLabel(at: When, localeTag: string, timeZone: string = BRAND_TIME_ZONE): string {
  return (
    formatFor('zone', localeTag, timeZone)
      .formatToParts(instant(at))
      .find((part) => part.type === 'timeZoneName')?.value ?? timeZone
  );
}

const labelled = (text: string, at: When, localeTag: string, timeZone: string, withLabel: boolean | undefined): string =>
  withLabel ? `${text} ${zoneLabel(at, localeTag, timeZone)}` : text;

/** A date and time: "Apr 1, 2026, 3:05 PM" (labelled: "Apr 1, 2026, 3:05 PM GMT+8"). */
export function momentText(at: When, localeTag: string, options: MomentOptions = {}): string {
  const timeZone = options.timeZone ?? BRAND_TIME_ZONE;
  return labelled(formatFor('moment', localeTag, timeZone).format(instant(at)), at, localeTag, timeZone, options.labelled);
}

/** A time of day, for a moment later today ("locked until 03:05 PM GMT+8"). */
export function clockText(at: When, localeTag: string, options: MomentOptions = {}): string {
  const timeZone = options.timeZone ?? BRAND_TIME_ZONE;
  return labelled(formatFor('clock', localeTag, timeZone).format(instant(at)), at, localeTag, timeZone, options.labelled);
}
