/**
 * Draw times on the server-rendered boards, in Philippine time (the brand's market), so that a
 * cached page reads the same for everyone, as the winner board does. An unreadable time is
 * shown as nothing rather than "Invalid Date".
 */
export const BOARD_TIME_ZONE = 'Asia/Manila';

export function drawTimeFormatter(localeTag: string): (iso: string) => string {
  const format = new Intl.DateTimeFormat(localeTag, { timeZone: BOARD_TIME_ZONE, month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' });
  return (iso) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? '' : format.format(date);
  };
}
