import { BRAND_TIME_ZONE } from '../time/moment';

/**
 * Draw times on the server-rendered boards, in Philippine time (the brand's market), so that a
 * cached page reads the same for everyone, as the winner board does. An unreadable time is
 * shown as nothing rather than "Invalid Date".
 */
export const BOARD_TIME_ZONE = BRAND_TIME_ZONE;

/** One formatter per language: building an `Intl.DateTimeFormat` costs more than using one, and the home renders the winner board on every request. */
const formatters = new Map<string, (iso: string) => string>();

export function drawTimeFormatter(localeTag: string): (iso: string) => string {
  let formatter = formatters.get(localeTag);
  if (!formatter) {
    const format = new Intl.DateTimeFormat(localeTag, { timeZone: BOARD_TIME_ZONE, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
    formatter = (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? '' : format.format(date);
    };
    formatters.set(localeTag, formatter);
  }
  return formatter;
}
